/**
 * A doctor's own study aids over the exam engine (issue 26): the questions they bookmarked on a
 * review page. A bookmark names a question of a paper the doctor has submitted; it is theirs alone.
 */
import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { partOf } from "../columns";
import { doctors } from "./accounts";
import { examAttempts, examQuestions, exams } from "./exams";
import { questionTopics } from "./topics";

export const questionBookmarks = pgTable(
  "question_bookmarks",
  {
    doctorId: partOf("doctor_id", () => doctors.id),
    questionId: partOf("question_id", () => examQuestions.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.questionId] }), index("question_bookmarks_question_idx").on(t.questionId)],
);

/**
 * A marked attempt's marking units per topic (decision 067): written once, in the transaction that
 * marks the attempt, so the progress page sums ~13 rows a paper instead of reading every answer.
 * Answers, keys and topics do not change after marking, so the rows stay true; questions without a
 * topic are left out, as the page leaves them out.
 */
export const attemptTopicScores = pgTable(
  "attempt_topic_scores",
  {
    attemptId: partOf("attempt_id", () => examAttempts.id),
    /** The attempt's exam, kept here so a paper's batch totals are read by one index. */
    examId: partOf("exam_id", () => exams.id),
    topicId: partOf("topic_id", () => questionTopics.id),
    /** Marking units: five per MCQ, one per SBA. */
    units: integer("units").notNull(),
    rightUnits: integer("right_units").notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.topicId] }), index("attempt_topic_scores_exam_idx").on(t.examId)],
);
