/**
 * How many product-API processes run (API_WORKERS, decision 044): node:cluster workers sharing API_PORT
 * (server/main.ts). Several are only correct where nothing a request relies on is one process's memory:
 * PostgreSQL (PGlite is one process), Redis (attempt limits and jobs shared) and production (the sandbox's
 * bKash simulator keeps its payments in memory).
 */
import { availableParallelism } from "node:os";
import { z } from "zod";
import type { Refuse } from "./values";

const API_WORKERS_MESSAGE = "API_WORKERS must be a whole number from 1 to 64";

export const workersEnv = {
  /** API processes; unset: one per core in production on PostgreSQL with REDIS_URL, else 1. */
  API_WORKERS: z.coerce
    .number({ error: API_WORKERS_MESSAGE })
    .int(API_WORKERS_MESSAGE)
    .min(1, API_WORKERS_MESSAGE)
    .max(64, API_WORKERS_MESSAGE)
    .optional(),
};

type WorkersEnv = z.output<z.ZodObject<typeof workersEnv>> & {
  NODE_ENV: string;
  DATABASE_URL?: string | undefined;
  REDIS_URL?: string | undefined;
};

export function refuseWorkers(env: WorkersEnv, refuse: Refuse): void {
  if ((env.API_WORKERS ?? 1) <= 1) return;
  if (!env.DATABASE_URL) {
    refuse("API_WORKERS", "API_WORKERS above 1 needs DATABASE_URL: the embedded PGlite database is opened by one process only");
  } else if (env.NODE_ENV !== "production") {
    refuse(
      "API_WORKERS",
      `API_WORKERS above 1 is refused when NODE_ENV=${env.NODE_ENV}: the sandbox's bKash simulator keeps its payments in one process's memory`,
    );
  } else if (!env.REDIS_URL) {
    refuse(
      "API_WORKERS",
      "API_WORKERS above 1 needs REDIS_URL: without it each API process would count its own login and OTP limits and run its own sweeps",
    );
  }
}

/**
 * API_WORKERS when set (refuseWorkers has refused more than 1 where it is unsafe), else one per core where
 * several are safe and worth it (production, PostgreSQL, Redis), else 1.
 */
export function apiWorkerCount(
  env: { nodeEnv: string; configured: number | undefined; postgres: boolean; redis: boolean },
  cores = availableParallelism(),
): number {
  if (env.configured !== undefined) return env.configured;
  return env.nodeEnv === "production" && env.postgres && env.redis ? Math.max(1, cores) : 1;
}

/** Why one process serves, for the start's log line; undefined when several could. */
export function singleProcessReason(config: {
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
}): string | undefined {
  if (!config.databaseUrl) return "PGlite is opened by one process only";
  if (!config.redisUrl) return "without REDIS_URL the attempt limits and sweeps are per process";
  return undefined;
}
