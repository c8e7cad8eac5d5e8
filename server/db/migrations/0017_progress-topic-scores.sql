CREATE TABLE "attempt_topic_scores" (
	"attempt_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"units" integer NOT NULL,
	"right_units" integer NOT NULL,
	CONSTRAINT "attempt_topic_scores_attempt_id_topic_id_pk" PRIMARY KEY("attempt_id","topic_id")
);
--> statement-breakpoint
ALTER TABLE "attempt_topic_scores" ADD CONSTRAINT "attempt_topic_scores_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_topic_scores" ADD CONSTRAINT "attempt_topic_scores_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_topic_scores" ADD CONSTRAINT "attempt_topic_scores_topic_id_question_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."question_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_topic_scores_exam_idx" ON "attempt_topic_scores" USING btree ("exam_id");--> statement-breakpoint
-- Decision 067: the attempts marked before this table existed get their units per topic once, here,
-- counted as the marking counts them (server/exams/marking.ts `topicScores`; tests/server/topic-scores.test.ts
-- checks this statement against it). Marking writes the rows of every later attempt.
INSERT INTO "attempt_topic_scores" ("attempt_id", "exam_id", "topic_id", "units", "right_units")
SELECT a."id", a."exam_id", q."topic_id",
  sum(CASE WHEN q."type" = 'mcq' THEN 5 ELSE 1 END)::int,
  sum(CASE
    WHEN ans."answer" IS NULL THEN 0
    WHEN q."type" = 'sba' THEN (ans."answer" = q."correct")::int
    ELSE (substr(ans."answer", 1, 1) = substr(q."correct", 1, 1))::int + (substr(ans."answer", 2, 1) = substr(q."correct", 2, 1))::int
      + (substr(ans."answer", 3, 1) = substr(q."correct", 3, 1))::int + (substr(ans."answer", 4, 1) = substr(q."correct", 4, 1))::int
      + (substr(ans."answer", 5, 1) = substr(q."correct", 5, 1))::int
  END)::int
FROM "exam_attempts" a
JOIN "exam_questions" q ON q."exam_id" = a."exam_id" AND q."topic_id" IS NOT NULL
LEFT JOIN "exam_answers" ans ON ans."attempt_id" = a."id" AND ans."question_id" = q."id"
WHERE a."submitted_at" IS NOT NULL
GROUP BY a."id", a."exam_id", q."topic_id";
