/**
 * A doctor's own study aids over the exam engine (issue 26): the questions they bookmarked on a
 * review page. A bookmark names a question of a paper the doctor has submitted; it is theirs alone.
 */
import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { doctors } from "./accounts";
import { examQuestions } from "./exams";

export const questionBookmarks = pgTable(
  "question_bookmarks",
  {
    doctorId: integer("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => examQuestions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.questionId] }), index("question_bookmarks_question_idx").on(t.questionId)],
);
