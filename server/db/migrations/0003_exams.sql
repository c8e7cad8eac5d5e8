CREATE TYPE "public"."exam_attempt_submitter" AS ENUM('doctor', 'server');--> statement-breakpoint
CREATE TYPE "public"."exam_kind" AS ENUM('course', 'master', 'quiz', 'admin');--> statement-breakpoint
CREATE TYPE "public"."exam_question_type" AS ENUM('mcq', 'sba');--> statement-breakpoint
CREATE TYPE "public"."exam_review_policy" AS ENUM('after_submit', 'after_close');--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" varchar(5) NOT NULL,
	"client_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "exam_answers_shape" CHECK ("exam_answers"."answer" ~ '^([TF.]{5}|[A-E]?)$')
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"batch_id" integer,
	"is_pending" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" "exam_attempt_submitter",
	"obtained_mark" integer,
	"correct_mark" integer,
	"negative_mark" integer,
	"correct_count" smallint,
	"wrong_count" smallint,
	"blank_count" smallint
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"type" "exam_question_type" NOT NULL,
	"stem_html" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" varchar(5) NOT NULL,
	"explanation_html" text NOT NULL,
	"reference_book" varchar(200),
	"reference_page" integer,
	CONSTRAINT "exam_questions_correct" CHECK (("exam_questions"."type" = 'mcq' and "exam_questions"."correct" ~ '^[TF]{5}$') or ("exam_questions"."type" = 'sba' and "exam_questions"."correct" ~ '^[A-E]$')),
	CONSTRAINT "exam_questions_options" CHECK (jsonb_array_length("exam_questions"."options") = 5)
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "exam_kind" NOT NULL,
	"title" varchar(200) NOT NULL,
	"batch_id" integer,
	"slot_id" integer,
	"quiz_id" integer,
	"instructions_html" text DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"grace_seconds" smallint DEFAULT 30 NOT NULL,
	"review_policy" "exam_review_policy" DEFAULT 'after_submit' NOT NULL,
	"mcq_mark" integer NOT NULL,
	"mcq_negative_mark" integer DEFAULT 0 NOT NULL,
	"sba_mark" integer NOT NULL,
	"sba_negative_mark" integer DEFAULT 0 NOT NULL,
	"mcq_negative_from" smallint,
	"mcq_negative_to" smallint,
	"sba_negative_from" smallint,
	"sba_negative_to" smallint,
	"allow_negative_question_score" boolean DEFAULT false NOT NULL,
	"pass_mark" integer NOT NULL,
	"allows_pending" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_window" CHECK ("exams"."closes_at" > "exams"."opens_at"),
	CONSTRAINT "exams_duration" CHECK ("exams"."duration_seconds" > 0 and "exams"."grace_seconds" >= 0),
	CONSTRAINT "exams_mcq_split" CHECK ("exams"."mcq_mark" >= 0 and "exams"."mcq_mark" % 5 = 0 and "exams"."mcq_negative_mark" >= 0),
	CONSTRAINT "exams_sba_marks" CHECK ("exams"."sba_mark" >= 0 and "exams"."sba_negative_mark" >= 0),
	CONSTRAINT "exams_rights" CHECK (("exams"."kind" in ('course', 'master')) = ("exams"."batch_id" is not null) and ("exams"."kind" = 'quiz') = ("exams"."quiz_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_exam_doctor_unique" ON "exam_attempts" USING btree ("exam_id","doctor_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_merit_idx" ON "exam_attempts" USING btree ("exam_id","obtained_mark") WHERE "exam_attempts"."submitted_at" is not null and not "exam_attempts"."is_pending";--> statement-breakpoint
CREATE INDEX "exam_attempts_open_deadline_idx" ON "exam_attempts" USING btree ("deadline_at") WHERE "exam_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_attempts_doctor_idx" ON "exam_attempts" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_questions_exam_number_unique" ON "exam_questions" USING btree ("exam_id","number");--> statement-breakpoint
CREATE INDEX "exams_batch_idx" ON "exams" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "exams_slot_idx" ON "exams" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_quiz_unique" ON "exams" USING btree ("quiz_id");