CREATE TYPE "public"."event_registration_status" AS ENUM('pending_payment', 'active', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('course', 'event', 'unit_video_cart', 'subscription');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"status" "event_registration_status" DEFAULT 'pending_payment' NOT NULL,
	"fee_paisa" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_fee" CHECK ("event_registrations"."fee_paisa" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"enrollment_id" integer,
	"event_registration_id" integer,
	"amount_paisa" integer NOT NULL,
	"invoice_number" varchar(32) NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"bkash_payment_id" varchar(64),
	"bkash_url" varchar(1000),
	"trx_id" varchar(64),
	"failure_message" varchar(300),
	"refund_trx_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "payments_bkash_payment_id_unique" UNIQUE("bkash_payment_id"),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_paisa" > 0),
	CONSTRAINT "payments_event_registration" CHECK (("payments"."purpose" = 'event') = ("payments"."event_registration_id" is not null)),
	CONSTRAINT "payments_course_enrollment" CHECK (("payments"."purpose" = 'course') = ("payments"."enrollment_id" is not null)),
	CONSTRAINT "payments_paid_trx" CHECK ("payments"."status" not in ('paid', 'refunded') or ("payments"."trx_id" is not null and "payments"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_event_registration_id_event_registrations_id_fk" FOREIGN KEY ("event_registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_doctor_event_unique" ON "event_registrations" USING btree ("doctor_id","event_id");--> statement-breakpoint
CREATE INDEX "payments_doctor_idx" ON "payments" USING btree ("doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_enrollment_open_unique" ON "payments" USING btree ("enrollment_id") WHERE "payments"."status" in ('pending', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_event_registration_open_unique" ON "payments" USING btree ("event_registration_id") WHERE "payments"."status" in ('pending', 'paid');