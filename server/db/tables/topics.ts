/**
 * What a question is about: a subject of the basic sciences (anatomy, physiology, …) and a topic
 * within it. The progress page and the practice papers group questions by these (issue 26).
 */
import { index, pgTable, smallint, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { serialId, partOf } from "../columns";

export const questionSubjects = pgTable(
  "question_subjects",
  {
    id: serialId(),
    nameBn: varchar("name_bn", { length: 100 }).notNull(),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [uniqueIndex("question_subjects_name_en_unique").on(t.nameEn)],
);

export const questionTopics = pgTable(
  "question_topics",
  {
    id: serialId(),
    subjectId: partOf("subject_id", () => questionSubjects.id),
    nameBn: varchar("name_bn", { length: 120 }).notNull(),
    nameEn: varchar("name_en", { length: 120 }).notNull(),
  },
  (t) => [
    index("question_topics_subject_idx").on(t.subjectId),
    uniqueIndex("question_topics_subject_name_unique").on(t.subjectId, t.nameEn),
  ],
);
