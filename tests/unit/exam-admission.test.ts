/**
 * Exam-day admission (app/features/exams/admission.server.ts and holding.server.ts, decision 038):
 * first come, first served within a concurrency limit; a doctor who cannot be admitted in time, or
 * whose exam call meets an API under pressure, is sent to the holding page rather than an error.
 */
import { describe, expect, it } from "vitest";
import { admissionGate, NotAdmitted } from "~/features/exams/admission.server";
import { admittedOrHeld, heldWhenBusy, holdingView } from "~/features/exams/holding.server";
import { ApiUnavailableError } from "~/lib/product-api.server";
import { register } from "prom-client";

const later = () => {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
};

describe("admissionGate", () => {
  it("admits up to the limit at once and the rest in arrival order", async () => {
    const admit = admissionGate({ concurrency: 2, queueLimit: 10, maxWaitMs: 1000 });
    const order: number[] = [];
    const gates = [later(), later(), later(), later()];
    const calls = gates.map((g, i) =>
      admit(async () => {
        order.push(i);
        await g.done;
      }),
    );
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    gates[1]!.open();
    await calls[1];
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    await Promise.all(calls);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it("refuses at once when the queue is full, and after the longest wait", async () => {
    const admit = admissionGate({ concurrency: 1, queueLimit: 1, maxWaitMs: 50 });
    const busy = later();
    const first = admit(() => busy.done);
    const waiting = admit(async () => "served");
    await expect(admit(async () => "never")).rejects.toBeInstanceOf(NotAdmitted);
    await expect(waiting).rejects.toBeInstanceOf(NotAdmitted);
    busy.open();
    await first;
    await expect(admit(async () => "served")).resolves.toBe("served");
  });
});

describe("what the exam-day dashboard reads (deploy/grafana)", () => {
  it("tells its observer every wait, how it ended, and the queue's length", async () => {
    const waits: Array<[string, number]> = [];
    const lengths: number[] = [];
    const admit = admissionGate({
      concurrency: 1,
      queueLimit: 1,
      maxWaitMs: 50,
      observe: { waited: (outcome, seconds) => waits.push([outcome, seconds]), queueLength: (n) => lengths.push(n) },
    });
    const busy = later();
    const first = admit(() => busy.done);
    const waiting = admit(async () => "served");
    const full = await admit(async () => "never").catch((e: unknown) => e);
    expect(full).toMatchObject({ reason: "queue_full" });
    expect(await waiting.catch((e: unknown) => e)).toMatchObject({ reason: "wait_over" });
    busy.open();
    await first;
    const outcomes = waits.map(([outcome]) => outcome);
    expect(outcomes).toEqual(["admitted", "queue_full", "wait_over"]);
    expect(waits[0]![1]).toBeLessThan(0.05);
    expect(waits[2]![1]).toBeGreaterThanOrEqual(0.045);
    expect(lengths).toEqual([1, 0]);
  });

  it("counts each doctor sent to the holding page by why, and each exam call's wait for a slot", async () => {
    const held = async (reason: string) =>
      ((await register.getSingleMetric("portal_exam_held_total")?.get())?.values ?? []).find((v) => v.labels.reason === reason)
        ?.value ?? 0;
    const admittedWaits = async () =>
      ((await register.getSingleMetric("portal_exam_admission_wait_seconds")?.get())?.values ?? []).find(
        (v) =>
          (v as { metricName?: string }).metricName === "portal_exam_admission_wait_seconds_count" &&
          v.labels.outcome === "admitted",
      )?.value ?? 0;
    const [busyBefore, timeoutBefore, waitsBefore] = [await held("api_busy"), await held("api_timeout"), await admittedWaits()];
    const request = new Request("http://portal.test/my/courses/1/schedule/2/events/3/exam-info");
    const pressure = new ApiUnavailableError("courseExamInfo", "status 503: server error", 503, 3);
    await admittedOrHeld(request, () => Promise.reject(pressure)).catch(() => undefined);
    const timeout = new ApiUnavailableError("examSubmit", "timeout after 4000ms", "timeout");
    await heldWhenBusy("/my/exam-attempts/9", () => Promise.reject(timeout)).catch(() => undefined);
    expect(await held("api_busy")).toBe(busyBefore + 1);
    expect(await held("api_timeout")).toBe(timeoutBefore + 1);
    expect(await admittedWaits()).toBe(waitsBefore + 1);
  });
});

describe("admittedOrHeld", () => {
  const request = new Request("http://portal.test/my/courses/1/schedule/2/events/3/exam-info");
  const heldAt = async (work: () => Promise<unknown>) => {
    const answer = await admittedOrHeld(request, work).catch((e: unknown) => e);
    expect(answer).toBeInstanceOf(Response);
    return (answer as Response).headers.get("location");
  };

  it("sends a doctor whose exam call met an API under pressure or a timeout to the holding page", async () => {
    const pressure = new ApiUnavailableError("courseExamInfo", "status 503: server error", 503, 3);
    expect(
      await heldAt(() => {
        throw pressure;
      }),
    ).toBe("/my/exam-wait?to=%2Fmy%2Fcourses%2F1%2Fschedule%2F2%2Fevents%2F3%2Fexam-info&wait=3");
    const timeout = new ApiUnavailableError("startExam", "timeout after 4000ms", "timeout");
    expect(
      await heldAt(() => {
        throw timeout;
      }),
    ).toMatch(/^\/my\/exam-wait\?to=.*&wait=5$/);
  });

  it("leaves an API that is down, or a bug, an error", async () => {
    const down = new ApiUnavailableError("courseExamInfo", "ECONNREFUSED", "network");
    await expect(admittedOrHeld(request, () => Promise.reject(down))).rejects.toBe(down);
    await expect(admittedOrHeld(request, () => Promise.reject(new Error("bug")))).rejects.toThrow("bug");
  });
});

describe("heldWhenBusy (the submit)", () => {
  it("holds a submit that met a busy API and brings the doctor back to the paper, where they submit again", async () => {
    const timeout = new ApiUnavailableError("examSubmit", "timeout after 4000ms", "timeout");
    const answer = await heldWhenBusy("/my/exam-attempts/9", () => Promise.reject(timeout)).catch((e: unknown) => e);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe("/my/exam-wait?to=%2Fmy%2Fexam-attempts%2F9&wait=5");
    await expect(heldWhenBusy("/my/exam-attempts/9", async () => "submitted")).resolves.toBe("submitted");
    const down = new ApiUnavailableError("examSubmit", "ECONNREFUSED", "network");
    await expect(heldWhenBusy("/my/exam-attempts/9", () => Promise.reject(down))).rejects.toBe(down);
  });
});

describe("holdingView", () => {
  const view = (query: string) => holdingView(new Request(`http://portal.test/my/exam-wait?${query}`));

  it("refreshes back to the exam page after the asked wait plus up to five seconds of jitter", () => {
    const to = "/my/courses/1/schedule/2/events/3/exam-info";
    const answer = view(new URLSearchParams({ to, wait: "3" }).toString());
    const { seconds, returnTo, started } = answer.data;
    expect(returnTo).toBe(to);
    expect(started).toBe(false);
    expect(seconds).toBeGreaterThanOrEqual(3);
    expect(seconds).toBeLessThanOrEqual(8);
    expect(new Headers(answer.init?.headers).get("refresh")).toBe(`${seconds}; url=${to}`);
  });

  it("says the clock is running when held from the attempt page", () => {
    expect(view("to=%2Fmy%2Fexam-attempts%2F9%3Fpage%3D2").data).toMatchObject({
      returnTo: "/my/exam-attempts/9?page=2",
      started: true,
    });
  });

  it("never sends a doctor to another site or an arbitrary path", () => {
    for (const to of [
      "https://evil.example/",
      "//evil.example/my/exam-attempts/1",
      "/logout",
      "/my/exam-attempts/1/../../logout",
    ])
      expect(view(new URLSearchParams({ to }).toString()).data.returnTo).toBe("/my");
  });
});
