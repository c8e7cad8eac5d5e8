/**
 * The dashboard's pending exams (issue 11): missed course and master exams of the doctor's active
 * courses that may still be sat, exactly those whose pending-exam-info page would let them start.
 * Seed: the demo doctor missed one weekly test of the mock batch and sat another late already.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { endpoints, type PendingExam } from "../../server/contract";
import { batches, exams } from "../../server/db/schema";
import { PENDING_EXAM_TITLE, MASTER_EXAM_TITLE } from "../../server/seed/exam-results";
import { MISSED_EXAM_TITLE } from "../../server/seed/missed-exams";
import { EXAM_BATCH_SLUG } from "../../server/seed/exams";
import { makeTestApi, type TestApi } from "./helpers";
import { demoOnDevice, doctorWithCourse, type DoctorHeaders } from "./learning-helpers";

const URL = "/api/v3/web/doctor/pending-exams";
let api: TestApi;
let demo: DoctorHeaders;
let mockBatchId: number;

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });
const pendingOf = async (headers: DoctorHeaders): Promise<PendingExam[]> => {
  const res = await get(URL, headers);
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.doctorPendingExams.response.parse(res.json()).data;
};
const examInfo = async (p: PendingExam, headers: DoctorHeaders) =>
  (await get(`/api/v3/web/doctor/courses/${p.course.id}/events/${p.event_id}/exam`, headers)).json().data;

beforeAll(async () => {
  api = await makeTestApi();
  demo = await demoOnDevice(api.db);
  const [mock] = await api.db.select({ id: batches.id }).from(batches).where(eq(batches.slug, EXAM_BATCH_SLUG));
  mockBatchId = mock!.id;
}, 120_000);
afterAll(() => api.close());

describe("GET /doctor/pending-exams", () => {
  it("lists the demo doctor's missed exam, not the one sat late, the open ones or the sat master exam", async () => {
    const pending = await pendingOf(demo);
    expect(pending.map((p) => p.title)).toEqual([MISSED_EXAM_TITLE]);
    expect(pending[0]!.closed_at < new Date().toISOString()).toBe(true);
    expect(pending.map((p) => p.title)).not.toContain(PENDING_EXAM_TITLE);
  });

  it("each listed exam's pending-exam-info answer is missed and may be started", async () => {
    const [missed] = await pendingOf(demo);
    const info = await examInfo(missed!, demo);
    expect(info).toMatchObject({ status: "missed", can_start: true });
    expect(info.exam.title).toBe(MISSED_EXAM_TITLE);
  });

  it("a newcomer to the residency batch is offered its closed master exam; once started it leaves the list", async () => {
    const [residency] = await api.db.select({ id: batches.id }).from(batches).where(eq(batches.slug, "residency-online-regular"));
    const newcomer = await doctorWithCourse(api.db, residency!.id, "active");
    const pending = await pendingOf(newcomer.headers);
    expect(pending.map((p) => p.title)).toContain(MASTER_EXAM_TITLE);
    expect(pending.every((p) => p.course.id === newcomer.enrollmentId)).toBe(true);
    const master = pending.find((p) => p.title === MASTER_EXAM_TITLE)!;
    const started = await api.app.inject({
      method: "POST",
      url: `/api/v3/exams/${master.exam_id}/start`,
      headers: newcomer.headers,
    });
    expect(started.statusCode, started.body).toBeLessThan(300);
    expect((await pendingOf(newcomer.headers)).map((p) => p.exam_id)).not.toContain(master.exam_id);
  });

  it("an exam that allows no pending sitting is left out", async () => {
    const newcomer = await doctorWithCourse(api.db, mockBatchId, "active");
    const before = await pendingOf(newcomer.headers);
    expect(before.map((p) => p.title)).toContain(MISSED_EXAM_TITLE);
    await api.db.update(exams).set({ allowsPending: false }).where(eq(exams.title, MISSED_EXAM_TITLE));
    try {
      expect((await pendingOf(newcomer.headers)).map((p) => p.title)).not.toContain(MISSED_EXAM_TITLE);
    } finally {
      await api.db.update(exams).set({ allowsPending: true }).where(eq(exams.title, MISSED_EXAM_TITLE));
    }
  });

  it("expired and unpaid enrolments are offered nothing", async () => {
    for (const status of ["expired", "pending_payment"] as const) {
      const doctor = await doctorWithCourse(api.db, mockBatchId, status);
      expect(await pendingOf(doctor.headers), status).toEqual([]);
    }
  });

  it("a master schedule is offered the missed exams its parts hold, through its own course, and may sit them", async () => {
    // The combined programme's first master schedule holds the residency batch's first schedule.
    const combined = await doctorWithCourse(api.db, 14, "active", { master: true });
    const pending = await pendingOf(combined.headers);
    const master = pending.find((p) => p.title === MASTER_EXAM_TITLE);
    expect(master?.course.id).toBe(combined.enrollmentId);
    expect(await examInfo(master!, combined.headers)).toMatchObject({ status: "missed", can_start: true });
    // Nothing of the mock batch, which no part of it holds.
    expect(pending.map((p) => p.title)).not.toContain(MISSED_EXAM_TITLE);
  });

  it("is paid content: a guest gets 401 and an unverified browser 423", async () => {
    expect((await get(URL)).statusCode).toBe(401);
    const res = await get(URL, await demoOnDevice(api.db, { verified: false }));
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ device_verified: false });
  });
});
