CREATE TABLE "question_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_bn" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"name_bn" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_bookmarks" (
	"doctor_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_bookmarks_doctor_id_question_id_pk" PRIMARY KEY("doctor_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "topic_id" integer;--> statement-breakpoint
ALTER TABLE "question_topics" ADD CONSTRAINT "question_topics_subject_id_question_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."question_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bookmarks" ADD CONSTRAINT "question_bookmarks_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bookmarks" ADD CONSTRAINT "question_bookmarks_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_subjects_name_en_unique" ON "question_subjects" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "question_topics_subject_idx" ON "question_topics" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_topics_subject_name_unique" ON "question_topics" USING btree ("subject_id","name_en");--> statement-breakpoint
CREATE INDEX "question_bookmarks_question_idx" ON "question_bookmarks" USING btree ("question_id");--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_topic_id_question_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."question_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_questions_topic_idx" ON "exam_questions" USING btree ("topic_id");