CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_colleges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"name_en" varchar(160) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"district_id" integer,
	CONSTRAINT "medical_colleges_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "upazilas" (
	"id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"doctor_id" integer,
	"name" varchar(120) NOT NULL,
	"user_agent" varchar(512),
	"verified_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120),
	"phone" varchar(11) NOT NULL,
	"bmdc" varchar(20),
	"email" varchar(190),
	"password_hash" text,
	"medical_college_id" integer,
	"present_division_id" integer,
	"present_district_id" integer,
	"present_upazila_id" integer,
	"present_address" varchar(500),
	"permanent_division_id" integer,
	"permanent_district_id" integer,
	"permanent_upazila_id" integer,
	"permanent_address" varchar(500),
	"avatar" varchar(500),
	"phone_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"abilities" jsonb DEFAULT '["*"]'::jsonb NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "external_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"platform" varchar(16) NOT NULL,
	"title" varchar(80) NOT NULL,
	"link" varchar(500) NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" varchar(8) NOT NULL,
	"parent_id" integer,
	"title" varchar(80) NOT NULL,
	"link" varchar(500) NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"title" varchar(120) NOT NULL,
	"subtitle" varchar(200),
	"position" smallint NOT NULL,
	CONSTRAINT "batch_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"department" varchar(120) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"whatsapp_group_phone" varchar(20),
	"whatsapp_group_title" varchar(120),
	"fb_page_link" varchar(500),
	"fb_page_name" varchar(120),
	"fb_group_link" varchar(500),
	"fb_group_name" varchar(120),
	"website_link" varchar(500),
	"website_name" varchar(120),
	"position" smallint NOT NULL,
	CONSTRAINT "contacts_whatsapp_pair" CHECK (("contacts"."whatsapp_group_phone" is null) = ("contacts"."whatsapp_group_title" is null)),
	CONSTRAINT "contacts_fb_page_pair" CHECK (("contacts"."fb_page_link" is null) = ("contacts"."fb_page_name" is null)),
	CONSTRAINT "contacts_fb_group_pair" CHECK (("contacts"."fb_group_link" is null) = ("contacts"."fb_group_name" is null)),
	CONSTRAINT "contacts_website_pair" CHECK (("contacts"."website_link" is null) = ("contacts"."website_name" is null))
);
--> statement-breakpoint
CREATE TABLE "course_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(32) NOT NULL,
	"title" varchar(80) NOT NULL,
	"icon" varchar(32) NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "course_families_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"thumb" varchar(500),
	"link" varchar(500) NOT NULL,
	"is_video" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "hero_slides_thumb_for_images" CHECK ("hero_slides"."is_video" or "hero_slides"."thumb" is not null)
);
--> statement-breakpoint
CREATE TABLE "other_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(32) NOT NULL,
	"title" varchar(120) NOT NULL,
	"link" varchar(500) NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "other_services_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "promotional_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(300),
	"image" varchar(500) NOT NULL,
	"link" varchar(500) NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "promotional_banners_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "scrolling_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"link" varchar(500),
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"settings" jsonb NOT NULL,
	CONSTRAINT "course_settings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"image" varchar(500) NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"description_html" text NOT NULL,
	"venue" varchar(300),
	"online_link" varchar(500),
	"fee" numeric(10, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"answer_html" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"image" varchar(500) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"slug" varchar(64) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"body_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_participations" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"score" numeric(6, 2)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"title" varchar(200) NOT NULL,
	"property_title" varchar(200) NOT NULL,
	"full_mark" numeric(6, 2) NOT NULL,
	"duration_seconds" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "quizzes_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" varchar(2048) NOT NULL,
	"query" varchar(2048) NOT NULL,
	"from" varchar(2048),
	"ip" varchar(45) NOT NULL,
	"doctor_id" integer,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_colleges" ADD CONSTRAINT "medical_colleges_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upazilas" ADD CONSTRAINT "upazilas_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_medical_college_id_medical_colleges_id_fk" FOREIGN KEY ("medical_college_id") REFERENCES "public"."medical_colleges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_present_division_id_divisions_id_fk" FOREIGN KEY ("present_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_present_district_id_districts_id_fk" FOREIGN KEY ("present_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_present_upazila_id_upazilas_id_fk" FOREIGN KEY ("present_upazila_id") REFERENCES "public"."upazilas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_permanent_division_id_divisions_id_fk" FOREIGN KEY ("permanent_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_permanent_district_id_districts_id_fk" FOREIGN KEY ("permanent_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_permanent_upazila_id_upazilas_id_fk" FOREIGN KEY ("permanent_upazila_id") REFERENCES "public"."upazilas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "personal_access_tokens_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_participations" ADD CONSTRAINT "quiz_participations_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_participations" ADD CONSTRAINT "quiz_participations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_hash_unique" ON "devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "devices_doctor_idx" ON "devices" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_phone_unique" ON "doctors" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_bmdc_unique" ON "doctors" USING btree ("bmdc");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_email_unique" ON "doctors" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "personal_access_tokens_hash_unique" ON "personal_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "personal_access_tokens_doctor_idx" ON "personal_access_tokens" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "menu_items_placement_idx" ON "menu_items" USING btree ("placement","position");--> statement-breakpoint
CREATE INDEX "events_deadline_idx" ON "events" USING btree ("deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_participations_quiz_doctor_unique" ON "quiz_participations" USING btree ("quiz_id","doctor_id");--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activities_doctor_idx" ON "activities" USING btree ("doctor_id");