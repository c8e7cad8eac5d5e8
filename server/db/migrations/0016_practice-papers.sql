ALTER TYPE "public"."exam_kind" ADD VALUE 'practice';--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "source_question_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "owner_doctor_id" integer;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_source_fk" FOREIGN KEY ("source_question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_owner_doctor_id_doctors_id_fk" FOREIGN KEY ("owner_doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_questions_source_idx" ON "exam_questions" USING btree ("source_question_id");--> statement-breakpoint
CREATE INDEX "exams_owner_idx" ON "exams" USING btree ("owner_doctor_id");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_practice_owner" CHECK (("exams"."kind"::text = 'practice') = ("exams"."owner_doctor_id" is not null));