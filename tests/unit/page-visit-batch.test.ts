/**
 * The host's batch of page visits (bin/page-visits.ts, decisions 035 and 075): when a batch goes out,
 * and that a failed one is logged and dropped without holding the next back.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageVisit } from "~/lib/activity.server";

vi.mock("~/lib/log.server", () => ({ logEvent: vi.fn(), errorReason: (e: unknown) => String(e) }));
const { logEvent } = await import("~/lib/log.server");
const { pageVisitsRecorded } = await import("~/lib/metrics.server");
const { PageVisitBatch } = await import("../../bin/page-visits");

const visit = (to: string): PageVisit => ({ to, ip: "103.4.145.2", bearer: null });

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(logEvent).mockClear();
});

describe("PageVisitBatch", () => {
  it("sends a full batch at once, and the rest a flush interval after its first visit", async () => {
    vi.useFakeTimers();
    const sent: string[][] = [];
    const batch = new PageVisitBatch(async (visits) => sent.push(visits.map((v) => v.to)), 1_000, 3);
    for (const to of ["/a", "/b", "/c", "/d"]) batch.add(visit(to));
    expect(sent).toEqual([["/a", "/b", "/c"]]);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([["/a", "/b", "/c"], ["/d"]]);
  });

  it("logs a batch the API did not take with how many visits it held, counts it dropped, and sends the next", async () => {
    const counted = async () =>
      Object.fromEntries((await pageVisitsRecorded.get()).values.map((v) => [String(v.labels.result), v.value]));
    const before = await counted();
    let fail = true;
    const sent: string[][] = [];
    const batch = new PageVisitBatch(async (visits) => {
      if (fail) throw new Error("ECONNREFUSED");
      sent.push(visits.map((v) => v.to));
    });
    batch.add(visit("/lost-1"));
    batch.add(visit("/lost-2"));
    await batch.flush();
    expect(logEvent).toHaveBeenCalledWith("warn", "activity_not_recorded", { visits: 2, reason: "Error: ECONNREFUSED" });
    fail = false;
    batch.add(visit("/kept"));
    await batch.flush();
    expect(sent).toEqual([["/kept"]]);
    const after = await counted();
    expect({ dropped: (after.dropped ?? 0) - (before.dropped ?? 0), sent: (after.sent ?? 0) - (before.sent ?? 0) }).toEqual({
      dropped: 2,
      sent: 1,
    });
  });

  it("resolves a flush only once every batch sent before it has been answered (the host's close)", async () => {
    const answers: (() => void)[] = [];
    const batch = new PageVisitBatch(() => new Promise<void>((resolve) => answers.push(resolve)), 1_000, 1);
    batch.add(visit("/one")); // full: sent at once
    let flushed = false;
    const flush = batch.flush().then(() => (flushed = true));
    await Promise.resolve();
    expect(flushed).toBe(false);
    answers.forEach((answer) => answer());
    await flush;
    expect(flushed).toBe(true);
  });
});
