import type { FastifyPluginAsync } from "fastify";
import { pingDatabase } from "../db/client";
import type { RouteDeps } from "./deps";

export type HealthDeps = Pick<RouteDeps, "db" | "limiter"> & {
  /** True once SIGTERM started the drain (server/http/drain.ts): the load balancer must stop sending. */
  isDraining: () => boolean;
};

/**
 * `/healthz`: the process is up (liveness; restart it when this fails). `/readyz`: it can serve, so the
 * database answers and it is not draining (readiness; send it requests). Redis (when REDIS_URL is set)
 * is reported in the body but does not make the API unready (decision 028): only login and OTP checks
 * need it, and they answer their own friendly 503 meanwhile, while an unready API would take every
 * page down with it. `/health` is the older name `npm start` and the test stacks wait for.
 */
export const healthRoutes: FastifyPluginAsync<HealthDeps> = async (app, { db, limiter, isDraining }) => {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    if (isDraining()) return reply.code(503).send({ status: "draining" });
    const checks: Record<string, "ok" | "unavailable" | "not configured"> = {};
    try {
      await pingDatabase(db);
      checks.database = "ok";
    } catch (err) {
      request.log.error({ err }, "readiness: database unreachable");
      checks.database = "unavailable";
    }
    if (!limiter.ping) checks.redis = "not configured";
    else {
      try {
        await limiter.ping();
        checks.redis = "ok";
      } catch (err) {
        request.log.error({ err }, "readiness: Redis unreachable");
        checks.redis = "unavailable";
      }
    }
    if (checks.database === "unavailable") return reply.code(503).send({ status: "unavailable", checks });
    return reply.send({ status: checks.redis === "unavailable" ? "degraded" : "ok", checks });
  });

  app.get("/health", async (request, reply) => {
    try {
      await pingDatabase(db);
      return { status: "ok" };
    } catch (err) {
      request.log.error({ err }, "health check: database unreachable");
      return reply.code(503).send({ status: "unavailable" });
    }
  });
};
