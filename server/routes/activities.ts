import type { FastifyPluginAsync } from "fastify";
import { activityInput, endpoints } from "../contract";
import { activities } from "../db/schema";
import { parseInput } from "../http/validation";
import { shape } from "../http/shape";
import type { RouteDeps } from "./deps";

export const activityRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, auth: guards }) => {
  app.post(endpoints.recordActivity.path, async (request, reply) => {
    const input = parseInput(activityInput, request.body);
    const auth = await guards.authenticate(request);
    await db.insert(activities).values({
      to: input.to,
      query: input.query,
      from: input.from,
      // Fastify resolves X-Forwarded-For only when the peer is in API_TRUST_PROXY (see app.ts).
      ip: request.ip,
      doctorId: auth?.doctor.id ?? null,
      userAgent: request.headers["user-agent"]?.slice(0, 1024) ?? null,
    });
    reply.code(201);
    return shape("recordActivity", { message: "সংরক্ষিত" });
  });
};
