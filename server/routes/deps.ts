import type { AuthGuards, Clock } from "../auth/guard";
import type { ApiConfig } from "../config";
import type { Db } from "../db/client";
import type { ApiMetrics } from "../http/metrics";
import type { JobQueue } from "../jobs/queue";
import type { PaymentGateway } from "../payments/bkash";
import type { RateLimiter } from "../rate-limit/limiter";

/**
 * What every route plugin receives from buildApi. Time is a dependency (`clock`) so tests can
 * move it instead of sleeping through OTP and token expiry.
 */
export type RouteDeps = {
  db: Db;
  config: ApiConfig;
  clock: Clock;
  /** Login and OTP-check attempt counters (memory, or Redis with REDIS_URL). */
  limiter: RateLimiter;
  /** Background work (server/jobs/queue.ts): an OTP's SMS is an `sms.send` job. */
  jobs: JobQueue;
  /** bKash Tokenized Checkout (the simulator's URL outside production by default). */
  bkash: PaymentGateway;
  /** What routes count themselves (server/http/metrics.ts). */
  metrics: ApiMetrics;
  /** Bearer-token checks under the configured idle/lifetime rules; preHandlers for doctor routes. */
  auth: AuthGuards;
};
