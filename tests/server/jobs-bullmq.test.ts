/**
 * The BullMQ job driver (server/jobs/bullmq.ts) against a real Redis (database 11, queues of their
 * own, removed afterwards): retry with backoff then success, the give-up step, no duplicate schedule
 * when two replicas ask for one, secret payloads not kept, and an unreachable Redis failing an
 * enqueue quickly instead of hanging or crashing the process.
 */
import { randomBytes } from "node:crypto";
import { Queue } from "bullmq";
import { afterAll, describe, expect, it } from "vitest";
import { bullmqJobQueue, ENQUEUE_TIMEOUT_MS } from "../../server/jobs/bullmq";
import type { JobEvent, JobQueue } from "../../server/jobs/queue";
import { silentLog } from "./helpers";
import { redisAnswers } from "./redis-probe";

const redisUrl = process.env.TEST_JOBS_REDIS_URL ?? "redis://127.0.0.1:6379/11";
const redisUp = await redisAnswers(redisUrl);
if (!redisUp) console.warn(`jobs-bullmq.test.ts skipped: no Redis answers at ${redisUrl} (set TEST_JOBS_REDIS_URL)`);

const PREFIX = "sopan-test";
const queueNames: string[] = [];
const running: JobQueue[] = [];

/** A queue of its own for one test; `replicas` instances share it, as API replicas share Redis. */
function replicas(count: number) {
  const queueName = `jobs-${randomBytes(4).toString("hex")}`;
  queueNames.push(queueName);
  const queues = Array.from({ length: count }, () =>
    bullmqJobQueue({ url: redisUrl, log: silentLog, prefix: PREFIX, queueName }),
  );
  running.push(...queues);
  return { queueName, queues };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterAll(async () => {
  await Promise.all(running.map((queue) => queue.stop()));
  for (const name of queueNames) {
    const queue = new Queue(name, { prefix: PREFIX, connection: { url: redisUrl } });
    await queue.obliterate({ force: true });
    await queue.close();
  }
});

describe.runIf(redisUp)("the BullMQ job driver", () => {
  it("retries a failing job with backoff until it succeeds, and gives up after the last attempt", async () => {
    const { queues } = replicas(1);
    const jobs = queues[0]!;
    const triedAt: Record<string, number[]> = {};
    const gaveUp: string[] = [];
    jobs.define<{ key: string; failures: number }>({
      name: "test.flaky",
      attempts: 3,
      backoffMs: 200,
      async handle({ key, failures }) {
        (triedAt[key] ??= []).push(Date.now());
        if (triedAt[key].length <= failures) throw new Error(`${key} failed`);
      },
      onGiveUp: async ({ key }) => void gaveUp.push(key),
    });
    const events: JobEvent[] = [];
    jobs.onEvent((event) => events.push(event));
    await jobs.start();
    await jobs.enqueue("test.flaky", { key: "recovers", failures: 2 });
    await jobs.enqueue("test.flaky", { key: "hopeless", failures: 99 });
    await until(() => events.filter((e) => e.outcome !== "retrying").length === 2);

    expect(triedAt.recovers).toHaveLength(3);
    const [first, second, third] = triedAt.recovers!;
    // Exponential: at least 200 ms, then at least 400 ms.
    expect(second! - first!).toBeGreaterThanOrEqual(200);
    expect(third! - second!).toBeGreaterThanOrEqual(400);
    expect(triedAt.hopeless).toHaveLength(3);
    expect(gaveUp).toEqual(["hopeless"]);
    const outcomes = (outcome: JobEvent["outcome"]) =>
      events.filter((e) => e.outcome === outcome).map((e) => [e.attempt, e.error ?? null]);
    expect(outcomes("completed")).toEqual([[3, null]]);
    expect(outcomes("failed")).toEqual([[3, "hopeless failed"]]);
  });

  it("keeps one schedule when two replicas ask for it, and each tick runs once", async () => {
    const { queueName, queues } = replicas(2);
    const runs: { jobId: string; replica: number }[] = [];
    queues.forEach((jobs, replica) => {
      jobs.define({
        name: "test.sweep",
        attempts: 1,
        backoffMs: 0,
        handle: async (_payload, { jobId }) => void runs.push({ jobId, replica }),
      });
      jobs.every("test.sweep", 500);
    });
    const started = Date.now();
    await Promise.all(queues.map((jobs) => jobs.start()));
    await until(() => runs.length >= 4);
    const elapsed = Date.now() - started;

    const inspect = new Queue(queueName, { prefix: PREFIX, connection: { url: redisUrl } });
    try {
      expect(await inspect.getJobSchedulersCount()).toBe(1);
    } finally {
      await inspect.close();
    }
    // Two schedules would run twice per tick: here every run is its own tick, no more than time allows.
    const ticks = runs.map((r) => Number(/^repeat:test\.sweep:(\d+)$/.exec(r.jobId)?.[1]));
    expect(ticks.every((t) => t > 0)).toBe(true);
    expect(new Set(ticks).size).toBe(runs.length);
    expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsed / 500) + 2);
  });

  it("finishes the job it is running before it stops", async () => {
    const { queues } = replicas(1);
    const jobs = queues[0]!;
    let started = false;
    let finished = false;
    jobs.define({
      name: "test.slow",
      attempts: 1,
      backoffMs: 0,
      async handle() {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 500));
        finished = true;
      },
    });
    await jobs.start();
    await jobs.enqueue("test.slow", {});
    await until(() => started);
    await jobs.stop();
    expect(finished).toBe(true);
  });

  it("does not keep a secret payload once its job is done, and keeps other finished jobs for inspection", async () => {
    const { queueName, queues } = replicas(1);
    const jobs = queues[0]!;
    const done: string[] = [];
    for (const [name, secret] of [
      ["test.secret", true],
      ["test.plain", false],
    ] as const) {
      jobs.define({ name, attempts: 1, backoffMs: 0, secret, handle: async (_p, { jobId }) => void done.push(jobId) });
    }
    await jobs.start();
    const secretId = await jobs.enqueue("test.secret", { text: "code 123456" }, { jobId: "otp-1" });
    const plainId = await jobs.enqueue("test.plain", { n: 1 });
    await until(() => done.length === 2);
    const inspect = new Queue(queueName, { prefix: PREFIX, connection: { url: redisUrl } });
    try {
      await until(async () => (await inspect.getJob(secretId)) === undefined);
      expect(await inspect.getJobState(plainId)).toBe("completed");
    } finally {
      await inspect.close();
    }
  });
});

describe("the BullMQ job driver without Redis", () => {
  it("fails an enqueue within its timeout, and starts and stops without throwing", async () => {
    // Port 9 (discard) is closed here: every connection attempt is refused.
    const jobs = bullmqJobQueue({ url: "redis://127.0.0.1:9/11", log: silentLog, prefix: PREFIX, queueName: "unreachable" });
    jobs.define({ name: "test.any", attempts: 1, backoffMs: 0, handle: async () => undefined });
    await jobs.start();
    const started = Date.now();
    await expect(jobs.enqueue("test.any", {})).rejects.toThrow(/did not take job test\.any/);
    expect(Date.now() - started).toBeLessThan(ENQUEUE_TIMEOUT_MS + 2_000);
    await jobs.stop();
  });
});
