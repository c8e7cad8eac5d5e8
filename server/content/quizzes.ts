import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Quiz } from "../contract";
import type { Db } from "../db/client";
import { examAttempts, exams, quizzes } from "../db/schema";
import type { Listing, PageSlice } from "../http/pagination";

/** Active quizzes; `participated` says how far this doctor got (always null for a guest). */
export async function listQuizzes(db: Db, doctorId: number | null, page: PageSlice): Promise<Listing<Quiz>> {
  const active = eq(quizzes.isActive, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: quizzes.id,
        key: quizzes.key,
        title: quizzes.title,
        propertyTitle: quizzes.propertyTitle,
        fullMark: quizzes.fullMark,
        duration: quizzes.durationSeconds,
        attemptId: examAttempts.id,
        // Finished once submitted; an attempt whose time ran out is submitted when next opened (or by the sweep).
        finished: sql<boolean>`${examAttempts.submittedAt} is not null`,
      })
      .from(quizzes)
      // The quiz itself is an exam (server/exams); its attempt is the doctor's participation.
      // A guest joins against no doctor (id 0 never exists), so every `participated` comes out null.
      .leftJoin(exams, eq(exams.quizId, quizzes.id))
      .leftJoin(examAttempts, and(eq(examAttempts.examId, exams.id), eq(examAttempts.doctorId, doctorId ?? 0)))
      .where(active)
      .orderBy(asc(quizzes.position), asc(quizzes.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(quizzes).where(active),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((q) => ({
      id: q.id,
      key: q.key,
      title: q.title,
      participated: q.attemptId === null ? null : { finished: q.finished ? 1 : 0 },
      quiz_property: { title: q.propertyTitle, full_mark: q.fullMark, duration: q.duration },
    })),
  };
}
