import type { FastifyPluginAsync } from "fastify";
import { pingDatabase } from "../db/client";
import type { RouteDeps } from "./deps";

/** Liveness for the process supervisor and the portal's start script: ok only when the database answers. */
export const healthRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get("/health", async (request, reply) => {
    try {
      await pingDatabase(db);
      reply.header("cache-control", "no-store");
      return { status: "ok" };
    } catch (err) {
      request.log.error({ err }, "health check: database unreachable");
      return reply.code(503).send({ status: "unavailable" });
    }
  });
};
