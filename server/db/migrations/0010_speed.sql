CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "quizzes_active_position_idx" ON "quizzes" USING btree ("is_active","position","id");