/**
 * A doctor's practice aids (issue 26): bookmarks, the wrong-and-skipped list and practice papers are
 * paid content, like the exam review they come from (a verified device, 423 otherwise); the progress
 * report needs the login.
 */
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../auth/guard";
import { contractRoute } from "../http/contract-route";
import { rowId } from "../http/params";
import { notFound } from "../http/errors";
import { listBookmarks, QUESTION_NOT_FOUND, setBookmark } from "../practice/bookmarks";
import { listMistakes } from "../practice/mistakes";
import { buildPracticePaper, practiceOverviewOf } from "../practice/papers";
import { progressOf } from "../progress/progress";
import type { RouteDeps } from "./deps";

export const practiceRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const paid = { preHandler: auth.forPaidContent };
  const doctorId = (request: Parameters<typeof signedIn>[0]) => signedIn(request).doctor.id;

  contractRoute(app, "setBookmark", paid, async ({ request, params, body }) => {
    const questionId = rowId(params.id ?? "");
    if (!questionId) throw notFound(QUESTION_NOT_FOUND);
    return { data: await setBookmark(db, doctorId(request), questionId, body.bookmarked, clock()) };
  });
  contractRoute(app, "progress", { preHandler: auth.requireDoctor }, async ({ request }) => ({
    data: await progressOf(db, doctorId(request)),
  }));
  contractRoute(app, "bookmarks", paid, async ({ request }) => ({ data: await listBookmarks(db, doctorId(request), clock()) }));
  contractRoute(app, "mistakes", paid, async ({ request, query }) => ({
    data: await listMistakes(db, doctorId(request), query.topic_id, clock()),
  }));
  contractRoute(app, "practicePapers", paid, async ({ request }) => ({
    data: await practiceOverviewOf(db, doctorId(request), clock()),
  }));
  contractRoute(app, "buildPracticePaper", { ...paid, status: 201 }, async ({ request, body }) => ({
    data: await buildPracticePaper(db, doctorId(request), body, clock()),
  }));
};
