/**
 * The product API as a Fastify instance that is built but not listening, so tests drive it with
 * `app.inject` and main.ts decides where it listens.
 */
import Fastify, { type FastifyInstance } from "fastify";
import type { ApiConfig } from "./config";
import type { Db } from "./db/client";
import { registerErrorHandlers } from "./http/errors";
import { activityRoutes } from "./routes/activities";
import { appDataRoutes } from "./routes/app-data";
import { contentRoutes } from "./routes/content";
import type { RouteDeps } from "./routes/deps";
import { eventRoutes } from "./routes/events";
import { healthRoutes } from "./routes/health";
import { homepageRoutes } from "./routes/homepage";
import { locationRoutes } from "./routes/locations";
import { mediaRoutes } from "./routes/media";
import { quizRoutes } from "./routes/quizzes";
import { sanctumRoutes } from "./routes/sanctum";

export type BuildOptions = RouteDeps & {
  /** Where log lines go (default stdout); tests capture them here. */
  logStream?: { write(line: string): void };
};

export function buildApi({ db, config, logStream }: BuildOptions): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Tokens travel in headers; the default serializers leave headers out, and this keeps it so.
      redact: ["req.headers.authorization", "req.headers['x-device-token']", "req.headers['x-otp-token']", "req.headers.cookie"],
    },
    // X-Forwarded-For is believed only from these peers (the portal on loopback by default).
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 64 * 1024,
  });

  registerErrorHandlers(app);
  const deps: RouteDeps = { db, config };
  for (const routes of [
    healthRoutes,
    sanctumRoutes,
    appDataRoutes,
    homepageRoutes,
    eventRoutes,
    contentRoutes,
    quizRoutes,
    locationRoutes,
    activityRoutes,
    mediaRoutes,
  ]) {
    app.register(routes, deps);
  }
  return app;
}

export type { ApiConfig, Db };
