/**
 * Exams seen from a master schedule (PGlite, and PostgreSQL with TEST_DATABASE_URL): the combined
 * programme's doctors sit the exams of the batch schedules their master schedule is made of, ranked
 * in their own batch; a master schedule without the exam's schedule, or another batch, has no right.
 * The course exam list links each exam to its course event, and reviewed explanations carry their
 * reference-book page.
 */
import { and, asc, eq, isNotNull, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../../server/contract";
import {
  batches,
  batchSchedules,
  enrollments,
  examAttempts,
  exams,
  masterSchedules,
  scheduleSlots,
} from "../../server/db/schema";
import { RESIDENCY_BATCH_SLUG } from "../../server/seed/exam-results";
import { makeTestApi, type TestApi } from "./helpers";
import { makeExam, newSitter, type Sitter } from "./exams-helpers";

const COMBINED_BATCH_SLUG = "combined-fcps-residency-panthapath";
const DAY_MS = 24 * 60 * 60 * 1000;

let api: TestApi;
/** The combined programme's batch, its two master schedules (the first holds the residency schedule), a master exam on it. */
let combined: { batchId: number; holding: number; other: number };
let master: { examId: number; slotId: number; residencyBatch: number };

const batchId = async (slug: string) => (await api.db.select().from(batches).where(eq(batches.slug, slug)))[0]!.id;

beforeAll(async () => {
  api = await makeTestApi();
  const combinedBatch = await batchId(COMBINED_BATCH_SLUG);
  const [holding, other] = await api.db
    .select({ id: masterSchedules.id })
    .from(masterSchedules)
    .where(eq(masterSchedules.batchId, combinedBatch))
    .orderBy(asc(masterSchedules.position));
  combined = { batchId: combinedBatch, holding: holding!.id, other: other!.id };
  const residencyBatch = await batchId(RESIDENCY_BATCH_SLUG);
  const [residencySchedule] = await api.db
    .select({ id: batchSchedules.id })
    .from(batchSchedules)
    .where(eq(batchSchedules.batchId, residencyBatch))
    .orderBy(asc(batchSchedules.position));
  // A slot of the residency schedule that has no exam yet: the new master exam is its event's exam.
  const taken = api.db.select({ id: exams.slotId }).from(exams).where(isNotNull(exams.slotId));
  const [slot] = await api.db
    .select({ id: scheduleSlots.id })
    .from(scheduleSlots)
    .where(and(eq(scheduleSlots.scheduleId, residencySchedule!.id), notInArray(scheduleSlots.id, taken)))
    .limit(1);
  const now = Date.now();
  const { exam } = await makeExam(api, {
    kind: "master",
    batchId: residencyBatch,
    slotId: slot!.id,
    opensAt: new Date(now - DAY_MS),
    closesAt: new Date(now + DAY_MS),
  });
  master = { examId: exam.id, slotId: slot!.id, residencyBatch };
});
afterAll(() => api.close());

let enrolments = 0;
/** A verified doctor with an active enrolment in `batch`, through a master schedule or a batch schedule. */
async function enrolled(batch: number, schedule: { masterScheduleId: number } | { scheduleId: number }) {
  const doctor = await newSitter(api, new Date(), false);
  const [row] = await api.db
    .insert(enrollments)
    .values({
      doctorId: doctor.id,
      batchId: batch,
      ...schedule,
      status: "active",
      feePaisa: 300_000,
      discountPaisa: 0,
      totalPaisa: 300_000,
      amountDuePaisa: 0,
      idempotencyKey: `master-test-${++enrolments}`,
      holdExpiresAt: new Date(),
    })
    .returning({ id: enrollments.id });
  return { ...doctor, courseId: row!.id };
}

const get = (url: string, who: Sitter) => api.app.inject({ url, headers: who.headers });
const start = (who: Sitter) =>
  api.app.inject({ method: "POST", url: `/api/v3/exams/${master.examId}/start`, headers: who.headers });
const infoUrl = (courseId: number) => `/api/v3/web/doctor/courses/${courseId}/events/${master.slotId}/exam`;

describe("a master-schedule exam", () => {
  it("is sat by a doctor of the combined batch whose master schedule holds it, ranked in their own batch", async () => {
    const doctor = await enrolled(combined.batchId, { masterScheduleId: combined.holding });
    const res = await get(infoUrl(doctor.courseId), doctor);
    expect(res.statusCode, res.body).toBe(200);
    const info = endpoints.courseExamInfo.response.parse(res.json()).data;
    expect(info).toMatchObject({ status: "open", can_start: true, exam: { id: master.examId, kind: "master" } });
    expect(info.course_event).toEqual({
      course_id: doctor.courseId,
      schedule: { id: combined.holding, kind: "master" },
      batch_id: combined.batchId,
      event_id: master.slotId,
    });
    const started = await start(doctor);
    expect(started.statusCode, started.body).toBe(200);
    const [attempt] = await api.db.select().from(examAttempts).where(eq(examAttempts.id, started.json().data.id));
    expect(attempt!.batchId).toBe(combined.batchId);

    const list = endpoints.doctorCourseExams.response.parse(
      (await get(`/api/v3/web/doctor/courses/${doctor.courseId}/exams`, doctor)).json(),
    ).data;
    expect(list.find((e) => e.id === master.examId)).toMatchObject({
      status: "in_progress",
      course_event: info.course_event,
    });
  });

  it("is sat by a doctor of the exam's own batch, with the batch-schedule event", async () => {
    const [residencySchedule] = await api.db
      .select({ id: batchSchedules.id })
      .from(batchSchedules)
      .where(eq(batchSchedules.batchId, master.residencyBatch))
      .orderBy(asc(batchSchedules.position));
    const doctor = await enrolled(master.residencyBatch, { scheduleId: residencySchedule!.id });
    const info = endpoints.courseExamInfo.response.parse((await get(infoUrl(doctor.courseId), doctor)).json()).data;
    expect(info.course_event.schedule).toEqual({ id: residencySchedule!.id, kind: "batch" });
    expect((await start(doctor)).statusCode).toBe(200);
  });

  it("is a 404 from a master schedule without its schedule, and a 403 to start, as for another batch", async () => {
    const elsewhere = await enrolled(combined.batchId, { masterScheduleId: combined.other });
    const otherBatch = await newSitter(api, new Date());
    const [otherCourse] = await api.db.select().from(enrollments).where(eq(enrollments.doctorId, otherBatch.id));
    for (const [who, courseId] of [
      [elsewhere, elsewhere.courseId],
      [otherBatch, otherCourse!.id],
    ] as const) {
      expect((await get(infoUrl(courseId), who)).statusCode).toBe(404);
      expect((await start(who)).statusCode).toBe(403);
      const list = endpoints.doctorCourseExams.response.parse(
        (await get(`/api/v3/web/doctor/courses/${courseId}/exams`, who)).json(),
      ).data;
      expect(list.map((e) => e.id)).not.toContain(master.examId);
    }
  });
});
