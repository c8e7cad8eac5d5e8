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
ALTER TABLE "payment_unit_videos" ADD CONSTRAINT "payment_unit_videos_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_unit_videos" ADD CONSTRAINT "payment_unit_videos_unit_video_id_unit_videos_id_fk" FOREIGN KEY ("unit_video_id") REFERENCES "public"."unit_videos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_video_cart_items" ADD CONSTRAINT "unit_video_cart_items_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_video_cart_items" ADD CONSTRAINT "unit_video_cart_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_video_cart_items" ADD CONSTRAINT "unit_video_cart_items_unit_video_id_unit_videos_id_fk" FOREIGN KEY ("unit_video_id") REFERENCES "public"."unit_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_unit_videos_video_idx" ON "payment_unit_videos" USING btree ("unit_video_id");--> statement-breakpoint
CREATE INDEX "unit_video_cart_doctor_course_idx" ON "unit_video_cart_items" USING btree ("doctor_id","course_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cart_course_id_courses_id_fk" FOREIGN KEY ("cart_course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_cart_pending_unique" ON "payments" USING btree ("doctor_id","cart_course_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_unit_video_cart" CHECK (("payments"."purpose" = 'unit_video_cart') = ("payments"."cart_course_id" is not null));