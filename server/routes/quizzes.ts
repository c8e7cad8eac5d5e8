import type { FastifyPluginAsync } from "fastify";
import { listQuizzes } from "../content/quizzes";
import { contractRoute } from "../http/contract-route";
import { pageRequest, paginate } from "../http/pagination";
import type { RouteDeps } from "./deps";

export const quizRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, auth: guards }) => {
  contractRoute(app, "quizzes", async ({ request, reply, query }) => {
    const page = pageRequest(query, 12);
    const auth = await guards.authenticate(request);
    const { rows, total } = await listQuizzes(db, auth?.doctor.id ?? null, page);
    reply.header("cache-control", "private, no-store");
    return paginate(request, page, total, rows);
  });
};
