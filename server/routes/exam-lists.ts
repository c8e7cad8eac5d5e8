/** A doctor's exam lists (server/exams/lists): paid content, so the device rule (423) applies. */
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../auth/guard";
import { adminExams, courseExams, freeExams } from "../exams/lists";
import { contractRoute } from "../http/contract-route";
import { rowId } from "../http/params";
import type { RouteDeps } from "./deps";

export const examListRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const paid = { preHandler: auth.forPaidContent };
  contractRoute(app, "doctorCourseExams", paid, ({ request, params, query }) =>
    courseExams(db, signedIn(request).doctor.id, rowId(params.id ?? ""), query.schedule_id, clock()),
  );
  contractRoute(app, "adminExams", paid, ({ request }) => adminExams(db, signedIn(request).doctor.id, clock()));
  contractRoute(app, "freeExams", paid, ({ request }) => freeExams(db, signedIn(request).doctor.id, clock()));
};
