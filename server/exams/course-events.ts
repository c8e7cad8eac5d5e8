/**
 * Course exams seen from the doctor's course: the exam of one timetable event (schedule slot), and,
 * for an attempt, which of the doctor's courses and events it belongs to, so the portal can address
 * its pages (`/my/courses/{id}/schedule/{scheduleId}/events/{eventId}/…`). Only active enrolments
 * count: exam rights follow an active enrolment.
 */
import { and, eq, exists, inArray, ne, or, sql } from "drizzle-orm";
import type { CourseEventRef } from "../contract";
import type { Db } from "../db/client";
import { enrollments, exams, masterScheduleParts, scheduleSlots } from "../db/schema";
import { doorOf } from "./papers";

/** The doctor's active enrolment that holds the slot in its timetable (one given enrolment, or any). */
export async function courseEventOf(
  db: Db,
  doctorId: number,
  slotId: number,
  enrollmentId?: number,
): Promise<(CourseEventRef & { topic: string; date: string; startTime: string }) | null> {
  const [slot] = await db
    .select({
      scheduleId: scheduleSlots.scheduleId,
      topic: scheduleSlots.topic,
      date: scheduleSlots.date,
      startTime: scheduleSlots.startTime,
    })
    .from(scheduleSlots)
    .where(eq(scheduleSlots.id, slotId))
    .limit(1);
  if (!slot) return null;
  const masters = db
    .select({ id: masterScheduleParts.masterScheduleId })
    .from(masterScheduleParts)
    .where(eq(masterScheduleParts.scheduleId, slot.scheduleId));
  const [enrollment] = await db
    .select({
      id: enrollments.id,
      batchId: enrollments.batchId,
      scheduleId: enrollments.scheduleId,
      masterScheduleId: enrollments.masterScheduleId,
    })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.doctorId, doctorId),
        eq(enrollments.status, "active"),
        enrollmentId === undefined ? undefined : eq(enrollments.id, enrollmentId),
        or(eq(enrollments.scheduleId, slot.scheduleId), inArray(enrollments.masterScheduleId, masters)),
      ),
    )
    .orderBy(enrollments.id)
    .limit(1);
  if (!enrollment) return null;
  const master = enrollment.scheduleId === null;
  return {
    course_id: enrollment.id,
    schedule: { id: master ? enrollment.masterScheduleId! : enrollment.scheduleId!, kind: master ? "master" : "batch" },
    batch_id: enrollment.batchId,
    event_id: slotId,
    topic: slot.topic,
    date: slot.date,
    startTime: slot.startTime.slice(0, 5),
  };
}

/** The paid exam tied to a timetable event, if any. */
export async function examOfEvent(db: Db, slotId: number): Promise<number | null> {
  const [exam] = await db
    .select({ id: exams.id, kind: exams.kind })
    .from(exams)
    .where(eq(exams.slotId, slotId))
    .orderBy(exams.id)
    .limit(1);
  return exam && doorOf(exam) === "exam" ? exam.id : null;
}

/** A paid exam (any but a quiz): the kind whose exam-status page a timetable event links to. */
const paidExam = ne(exams.kind, "quiz");

/** Which of these timetable events have a paid exam (their exam-status page exists). */
export async function slotsWithExam(db: Db, slotIds: number[]): Promise<Set<number>> {
  if (slotIds.length === 0) return new Set();
  const rows = await db
    .select({ slotId: exams.slotId })
    .from(exams)
    .where(and(inArray(exams.slotId, slotIds), paidExam));
  return new Set(rows.map((r) => r.slotId!));
}

/** The same fact as a column of a statement that lists timetable events (no read of its own). */
export const hasPaidExam = (db: Db) =>
  sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(exams)
      .where(and(eq(exams.slotId, scheduleSlots.id), paidExam)),
  )}`;
