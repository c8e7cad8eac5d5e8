/**
 * Free practice exams (decision 056): any registered doctor, enrolled or not, may start three a
 * Dhaka month; past that a Start is refused (403, in Bengali) and the info says so. Another
 * doctor's starts never count, the quota renews at Dhaka midnight, and a free exam has no merit position.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../../server/contract";
import { exams } from "../../server/db/schema";
import { FREE_EXAM_TITLES } from "../../server/seed/exams";
import { testClock } from "./accounts-client";
import { makeTestApi, type TestApi } from "./helpers";
import { newSitter, type Sitter } from "./exams-helpers";

// 22:00 on 30 November in Dhaka: two hours before December's quota.
const clock = testClock(Date.UTC(2026, 10, 30, 16, 0));
let api: TestApi;
let freeIds: number[];

beforeAll(async () => {
  api = await makeTestApi({}, { clock });
  const rows = await api.db
    .select({ id: exams.id })
    .from(exams)
    .where(inArray(exams.title, [...FREE_EXAM_TITLES]));
  freeIds = rows.map((r) => r.id).sort((a, b) => a - b);
});
afterAll(() => api.close());

const get = (url: string, who: Sitter) => api.app.inject({ method: "GET", url, headers: who.headers });
const start = (examId: number, who: Sitter) =>
  api.app.inject({ method: "POST", url: `/api/v3/exams/${examId}/start`, headers: who.headers });
const info = async (examId: number, who: Sitter) => {
  const res = await get(`/api/v3/exams/${examId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.examInfo.response.parse(res.json()).data;
};
const list = async (who: Sitter) => {
  const res = await get("/api/v3/web/doctor/free-exams", who);
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.freeExams.response.parse(res.json());
};

describe("free exams", () => {
  it("are listed for a doctor with no enrolment, with the month's quota", async () => {
    const doctor = await newSitter(api, clock(), false);
    const { data, quota } = await list(doctor);
    expect(data.map((e) => e.id)).toEqual(freeIds);
    expect(data.every((e) => e.can_start)).toBe(true);
    expect(quota).toEqual({ used: 0, limit: 3, renews_at: "2026-11-30T18:00:00.000Z" });
    expect((await info(freeIds[0]!, doctor)).free_quota).toMatchObject({ used: 0, limit: 3 });
  });

  it("are refused past the quota, in Bengali, and the page's info says so", async () => {
    const doctor = await newSitter(api, clock(), false);
    for (const id of freeIds.slice(0, 3)) expect((await start(id, doctor)).statusCode).toBe(200);
    const fourth = freeIds[3]!;
    const refused = await start(fourth, doctor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/৩টি.*১ ডিসেম্বর, ২০২৬/);
    const page = await info(fourth, doctor);
    expect(page).toMatchObject({ status: "open", can_start: false, free_quota: { used: 3, limit: 3 } });
    expect((await list(doctor)).data.filter((e) => e.can_start)).toEqual([]);
    // An exam already started stays the doctor's: starting it again is the same attempt.
    expect((await start(freeIds[0]!, doctor)).statusCode).toBe(200);
  });

  it("are refused past the quota even when Starts of different exams race (decision 056)", async () => {
    const doctor = await newSitter(api, clock(), false);
    await start(freeIds[0]!, doctor);
    await start(freeIds[1]!, doctor);
    // One place left, two exams started at the same instant: exactly one may take it.
    const raced = await Promise.all([start(freeIds[2]!, doctor), start(freeIds[3]!, doctor)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect((await list(doctor)).quota.used).toBe(3);
    // The same exam twice at once is one attempt and one place.
    const again = await newSitter(api, clock(), false);
    const twice = await Promise.all([start(freeIds[0]!, again), start(freeIds[0]!, again)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(twice[0]!.json().data.id).toBe(twice[1]!.json().data.id);
    expect((await list(again)).quota.used).toBe(1);
  });

  it("count only the doctor's own starts", async () => {
    const busy = await newSitter(api, clock(), false);
    for (const id of freeIds.slice(0, 3)) await start(id, busy);
    const other = await newSitter(api, clock(), true);
    expect((await list(other)).quota.used).toBe(0);
    expect((await start(freeIds[3]!, other)).statusCode).toBe(200);
    expect((await list(other)).quota.used).toBe(1);
  });

  it("renew at Dhaka midnight, before the UTC month ends", async () => {
    const doctor = await newSitter(api, clock(), false);
    for (const id of freeIds.slice(0, 3)) await start(id, doctor);
    expect((await start(freeIds[3]!, doctor)).statusCode).toBe(403);
    clock.advance(2.5 * 60 * 60 * 1000); // 18:30 UTC on 30 November: 00:30 on 1 December in Dhaka
    expect((await list(doctor)).quota).toEqual({ used: 0, limit: 3, renews_at: "2026-12-31T18:00:00.000Z" });
    expect((await start(freeIds[3]!, doctor)).statusCode).toBe(200);
  });

  it("have no merit position and stay off the academy's exam list", async () => {
    const doctor = await newSitter(api, clock(), true);
    const started = await start(freeIds[1]!, doctor);
    const attemptId = started.json().data.id as number;
    expect(
      (await api.app.inject({ method: "POST", url: `/api/v3/exam-attempts/${attemptId}/submit`, headers: doctor.headers }))
        .statusCode,
    ).toBe(200);
    const result = endpoints.examResult.response.parse(
      (await get(`/api/v3/exam-attempts/${attemptId}/result`, doctor)).json(),
    ).data;
    expect(result).toMatchObject({ position: null, batch_position: null });
    // Never ranked by design (not "late"); many doctors sit it, so its highest and average stay (issue 42, item 8).
    expect(result.exam.ranked).toBe(false);
    expect(result).toMatchObject({ highest_mark_x100: expect.any(Number), average_mark_x100: expect.any(Number) });
    const progress = endpoints.progress.response.parse((await get("/api/v3/doctor/progress", doctor)).json()).data;
    expect(progress.trend.find((t) => t.exam_id === freeIds[1])).toMatchObject({ position: null });
    const academy = endpoints.adminExams.response.parse((await get("/api/v3/web/doctor/admin-exams", doctor)).json());
    expect(academy.data.some((e) => freeIds.includes(e.id))).toBe(false);
  });

  it("are only the exams marked free: an academy exam still needs an active course", async () => {
    const doctor = await newSitter(api, clock(), false);
    const [academy] = await api.db
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.kind, "admin"), eq(exams.isFree, false)))
      .limit(1);
    const notFree = (await api.db.select().from(exams).where(eq(exams.id, academy!.id)))[0]!;
    expect(notFree.isFree).toBe(false);
    expect((await start(notFree.id, doctor)).statusCode).toBe(403);
  });
});
