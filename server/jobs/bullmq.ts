/**
 * The BullMQ driver (REDIS_URL set): jobs live in Redis, so every API replica enqueues and works
 * them, BullMQ's per-job lock hands each to one worker, and a job outlives the replica that queued it.
 *
 * Redis trouble must never take the API down: every client has an error listener (logged at most
 * once per REDIS_ERROR_LOG_EVERY_MS), `enqueue` gives up after ENQUEUE_TIMEOUT_MS (the queue's
 * client does not buffer commands while disconnected), and schedules are written again every
 * SCHEDULE_REFRESH_MS, which is idempotent and brings them back after Redis lost its data. Both
 * clients reconnect as the attempt limiter's does (server/redis.ts), not on BullMQ's slower default.
 */
import { Queue, UnrecoverableError, Worker, type JobsOptions } from "bullmq";
import { redisReconnectDelay } from "../redis";
import { eventHub, runAttempt, type JobDefinition, type JobLogger, type JobQueue } from "./queue";

export const ENQUEUE_TIMEOUT_MS = 3_000;
const SCHEDULE_REFRESH_MS = 60_000;
const REDIS_ERROR_LOG_EVERY_MS = 30_000;
/** Finished jobs kept for inspection (redis-cli, or a BullMQ dashboard), unless the payload is secret. */
const KEEP_COMPLETED = { count: 1_000, age: 24 * 3600 };
const KEEP_FAILED = { count: 5_000, age: 14 * 24 * 3600 };

export type BullmqOptions = {
  url: string;
  log: JobLogger;
  /** Redis key prefix and queue name: tests use their own. */
  prefix?: string;
  queueName?: string;
  /** Jobs one replica works at once. */
  concurrency?: number;
};

/** How a definition's retry policy reads in BullMQ. */
const jobOptions = (definition: JobDefinition): JobsOptions => ({
  attempts: definition.attempts,
  backoff: { type: "exponential", delay: definition.backoffMs },
  removeOnComplete: definition.secret ? true : KEEP_COMPLETED,
  removeOnFail: definition.secret ? true : KEEP_FAILED,
});

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function bullmqJobQueue({ url, log, prefix = "sopan", queueName = "jobs", concurrency = 4 }: BullmqOptions): JobQueue {
  const definitions = new Map<string, JobDefinition>();
  const schedules = new Map<string, number>();
  const events = eventHub(log);
  let lastRedisError = 0;
  const redisError = (err: Error) => {
    const now = Date.now();
    if (now - lastRedisError < REDIS_ERROR_LOG_EVERY_MS) return;
    lastRedisError = now;
    log.error({ err }, "Redis (job queue) unavailable; jobs wait until it answers");
  };

  const queue = new Queue(queueName, {
    prefix,
    // Fail fast while Redis is away: a caller (the OTP request) answers instead of hanging.
    connection: { url, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: redisReconnectDelay },
  });
  queue.on("error", redisError);
  let worker: Worker | undefined;
  /** Attempts this replica is running, so `stop` can wait for them without waiting on Redis. */
  const active = new Set<Promise<void>>();
  let refresh: NodeJS.Timeout | undefined;
  let stopped = false;

  const writeSchedules = async () => {
    for (const [name, every] of schedules) {
      // Keyed by the job's name: every replica writes the same scheduler, and BullMQ keeps one.
      await queue.upsertJobScheduler(name, { every }, { name, data: {}, opts: jobOptions(definitions.get(name)!) });
    }
  };
  const ensureSchedules = () => void writeSchedules().catch(redisError);

  return {
    driver: "bullmq",
    define(definition) {
      definitions.set(definition.name, definition as JobDefinition);
    },
    async enqueue(name, payload, options = {}) {
      if (stopped) throw new Error("the job queue is stopped");
      const definition = definitions.get(name);
      if (!definition) throw new Error(`no job named ${name}`);
      const job = await withTimeout(
        queue.add(name, payload, { ...jobOptions(definition), ...(options.jobId ? { jobId: options.jobId } : {}) }),
        ENQUEUE_TIMEOUT_MS,
        `Redis did not take job ${name} within ${ENQUEUE_TIMEOUT_MS} ms`,
      );
      return job.id!;
    },
    every(name, everyMs) {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`);
      schedules.set(name, everyMs);
      if (worker) ensureSchedules();
    },
    async start() {
      if (worker || stopped) return;
      worker = new Worker(
        queueName,
        async (job) => {
          const definition = definitions.get(job.name);
          // Left by an older build (a renamed job): retrying cannot help.
          if (!definition) throw new UnrecoverableError(`no job named ${job.name} in this build`);
          const context = { attempt: job.attemptsMade + 1, attempts: job.opts.attempts ?? 1, jobId: job.id! };
          const attempt = runAttempt(definition, job.data, context, events.report, log);
          active.add(attempt);
          try {
            await attempt;
          } finally {
            active.delete(attempt);
          }
        },
        { prefix, concurrency, connection: { url, maxRetriesPerRequest: null, retryStrategy: redisReconnectDelay } },
      );
      worker.on("error", redisError);
      ensureSchedules();
      refresh = setInterval(ensureSchedules, SCHEDULE_REFRESH_MS);
      refresh.unref();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(refresh);
      if (worker) {
        // Take no more, finish what this replica holds; anything queued stays in Redis for the others.
        await worker.pause(true);
        while (active.size) await Promise.allSettled([...active]);
        // Forced: a graceful close waits on Redis, which may be the very thing that is down. A job
        // fetched in the meantime is not lost: its lock lapses and BullMQ hands it to another worker.
        await worker.close(true);
      }
      await queue.close();
    },
    onEvent: events.add,
  };
}
