/**
 * Doctors who may sit exams (an active enrolment in the seeded exam batch, a verified device) and
 * exams made to measure, for the exam server tests.
 */
import { asc, eq } from "drizzle-orm";
import { newDeviceToken, deviceTokenHash } from "../../server/auth/devices";
import { issueToken } from "../../server/auth/tokens";
import { batches, batchSchedules, devices, doctors, enrollments, examQuestions, exams } from "../../server/db/schema";
import { EXAM_BATCH_SLUG, paperQuestions, SHORT_EXAM_TITLE } from "../../server/seed/exams";
import { DEMO_DOCTOR_ID, type TestApi, type TestDatabase } from "./helpers";

export type Sitter = { id: number; headers: Record<string, string> };

export async function examBatch(api: TestDatabase): Promise<{ batchId: number; scheduleId: number }> {
  const [batch] = await api.db.select().from(batches).where(eq(batches.slug, EXAM_BATCH_SLUG));
  const [schedule] = await api.db
    .select()
    .from(batchSchedules)
    .where(eq(batchSchedules.batchId, batch!.id))
    .orderBy(asc(batchSchedules.position));
  return { batchId: batch!.id, scheduleId: schedule!.id };
}

/** Bearer plus a verified device for the doctor. */
export async function sitterHeaders(api: TestDatabase, doctorId: number, now: Date): Promise<Record<string, string>> {
  const device = newDeviceToken();
  await api.db.insert(devices).values({
    tokenHash: deviceTokenHash(device)!,
    doctorId,
    name: "test",
    userAgent: "test",
    verifiedAt: now,
    firstSeenAt: now,
    lastSeenAt: now,
  });
  const bearer = (await issueToken(api.db, doctorId, { name: "exam test" })).plaintext;
  return { authorization: `Bearer ${bearer}`, "x-device-token": device };
}

let doctorCount = 0;
/** A new doctor (profile copied from the demo doctor), enrolled and active in the exam batch unless `enrolled` is false. */
export async function newSitter(api: TestDatabase, now: Date, enrolled = true): Promise<Sitter> {
  const [template] = await api.db.select().from(doctors).where(eq(doctors.id, DEMO_DOCTOR_ID));
  const { id: _, ...profile } = template!;
  const n = ++doctorCount;
  const [row] = await api.db
    .insert(doctors)
    .values({
      ...profile,
      name: `পরীক্ষার্থী ${n}`,
      phone: `0182${String(n).padStart(7, "0")}`,
      bmdc: `E-${n}`,
      email: `sitter${n}@example.com`,
    })
    .returning({ id: doctors.id });
  if (enrolled) {
    const { batchId, scheduleId } = await examBatch(api);
    await api.db.insert(enrollments).values({
      doctorId: row!.id,
      batchId,
      scheduleId,
      status: "active",
      feePaisa: 300_000,
      discountPaisa: 0,
      totalPaisa: 300_000,
      amountDuePaisa: 0,
      idempotencyKey: `exam-test-${n}`,
      holdExpiresAt: now,
    });
  }
  return { id: row!.id, headers: await sitterHeaders(api, row!.id, now) };
}

/** A course exam in the exam batch: 2 MCQ + 2 SBA, 1 mark each, 0.25 negative, unless overridden. */
export async function makeExam(api: TestDatabase, over: Partial<typeof exams.$inferInsert> & { opensAt: Date; closesAt: Date }) {
  const { batchId } = await examBatch(api);
  const [exam] = await api.db
    .insert(exams)
    .values({
      kind: "course",
      title: "পরীক্ষামূলক পরীক্ষা",
      batchId,
      durationSeconds: 600,
      mcqMark: 100,
      mcqNegativeMark: 25,
      sbaMark: 100,
      sbaNegativeMark: 25,
      passMark: 200,
      ...over,
    })
    .returning();
  const questions = await api.db
    .insert(examQuestions)
    .values(paperQuestions(2, 2).map((q) => ({ ...q, examId: exam!.id })))
    .returning();
  return { exam: exam!, questions };
}

/** The sitter's enrolment in the exam batch and the timetable event the seeded short exam belongs to. */
export async function shortExamEvent(
  api: TestApi,
  doctorId: number,
): Promise<{ courseId: number; eventId: number; examId: number }> {
  const [exam] = await api.db.select().from(exams).where(eq(exams.title, SHORT_EXAM_TITLE));
  const [enrollment] = await api.db.select().from(enrollments).where(eq(enrollments.doctorId, doctorId));
  return { courseId: enrollment!.id, eventId: exam!.slotId!, examId: exam!.id };
}
