/**
 * The product API as a Fastify instance that is built but not listening, so tests drive it with
 * `app.inject` and main.ts decides where it listens.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { authGuards, type Clock } from "./auth/guard";
import type { ApiConfig } from "./config";
import type { Db } from "./db/client";
import { headers } from "./contract";
import { registerErrorHandlers } from "./http/errors";
import { requestIdFrom } from "./http/request-id";
import { refuseHostileInput } from "./http/hostile-input";
import { registerMetrics } from "./http/metrics";
import { registerUnderPressure } from "./http/under-pressure";
import { safeError, safeRequest } from "./http/log-safety";
import { activityRoutes } from "./routes/activities";
import { rateLimiterFor, type RateLimiter } from "./rate-limit/limiter";
import { appDataRoutes } from "./routes/app-data";
import { catalogueRoutes } from "./routes/catalogue";
import { authRoutes } from "./routes/auth";
import { bkashHttpDriver, type PaymentGateway } from "./payments/bkash";
import { oldestPendingAgeSeconds, refundDueCount } from "./payments/records";
import { contentRoutes } from "./routes/content";
import type { RouteDeps } from "./routes/deps";
import { doctorRoutes } from "./routes/doctor";
import { enrollmentRoutes } from "./routes/enrollments";
import { eventRoutes } from "./routes/events";
import { examRoutes } from "./routes/exams";
import { examListRoutes } from "./routes/exam-lists";
import { learningRoutes } from "./routes/learning";
import { studyRoutes } from "./routes/study";
import { lectureRoutes } from "./routes/lectures";
import { profilePhotoRoutes } from "./routes/profile-photo";
import { healthRoutes } from "./routes/health";
import { homepageRoutes } from "./routes/homepage";
import { locationRoutes } from "./routes/locations";
import { mediaRoutes } from "./routes/media";
import { paymentRoutes } from "./routes/payments";
import { practiceRoutes } from "./routes/practice";
import { quizRoutes } from "./routes/quizzes";
import { sanctumRoutes } from "./routes/sanctum";
import { subscriptionRoutes } from "./routes/subscriptions";
import { unitVideoCartRoutes } from "./routes/unit-video-cart";
import { scheduleRoutes } from "./routes/schedules";
import { videoRoutes } from "./routes/videos";
import { defineApiJobs, jobQueueFor, scheduleApiJobs } from "./api-jobs";
import type { JobQueue } from "./jobs/queue";
import type { SmsDriver } from "./sms/driver";
import { smsDriverFor } from "./sms/outbox";

export type BuildOptions = Pick<RouteDeps, "db" | "config"> & {
  /** Where log lines go (default stdout); tests capture them here. */
  logStream?: { write(line: string): void };
  /** Tests move time instead of sleeping (default: the real clock). */
  clock?: Clock;
  /** Default: from config (memory, or Redis with REDIS_URL); closed with the app. */
  limiter?: RateLimiter;
  /** Default: from config (SMS_DRIVER). */
  sms?: SmsDriver;
  /** Default: the bKash HTTP driver at BKASH_BASE_URL. */
  bkash?: PaymentGateway;
  /** startApi passes its drain's state, so /readyz answers 503 while draining. */
  isDraining?: () => boolean;
  /** Default: from config (BullMQ with REDIS_URL, else in-process). Started when the app is ready, stopped when it closes. */
  jobs?: JobQueue;
  /** Run the sweeps (settle payments, submit overdue attempts, expire holds): a serving API, not a test's app. */
  schedules?: boolean;
};

export function buildApi({ db, config, logStream, ...options }: BuildOptions): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Errors and request lines go through log-safety.ts: no statement parameters, phones to their last 3 digits.
      serializers: { err: safeError, req: safeRequest },
      // Tokens travel in headers; the serializers leave headers out, and this keeps it so.
      redact: ["req.headers.authorization", "req.headers['x-device-token']", "req.headers['x-otp-token']", "req.headers.cookie"],
    },
    // X-Forwarded-For is believed only from these peers (the portal on loopback by default).
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 64 * 1024,
    // The portal's request id (every log line's reqId), so one visitor request is followed across both processes.
    requestIdHeader: false,
    genReqId: (req) => requestIdFrom(req.headers[headers.requestId]),
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header(headers.requestId, request.id);
    reply.header("x-served-by", config.replicaName);
  });

  registerErrorHandlers(app);
  const clock = options.clock ?? (() => new Date());
  const limiter =
    options.limiter ??
    rateLimiterFor(
      config.redisUrl,
      () => clock().getTime(),
      (err) => app.log.error({ err }, "Redis (attempt limits) unavailable"),
    );
  if (!options.limiter) app.addHook("onClose", () => limiter.close());
  const jobs = options.jobs ?? jobQueueFor(config.redisUrl, app.log);
  const metrics = registerMetrics(app, {
    db,
    access: config.metrics,
    payments: { refundDue: () => refundDueCount(db), oldestPendingAgeSeconds: () => oldestPendingAgeSeconds(db, clock()) },
    ...(limiter.ping ? { pingRedis: limiter.ping } : {}),
    jobs,
    ...(config.databaseUrl ? {} : { dataDir: config.dataDir }),
  });
  refuseHostileInput(app);
  registerUnderPressure(app, config.pressure);
  app.decorateRequest("doctorAuth", null);
  const sms = options.sms ?? smsDriverFor(config, db, app.log);
  const bkash = options.bkash ?? bkashHttpDriver(config.bkash);
  defineApiJobs(jobs, { db, sms, bkash, now: clock, log: app.log });
  if (options.schedules) scheduleApiJobs(jobs);
  // After startApi has migrated (onReady comes with listen); stopped before the database closes.
  app.addHook("onReady", () => jobs.start());
  app.addHook("onClose", () => jobs.stop());
  const deps: RouteDeps = { db, config, clock, limiter, jobs, bkash, metrics, auth: authGuards({ db, config, clock }) };
  app.register(healthRoutes, { db, limiter, isDraining: options.isDraining ?? (() => false) });
  for (const routes of [
    sanctumRoutes,
    appDataRoutes,
    homepageRoutes,
    eventRoutes,
    contentRoutes,
    quizRoutes,
    locationRoutes,
    activityRoutes,
    mediaRoutes,
    catalogueRoutes,
    scheduleRoutes,
    videoRoutes,
    enrollmentRoutes,
    examRoutes,
    examListRoutes,
    paymentRoutes,
    unitVideoCartRoutes,
    subscriptionRoutes,
    authRoutes,
    doctorRoutes,
    learningRoutes,
    studyRoutes,
    practiceRoutes,
    lectureRoutes,
    profilePhotoRoutes,
  ]) {
    app.register(routes, deps);
  }
  // The SMS outbox and a bKash that charges nobody: never on a live site, nor on an API whose NODE_ENV is
  // unset. Imported only here, so the compiled server (bin/build-server.ts) leaves them out altogether.
  if (config.sandbox)
    app.register(async (sandbox) => {
      const { sandboxRoutes } = await import("./sandbox");
      await sandboxRoutes(sandbox, deps);
    });
  return app;
}

export type { ApiConfig, Db };
