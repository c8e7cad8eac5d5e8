import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Quiz } from "../contract";
import type { Db } from "../db/client";
import { quizParticipations, quizzes } from "../db/schema";
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
        participationId: quizParticipations.id,
        finished: sql<boolean>`${quizParticipations.finishedAt} is not null`,
      })
      .from(quizzes)
      // A guest joins against no doctor (id 0 never exists), so every `participated` comes out null.
      .leftJoin(quizParticipations, and(eq(quizParticipations.quizId, quizzes.id), eq(quizParticipations.doctorId, doctorId ?? 0)))
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
      participated: q.participationId === null ? null : { finished: q.finished ? 1 : 0 },
      quiz_property: { title: q.propertyTitle, full_mark: q.fullMark, duration: q.duration },
    })),
  };
}
