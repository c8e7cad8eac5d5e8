/**
 * Background work (decision 026): one small interface, two drivers. With REDIS_URL the jobs live in
 * Redis under BullMQ (bullmq.ts), shared by every API replica; without it an in-process runner
 * (in-process.ts) gives the same semantics to the embedded single-process default.
 *
 * A job is a name, a JSON payload and a definition registered by its area (server/sms/jobs.ts,
 * server/payments/jobs.ts…), which calls that area's domain functions. Retries use exponential
 * backoff; after the last failed attempt the definition's `onGiveUp` runs once.
 */

export type JobContext = {
  /** 1 for the first try. */
  attempt: number;
  attempts: number;
  jobId: string;
};

export type JobDefinition<P = unknown> = {
  name: string;
  /** Tries in all (1 = no retry). */
  attempts: number;
  /** Wait before the second try; each later wait doubles. */
  backoffMs: number;
  /**
   * The payload holds a secret (an SMS with its code): a finished job is not kept in Redis for
   * inspection, only its log line and event, which never carry the payload.
   */
  secret?: boolean;
  handle(payload: P, context: JobContext): Promise<unknown>;
  /** After the last attempt failed: undo what the job's failure leaves behind. */
  onGiveUp?(payload: P, error: Error): Promise<void>;
};

export type EnqueueOptions = {
  /** A second job with an id still queued or running is the first one (dedupe). */
  jobId?: string;
};

export type JobOutcome = "completed" | "retrying" | "failed";

/** One attempt's end, for logs and for whoever counts (a metrics hook). Never carries the payload. */
export type JobEvent = {
  name: string;
  jobId: string;
  attempt: number;
  outcome: JobOutcome;
  durationMs: number;
  error?: string;
};

export type JobLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface JobQueue {
  readonly driver: "bullmq" | "in-process";
  /** Registers a handler; its name is what `enqueue` and `every` refer to. */
  define<P>(definition: JobDefinition<P>): void;
  /** Resolves once the job is stored (in Redis, or the process's queue); rejects when it cannot be. */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  /**
   * Runs `name` every `everyMs` from `start` on. Idempotent across processes: two replicas asking
   * for the same schedule get one.
   */
  every(name: string, everyMs: number): void;
  /** Begins running jobs (and schedules). */
  start(): Promise<void>;
  /** Stops schedules and taking work, lets the running job finish, and closes connections. */
  stop(): Promise<void>;
  /** Called after every attempt. */
  onEvent(listener: (event: JobEvent) => void): void;
}

/** Exponential backoff: base, 2×base, 4×base… */
export const backoffDelay = (baseMs: number, attemptThatFailed: number) => baseMs * 2 ** (attemptThatFailed - 1);

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/**
 * One attempt of a job, the same for both drivers: run the handler, report, and after the last
 * failed attempt run `onGiveUp` (its own failure is logged, never thrown). Throws the handler's
 * error so the driver schedules the retry.
 */
export async function runAttempt(
  definition: JobDefinition,
  payload: unknown,
  context: JobContext,
  report: (event: JobEvent) => void,
  log: JobLogger,
): Promise<void> {
  const started = performance.now();
  const base = { name: definition.name, jobId: context.jobId, attempt: context.attempt };
  try {
    await definition.handle(payload, context);
    report({ ...base, outcome: "completed", durationMs: performance.now() - started });
  } catch (err) {
    const error = asError(err);
    const last = context.attempt >= context.attempts;
    report({ ...base, outcome: last ? "failed" : "retrying", durationMs: performance.now() - started, error: error.message });
    const line = { job: definition.name, job_id: context.jobId, attempt: context.attempt, of: context.attempts, err: error };
    if (!last) log.warn(line, "job failed; it will be retried");
    else {
      log.error(line, "job failed on its last attempt; giving up");
      await definition
        .onGiveUp?.(payload, error)
        .catch((giveUpErr: unknown) =>
          log.error({ job: definition.name, job_id: context.jobId, err: asError(giveUpErr) }, "job's give-up step failed"),
        );
    }
    throw error;
  }
}

/** Listeners of `onEvent`; one throwing must not stop the others or the job. */
export function eventHub(log: JobLogger) {
  const listeners: ((event: JobEvent) => void)[] = [];
  return {
    add: (listener: (event: JobEvent) => void) => void listeners.push(listener),
    report(event: JobEvent) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (err) {
          log.error({ err: asError(err) }, "job event listener failed");
        }
      }
    },
  };
}
