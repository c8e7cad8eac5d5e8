/**
 * The in-process job runner (server/jobs/in-process.ts) on fake timers: retries after exponential
 * backoff, the give-up step, one job at a time, dedupe by id, schedules, and the drain on stop.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inProcessJobQueue } from "../../server/jobs/in-process";
import type { JobDefinition, JobEvent } from "../../server/jobs/queue";

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

/** A job that fails its first `failures` tries, recording when each try ran. */
function flaky(failures: number, extra: Partial<JobDefinition> = {}) {
  const triedAt: number[] = [];
  const gaveUp: Error[] = [];
  const definition: JobDefinition = {
    name: "test.flaky",
    attempts: 4,
    backoffMs: 1_000,
    async handle() {
      triedAt.push(Date.now());
      if (triedAt.length <= failures) throw new Error(`try ${triedAt.length} failed`);
    },
    onGiveUp: async (_payload, error) => void gaveUp.push(error),
    ...extra,
  };
  return { definition, triedAt, gaveUp };
}

describe("the in-process job runner", () => {
  it("retries with exponential backoff until the job succeeds", async () => {
    const jobs = inProcessJobQueue({ log });
    const { definition, triedAt, gaveUp } = flaky(2);
    const events: JobEvent[] = [];
    jobs.define(definition);
    jobs.onEvent((event) => events.push(event));
    await jobs.start();
    const t0 = Date.now();
    await jobs.enqueue("test.flaky", {});
    await vi.advanceTimersByTimeAsync(0);
    expect(triedAt).toEqual([t0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(triedAt).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(triedAt).toEqual([t0, t0 + 1_000]);
    // The second wait is twice the first.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(triedAt).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(triedAt).toEqual([t0, t0 + 1_000, t0 + 3_000]);
    expect(events.map((e) => [e.attempt, e.outcome])).toEqual([
      [1, "retrying"],
      [2, "retrying"],
      [3, "completed"],
    ]);
    expect(events[0]).toMatchObject({ name: "test.flaky", error: "try 1 failed" });
    expect(gaveUp).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(2);
    await jobs.stop();
  });

  it("gives up after the last attempt and runs the give-up step once", async () => {
    const jobs = inProcessJobQueue({ log });
    const { definition, triedAt, gaveUp } = flaky(Infinity);
    jobs.define(definition);
    await jobs.start();
    await jobs.enqueue("test.flaky", {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(triedAt).toHaveLength(4);
    expect(gaveUp.map((e) => e.message)).toEqual(["try 4 failed"]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: "test.flaky", attempt: 4, of: 4 }),
      "job failed on its last attempt; giving up",
    );
    await jobs.stop();
  });

  it("runs one job at a time, in order, and a job id still live is not queued twice", async () => {
    const jobs = inProcessJobQueue({ log });
    const order: string[] = [];
    let release = () => undefined as void;
    jobs.define({
      name: "test.slow",
      attempts: 1,
      backoffMs: 0,
      handle: async (payload) => {
        order.push(`start ${payload as string}`);
        if (payload === "a") await new Promise<void>((resolve) => (release = resolve));
        order.push(`end ${payload as string}`);
      },
    });
    await jobs.start();
    const first = await jobs.enqueue("test.slow", "a", { jobId: "same" });
    expect(await jobs.enqueue("test.slow", "a again", { jobId: "same" })).toBe(first);
    await jobs.enqueue("test.slow", "b");
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(["start a"]);
    release();
    await jobs.idle();
    expect(order).toEqual(["start a", "end a", "start b", "end b"]);
    await jobs.stop();
  });

  it("runs schedules every interval once started, skipping a tick while the last run is still going", async () => {
    const jobs = inProcessJobQueue({ log });
    const ranAt: number[] = [];
    let release: (() => void) | undefined;
    jobs.define({
      name: "test.sweep",
      attempts: 1,
      backoffMs: 0,
      handle: async () => {
        ranAt.push(Date.now());
        if (ranAt.length === 2) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    jobs.every("test.sweep", 15_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ranAt).toEqual([]); // not started
    await jobs.start();
    const t0 = Date.now();
    /** Seconds after the start, to the nearest one (a job begins just after its tick). */
    const ranSeconds = () => ranAt.map((t) => Math.round((t - t0) / 1000));
    await vi.advanceTimersByTimeAsync(30_100);
    expect(ranSeconds()).toEqual([15, 30]);
    // The second run hangs: the ticks at 45 s and 60 s find it live and are skipped.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ranSeconds()).toEqual([15, 30]);
    release!();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(ranSeconds()).toEqual([15, 30, 75]);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ranAt).toHaveLength(3);
  });

  it("drains on stop: the running and queued jobs finish, retries still waiting are dropped, new work is refused", async () => {
    const jobs = inProcessJobQueue({ log });
    const done: string[] = [];
    let release = () => undefined as void;
    jobs.define({
      name: "test.work",
      attempts: 1,
      backoffMs: 0,
      handle: async (payload) => {
        if (payload === "first") await new Promise<void>((resolve) => (release = resolve));
        done.push(payload as string);
      },
    });
    const { definition, triedAt } = flaky(Infinity);
    jobs.define(definition);
    await jobs.start();
    await jobs.enqueue("test.flaky", {});
    await vi.advanceTimersByTimeAsync(0);
    expect(triedAt).toHaveLength(1); // its retry now waits on a timer
    await jobs.enqueue("test.work", "first");
    await jobs.enqueue("test.work", "second");
    await vi.advanceTimersByTimeAsync(0);

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await expect(jobs.enqueue("test.work", "late")).rejects.toThrow("stopped");
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(done).toEqual(["first", "second"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(triedAt).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledWith({ jobs: 1 }, "job queue stopping: retries still waiting are dropped");
  });

  it("refuses a job nobody defined", async () => {
    const jobs = inProcessJobQueue({ log });
    await expect(jobs.enqueue("test.unknown", {})).rejects.toThrow("no job named test.unknown");
    expect(() => jobs.every("test.unknown", 1_000)).toThrow("no job named test.unknown");
  });
});
