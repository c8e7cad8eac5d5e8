CREATE TYPE "public"."complaint_category" AS ENUM('course', 'payment', 'class', 'exam', 'sheet', 'technical', 'other');--> statement-breakpoint
CREATE TYPE "public"."complaint_status" AS ENUM('open', 'answered', 'closed');--> statement-breakpoint
CREATE TYPE "public"."delivery_stage" AS ENUM('packed', 'handed_to_courier', 'in_transit', 'delivered');--> statement-breakpoint
CREATE TYPE "public"."notice_scope" AS ENUM('site', 'course', 'batch');--> statement-breakpoint
CREATE TABLE "complaint_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"author" varchar(10) NOT NULL,
	"staff_name" varchar(120),
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"category" "complaint_category" NOT NULL,
	"status" "complaint_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_reference_books" (
	"course_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	CONSTRAINT "course_reference_books_course_id_book_id_pk" PRIMARY KEY("course_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"stage" "delivery_stage" NOT NULL,
	"place" varchar(160) NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" "notice_scope" NOT NULL,
	"course_id" integer,
	"batch_id" integer,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "doctor_notices_scope_target" CHECK (("doctor_notices"."scope" = 'site' and "doctor_notices"."course_id" is null and "doctor_notices"."batch_id" is null)
        or ("doctor_notices"."scope" = 'course' and "doctor_notices"."course_id" is not null and "doctor_notices"."batch_id" is null)
        or ("doctor_notices"."scope" = 'batch' and "doctor_notices"."batch_id" is not null and "doctor_notices"."course_id" is null))
);
--> statement-breakpoint
CREATE TABLE "lecture_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"pages" smallint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_reads_notice_id_doctor_id_pk" PRIMARY KEY("notice_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "reference_book_pages" (
	"book_id" integer NOT NULL,
	"page_no" smallint NOT NULL,
	"heading" varchar(200) NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "reference_book_pages_book_id_page_no_pk" PRIMARY KEY("book_id","page_no")
);
--> statement-breakpoint
CREATE TABLE "reference_books" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"author" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sheet_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"courier" varchar(80) NOT NULL,
	"tracking_code" varchar(40) NOT NULL,
	"address" varchar(700) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reference_books" ADD CONSTRAINT "course_reference_books_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reference_books" ADD CONSTRAINT "course_reference_books_book_id_reference_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."reference_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_delivery_id_sheet_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."sheet_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_notices" ADD CONSTRAINT "doctor_notices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_notices" ADD CONSTRAINT "doctor_notices_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_sheets" ADD CONSTRAINT "lecture_sheets_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_doctor_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."doctor_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_book_pages" ADD CONSTRAINT "reference_book_pages_book_id_reference_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."reference_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_deliveries" ADD CONSTRAINT "sheet_deliveries_sheet_id_lecture_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."lecture_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_deliveries" ADD CONSTRAINT "sheet_deliveries_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_messages_thread_idx" ON "complaint_messages" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_doctor_idx" ON "complaints" USING btree ("doctor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_events_stage_idx" ON "delivery_events" USING btree ("delivery_id","stage");--> statement-breakpoint
CREATE INDEX "doctor_notices_published_idx" ON "doctor_notices" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "lecture_sheets_batch_idx" ON "lecture_sheets" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "notice_reads_doctor_idx" ON "notice_reads" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_deliveries_sheet_doctor_idx" ON "sheet_deliveries" USING btree ("sheet_id","doctor_id");