CREATE TYPE "public"."batch_mode" AS ENUM('online', 'offline', 'hybrid');--> statement-breakpoint
CREATE TYPE "public"."enrollment_status" AS ENUM('pending_payment', 'active', 'expired', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_plan" AS ENUM('full', 'installment');--> statement-breakpoint
CREATE TYPE "public"."schedule_slot_kind" AS ENUM('lecture', 'exam', 'solve_class', 'feedback');--> statement-breakpoint
CREATE TABLE "batch_category_batches" (
	"batch_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "batch_category_batches_batch_id_category_id_pk" PRIMARY KEY("batch_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "batch_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"description" varchar(500) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"slug" varchar(96) NOT NULL,
	"title" varchar(200) NOT NULL,
	"mode" "batch_mode" NOT NULL,
	"branch_id" integer NOT NULL,
	"venue" varchar(300),
	"starts_at" timestamp with time zone NOT NULL,
	"enrollment_deadline" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	"seats_sold_offline" integer DEFAULT 0 NOT NULL,
	"fee_paisa" integer NOT NULL,
	"early_bird_discount_paisa" integer,
	"early_bird_deadline" timestamp with time zone,
	"alumni_discount_paisa" integer,
	"installment_count" smallint,
	"installment_interval_days" smallint,
	"couriers_lecture_sheets" boolean DEFAULT false NOT NULL,
	"description_html" text NOT NULL,
	"image" varchar(500) NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_slug_unique" UNIQUE("slug"),
	CONSTRAINT "batches_seats" CHECK ("batches"."seats" > 0 and "batches"."seats_sold_offline" between 0 and "batches"."seats"),
	CONSTRAINT "batches_fee" CHECK ("batches"."fee_paisa" >= 0),
	CONSTRAINT "batches_early_bird" CHECK (("batches"."early_bird_discount_paisa" is null) = ("batches"."early_bird_deadline" is null) and coalesce("batches"."early_bird_discount_paisa", 0) between 0 and "batches"."fee_paisa"),
	CONSTRAINT "batches_alumni" CHECK (coalesce("batches"."alumni_discount_paisa", 0) between 0 and "batches"."fee_paisa"),
	CONSTRAINT "batches_installments" CHECK (("batches"."installment_count" is null) = ("batches"."installment_interval_days" is null) and coalesce("batches"."installment_count", 2) between 2 and 12 and coalesce("batches"."installment_interval_days", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(48) NOT NULL,
	"name" varchar(80) NOT NULL,
	"address" varchar(300),
	"division_id" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "branches_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"slug" varchar(64) NOT NULL,
	"title" varchar(160) NOT NULL,
	"summary" varchar(500) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"schedule_id" integer,
	"master_schedule_id" integer,
	"status" "enrollment_status" DEFAULT 'pending_payment' NOT NULL,
	"fee_paisa" integer NOT NULL,
	"discount_paisa" integer NOT NULL,
	"discount_kind" varchar(16),
	"total_paisa" integer NOT NULL,
	"payment_plan" "payment_plan" DEFAULT 'full' NOT NULL,
	"amount_due_paisa" integer NOT NULL,
	"installments" jsonb,
	"idempotency_key" varchar(64) NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollments_one_schedule" CHECK (num_nonnulls("enrollments"."schedule_id", "enrollments"."master_schedule_id") = 1),
	CONSTRAINT "enrollments_money" CHECK ("enrollments"."total_paisa" = "enrollments"."fee_paisa" - "enrollments"."discount_paisa" and "enrollments"."amount_due_paisa" between 0 and "enrollments"."total_paisa"),
	CONSTRAINT "enrollments_discount_kind" CHECK (("enrollments"."discount_kind" is null) = ("enrollments"."discount_paisa" = 0))
);
--> statement-breakpoint
CREATE TABLE "free_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"youtube_id" varchar(11) NOT NULL,
	"family_id" integer,
	"duration_seconds" integer,
	"published_at" timestamp with time zone NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_schedule_parts" (
	"master_schedule_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	CONSTRAINT "master_schedule_parts_master_schedule_id_schedule_id_pk" PRIMARY KEY("master_schedule_id","schedule_id")
);
--> statement-breakpoint
CREATE TABLE "master_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"description" varchar(500) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"kind" "schedule_slot_kind" NOT NULL,
	"topic" varchar(300) NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"teacher" varchar(120) NOT NULL,
	CONSTRAINT "schedule_slots_times" CHECK ("schedule_slots"."end_time" > "schedule_slots"."start_time")
);
--> statement-breakpoint
CREATE TABLE "unit_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"price_paisa" integer NOT NULL,
	"video_link" varchar(500) NOT NULL,
	"questions_html" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "unit_videos_price" CHECK ("unit_videos"."price_paisa" >= 0)
);
--> statement-breakpoint
CREATE TABLE "year_course_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"title" varchar(120) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "year_course_sessions_dates" CHECK ("year_course_sessions"."ends_on" >= "year_course_sessions"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "course_families" ADD COLUMN "description_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batch_category_batches" ADD CONSTRAINT "batch_category_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_category_batches" ADD CONSTRAINT "batch_category_batches_category_id_batch_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."batch_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_schedules" ADD CONSTRAINT "batch_schedules_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_session_id_year_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."year_course_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_family_id_course_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."course_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_schedule_id_batch_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."batch_schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_master_schedule_id_master_schedules_id_fk" FOREIGN KEY ("master_schedule_id") REFERENCES "public"."master_schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_videos" ADD CONSTRAINT "free_videos_family_id_course_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."course_families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_schedule_parts" ADD CONSTRAINT "master_schedule_parts_master_schedule_id_master_schedules_id_fk" FOREIGN KEY ("master_schedule_id") REFERENCES "public"."master_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_schedule_parts" ADD CONSTRAINT "master_schedule_parts_schedule_id_batch_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."batch_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_schedules" ADD CONSTRAINT "master_schedules_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_schedule_id_batch_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."batch_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_videos" ADD CONSTRAINT "unit_videos_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_course_sessions" ADD CONSTRAINT "year_course_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_category_batches_category_idx" ON "batch_category_batches" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "batch_schedules_batch_idx" ON "batch_schedules" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "batches_session_idx" ON "batches" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "batches_starts_idx" ON "batches" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "courses_family_idx" ON "courses" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_doctor_idempotency_unique" ON "enrollments" USING btree ("doctor_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_doctor_batch_live_unique" ON "enrollments" USING btree ("doctor_id","batch_id") WHERE "enrollments"."status" in ('pending_payment', 'active');--> statement-breakpoint
CREATE INDEX "enrollments_batch_status_idx" ON "enrollments" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "master_schedules_batch_idx" ON "master_schedules" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "schedule_slots_schedule_date_idx" ON "schedule_slots" USING btree ("schedule_id","date");--> statement-breakpoint
CREATE INDEX "unit_videos_slot_idx" ON "unit_videos" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "year_course_sessions_course_idx" ON "year_course_sessions" USING btree ("course_id");