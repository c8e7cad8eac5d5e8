import type { FastifyPluginAsync } from "fastify";
import { recordVisit } from "../content/activities";
import { contractRoute } from "../http/contract-route";
import type { RouteDeps } from "./deps";

export const activityRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, auth: guards }) => {
  contractRoute(app, "recordActivity", { status: 201 }, async ({ request, body }) => {
    const auth = await guards.authenticate(request);
    await recordVisit(db, {
      ...body,
      // Fastify resolves X-Forwarded-For only when the peer is in API_TRUST_PROXY (see app.ts).
      ip: request.ip,
      doctorId: auth?.doctor.id ?? null,
      userAgent: request.headers["user-agent"],
    });
    return { message: "সংরক্ষিত" };
  });
};
