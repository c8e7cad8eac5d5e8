DROP INDEX "payments_enrollment_installment_open_unique";--> statement-breakpoint
DROP INDEX "payments_event_registration_open_unique";--> statement-breakpoint
DROP INDEX "payments_subscription_open_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" varchar(300);--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("id") WHERE "payments"."status" = 'paid' and "payments"."refund_reason" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_enrollment_installment_open_unique" ON "payments" USING btree ("enrollment_id","installment_number") WHERE "payments"."status" in ('pending', 'paid') and "payments"."refund_reason" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_event_registration_open_unique" ON "payments" USING btree ("event_registration_id") WHERE "payments"."status" in ('pending', 'paid') and "payments"."refund_reason" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_subscription_open_unique" ON "payments" USING btree ("subscription_id") WHERE "payments"."status" in ('pending', 'paid') and "payments"."refund_reason" is null;