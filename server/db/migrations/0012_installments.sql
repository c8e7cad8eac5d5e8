DROP INDEX "payments_enrollment_open_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installment_number" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_enrollment_installment_open_unique" ON "payments" USING btree ("enrollment_id","installment_number") WHERE "payments"."status" in ('pending', 'paid');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_installment_number" CHECK ("payments"."installment_number" between 1 and 12);