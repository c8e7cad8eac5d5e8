/**
 * Overload answered fast (server/http/under-pressure.ts, decision 038). The test stack's pressure
 * drill refuses a marked browser's first Start as under pressure (503 + Retry-After, the answer the
 * portal turns into the holding page); the doctor's clock starts only with the Start that is served,
 * so a doctor held for two minutes still gets the exam's whole duration.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESSURE_RETRY_AFTER_SECONDS } from "../../server/http/under-pressure";
import { testClock } from "./accounts-client";
import { makeTestApi, type TestApi } from "./helpers";
import { makeExam, newSitter } from "./exams-helpers";

const MARKER = "pressure-drill-browser";
const clock = testClock(Date.UTC(2026, 10, 27, 10, 0));
let api: TestApi;

beforeAll(async () => {
  api = await makeTestApi({ NODE_ENV: "test", PRESSURE_DRILL_USER_AGENT: MARKER }, { clock });
});
afterAll(() => api.close());

const minutes = (n: number) => new Date(clock().getTime() + n * 60_000);

describe("the API under pressure", () => {
  it("refuses a drilled Start fast with Retry-After, and a held doctor still gets the full time", async () => {
    const { exam } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(120), durationSeconds: 600 });
    const doctor = await newSitter(api, clock());
    const start = () =>
      api.app.inject({
        method: "POST",
        url: `/api/v3/exams/${exam.id}/start`,
        headers: { ...doctor.headers, "user-agent": `Mozilla/5.0 ${MARKER}` },
      });

    const held = await start();
    expect(held.statusCode).toBe(503);
    expect(held.headers["retry-after"]).toBe(String(PRESSURE_RETRY_AFTER_SECONDS));
    expect(held.json()).toEqual({ message: expect.stringContaining("ব্যস্ত") });

    clock.advance(2 * 60_000);
    const served = await start();
    expect(served.statusCode, served.body).toBeLessThan(300);
    const attempt = served.json().data as { started_at: string; deadline_at: string };
    expect(Date.parse(attempt.started_at)).toBe(clock().getTime());
    expect(Date.parse(attempt.deadline_at) - Date.parse(attempt.started_at)).toBe(600_000);
  });

  it("never drills a browser without the marker", async () => {
    const { exam } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(120) });
    const doctor = await newSitter(api, clock());
    const res = await api.app.inject({ method: "POST", url: `/api/v3/exams/${exam.id}/start`, headers: doctor.headers });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });
});
