CREATE TYPE "public"."subscription_status" AS ENUM('pending_payment', 'active');--> statement-breakpoint
CREATE TABLE "doctor_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"duration_id" integer NOT NULL,
	"months" smallint NOT NULL,
	"price_paisa" integer NOT NULL,
	"status" "subscription_status" DEFAULT 'pending_payment' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_subscriptions_active_dates" CHECK ("doctor_subscriptions"."status" <> 'active' or ("doctor_subscriptions"."starts_at" is not null and "doctor_subscriptions"."ends_at" > "doctor_subscriptions"."starts_at"))
);
--> statement-breakpoint
CREATE TABLE "subscription_durations" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"months" smallint NOT NULL,
	"price_paisa" integer NOT NULL,
	CONSTRAINT "subscription_durations_values" CHECK ("subscription_durations"."months" > 0 and "subscription_durations"."price_paisa" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_unit_videos" (
	"payment_id" integer NOT NULL,
	"unit_video_id" integer NOT NULL,
	"price_paisa" integer NOT NULL,
	CONSTRAINT "payment_unit_videos_payment_id_unit_video_id_pk" PRIMARY KEY("payment_id","unit_video_id"),
	CONSTRAINT "payment_unit_videos_price" CHECK ("payment_unit_videos"."price_paisa" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unit_video_cart_items" (
	"doctor_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"unit_video_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_video_cart_items_doctor_id_unit_video_id_pk" PRIMARY KEY("doctor_id","unit_video_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cart_course_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "doctor_subscriptions" ADD CONSTRAINT "doctor_subscriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_subscriptions" ADD CONSTRAINT "doctor_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_subscriptions" ADD CONSTRAINT "doctor_subscriptions_duration_id_subscription_durations_id_fk" FOREIGN KEY ("duration_id") REFERENCES "public"."subscription_durations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_durations" ADD CONSTRAINT "subscription_durations_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_unit_videos" ADD CONSTRAINT "payment_unit_videos_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_unit_videos" ADD CONSTRAINT "payment_unit_videos_unit_video_id_unit_videos_id_fk" FOREIGN KEY ("unit_video_id") REFERENCES "public"."unit_videos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_video_cart_items" ADD CONSTRAINT "unit_video_cart_items_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_video_cart_items" ADD CONSTRAINT "unit_video_cart_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_video_cart_items" ADD CONSTRAINT "unit_video_cart_items_unit_video_id_unit_videos_id_fk" FOREIGN KEY ("unit_video_id") REFERENCES "public"."unit_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_subscriptions_doctor_idx" ON "doctor_subscriptions" USING btree ("doctor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_subscriptions_pending_unique" ON "doctor_subscriptions" USING btree ("doctor_id","duration_id") WHERE "doctor_subscriptions"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_durations_plan_months_unique" ON "subscription_durations" USING btree ("plan_id","months");--> statement-breakpoint
CREATE INDEX "payment_unit_videos_video_idx" ON "payment_unit_videos" USING btree ("unit_video_id");--> statement-breakpoint
CREATE INDEX "unit_video_cart_doctor_course_idx" ON "unit_video_cart_items" USING btree ("doctor_id","course_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cart_course_id_courses_id_fk" FOREIGN KEY ("cart_course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_doctor_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."doctor_subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_subscription_open_unique" ON "payments" USING btree ("subscription_id") WHERE "payments"."status" in ('pending', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_cart_pending_unique" ON "payments" USING btree ("doctor_id","cart_course_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription" CHECK (("payments"."purpose" = 'subscription') = ("payments"."subscription_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_unit_video_cart" CHECK (("payments"."purpose" = 'unit_video_cart') = ("payments"."cart_course_id" is not null));