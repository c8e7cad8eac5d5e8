/**
 * The in-process job runner: the embedded default (no REDIS_URL), where the API is one process.
 * Same semantics as the BullMQ driver, minus surviving a restart: one job at a time in enqueue
 * order, retries after exponential backoff on timers, schedules on intervals, a job id still queued,
 * running or waiting for its retry dedupes. `stop` ends the schedules, drops retries still waiting
 * (logged) and runs what is queued to the end.
 */
import {
  backoffDelay,
  eventHub,
  runAttempt,
  type EnqueueOptions,
  type JobDefinition,
  type JobLogger,
  type JobQueue,
} from "./queue";

type Pending = { id: string; name: string; payload: unknown; attempt: number };

export type InProcessJobQueue = JobQueue & {
  /** Resolves when nothing is queued, running or waiting for a retry (tests await it). */
  idle(): Promise<void>;
};

export type InProcessOptions = {
  log: JobLogger;
  /** The wait before retry `attempt + 1`; tests shorten it. Default: exponential from the definition's base. */
  backoff?: (baseMs: number, attemptThatFailed: number) => number;
};

export const JOB_QUEUE_STOPPED = "the job queue is stopped";

export function inProcessJobQueue({ log, backoff = backoffDelay }: InProcessOptions): InProcessJobQueue {
  const definitions = new Map<string, JobDefinition>();
  const queued: Pending[] = [];
  /** Ids queued, running or waiting for a retry. */
  const live = new Set<string>();
  const retries = new Set<NodeJS.Timeout>();
  const schedules: { name: string; everyMs: number }[] = [];
  const intervals: NodeJS.Timeout[] = [];
  const events = eventHub(log);
  let running = false;
  let started = false;
  let stopped = false;
  let sequence = 0;
  let idleWaiters: (() => void)[] = [];

  const settledIfIdle = () => {
    if (running || queued.length || retries.size) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const pump = () => {
    if (!started || running) return;
    const job = queued.shift();
    if (!job) return settledIfIdle();
    const definition = definitions.get(job.name)!;
    running = true;
    const context = { attempt: job.attempt, attempts: definition.attempts, jobId: job.id };
    void runAttempt(definition, job.payload, context, events.report, log)
      .then(
        () => live.delete(job.id),
        () => {
          if (job.attempt >= definition.attempts || stopped) return live.delete(job.id);
          const timer = setTimeout(
            () => {
              retries.delete(timer);
              queued.push({ ...job, attempt: job.attempt + 1 });
              pump();
            },
            backoff(definition.backoffMs, job.attempt),
          );
          timer.unref();
          retries.add(timer);
        },
      )
      .finally(() => {
        running = false;
        pump();
      });
  };

  const startSchedule = ({ name, everyMs }: { name: string; everyMs: number }) => {
    // One id per schedule: a tick while the last run is still queued, running or retrying is skipped.
    const tick = () => void enqueue(name, {}, { jobId: `${name}-every` }).catch(() => undefined);
    const interval = setInterval(tick, everyMs);
    interval.unref();
    intervals.push(interval);
  };

  async function enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<string> {
    if (stopped) throw new Error(JOB_QUEUE_STOPPED);
    if (!definitions.has(name)) throw new Error(`no job named ${name}`);
    const id = options.jobId ?? `${name}-${++sequence}`;
    if (live.has(id)) return id;
    live.add(id);
    queued.push({ id, name, payload, attempt: 1 });
    // After the caller's own synchronous work (an HTTP answer is not held up by the job's start).
    setImmediate(pump);
    return id;
  }

  return {
    driver: "in-process",
    define(definition) {
      definitions.set(definition.name, definition as JobDefinition);
    },
    enqueue,
    every(name, everyMs) {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`);
      schedules.push({ name, everyMs });
      if (started) startSchedule({ name, everyMs });
    },
    async start() {
      if (started || stopped) return;
      started = true;
      for (const schedule of schedules) startSchedule(schedule);
      pump();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const interval of intervals) clearInterval(interval);
      if (retries.size) log.warn({ jobs: retries.size }, "job queue stopping: retries still waiting are dropped");
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
      if (!started) return;
      await new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settledIfIdle();
      });
    },
    onEvent: events.add,
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settledIfIdle();
      });
    },
  };
}
