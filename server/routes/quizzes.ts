import { and, asc, count, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { endpoints } from "../contract";
import { examAttempts, exams, quizzes } from "../db/schema";
import { pageRequest, paginate } from "../http/pagination";
import { shape } from "../http/shape";
import type { RouteDeps } from "./deps";

export const quizRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, auth: guards }) => {
  app.get(endpoints.quizzes.path, async (request, reply) => {
    const page = pageRequest(request.query, 12);
    const auth = await guards.authenticate(request);
    // A guest joins against no doctor (id 0 never exists), so every `participated` comes out null.
    const doctorId = auth?.doctor.id ?? 0;
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
        .leftJoin(exams, eq(exams.quizId, quizzes.id))
        .leftJoin(examAttempts, and(eq(examAttempts.examId, exams.id), eq(examAttempts.doctorId, doctorId)))
        .where(active)
        .orderBy(asc(quizzes.position), asc(quizzes.id))
        .limit(page.perPage)
        .offset(page.offset),
      db.select({ n: count() }).from(quizzes).where(active),
    ]);
    reply.header("cache-control", "private, no-store");
    return shape(
      "quizzes",
      paginate(
        request,
        page,
        total?.n ?? 0,
        rows.map((q) => ({
          id: q.id,
          key: q.key,
          title: q.title,
          participated: q.attemptId === null ? null : { finished: q.finished ? 1 : 0 },
          quiz_property: { title: q.propertyTitle, full_mark: q.fullMark, duration: q.duration },
        })),
      ),
    );
  });
};
