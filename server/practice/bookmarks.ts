/**
 * Bookmarks: a doctor marks a question on the review of a paper they have submitted, and lists
 * them by subject and topic. Only questions whose review is open to the doctor can be marked (the
 * button lives on the review); anything else, and removing a bookmark they do not have, is a 404.
 * A practice paper's copy of a question marks the original (decision 057).
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { bookmarkList, bookmarkState } from "../contract";
import type { Db } from "../db/client";
import { examQuestions, questionBookmarks, questionSubjects, questionTopics } from "../db/schema";
import { notFound } from "../http/errors";
import { originalQuestionId, reviewOpenAt, studyQuestionView, studyRows } from "./study-questions";

export const QUESTION_NOT_FOUND = "প্রশ্নটি পাওয়া যায়নি।";
export const BOOKMARK_NOT_FOUND = "এই প্রশ্নটি আপনার বুকমার্কে নেই।";

export async function setBookmark(
  db: Db,
  doctorId: number,
  questionId: number,
  bookmarked: boolean,
  now: Date,
): Promise<z.input<typeof bookmarkState>["data"]> {
  if (!bookmarked) {
    const removed = await db
      .delete(questionBookmarks)
      .where(
        and(
          eq(questionBookmarks.doctorId, doctorId),
          inArray(
            questionBookmarks.questionId,
            db.select({ id: originalQuestionId }).from(examQuestions).where(eq(examQuestions.id, questionId)),
          ),
        ),
      )
      .returning({ questionId: questionBookmarks.questionId });
    if (removed.length === 0) throw notFound(BOOKMARK_NOT_FOUND);
    return { question_id: questionId, bookmarked: false };
  }
  const [row] = await studyRows(db, doctorId, eq(examQuestions.id, questionId)).limit(1);
  if (!row || now < reviewOpenAt(row)) throw notFound(QUESTION_NOT_FOUND);
  await db.insert(questionBookmarks).values({ doctorId, questionId: row.questionId, createdAt: now }).onConflictDoNothing();
  return { question_id: questionId, bookmarked: true };
}

/** Every bookmark with its question, by subject and topic (unfiled last), newest paper first within a topic. */
export async function listBookmarks(db: Db, doctorId: number, now: Date): Promise<z.input<typeof bookmarkList>["data"]> {
  const rows = await studyRows(db, doctorId, undefined, true).orderBy(
    sql`${questionSubjects.position} asc nulls last`,
    asc(questionTopics.nameEn),
    desc(questionBookmarks.createdAt),
    asc(examQuestions.id),
  );
  return rows.map((row) => studyQuestionView(row, now));
}
