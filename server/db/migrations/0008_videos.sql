CREATE TABLE "admin_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"youtube_id" varchar(11) NOT NULL,
	"duration_seconds" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_photos" (
	"doctor_id" integer PRIMARY KEY NOT NULL,
	"key" varchar(40) NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"youtube_id" varchar(11) NOT NULL,
	"duration_seconds" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"enrollment_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"reason" varchar(300) NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_videos" ADD CONSTRAINT "admin_videos_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_photos" ADD CONSTRAINT "doctor_photos_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_videos" ADD CONSTRAINT "lecture_videos_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_videos" ADD CONSTRAINT "pending_videos_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_videos" ADD CONSTRAINT "pending_videos_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_videos" ADD CONSTRAINT "pending_videos_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_videos_batch_idx" ON "admin_videos" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_photos_key_unique" ON "doctor_photos" USING btree ("key");--> statement-breakpoint
CREATE INDEX "lecture_videos_slot_idx" ON "lecture_videos" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "pending_videos_doctor_idx" ON "pending_videos" USING btree ("doctor_id","expires_at");