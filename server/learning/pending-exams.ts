/**
 * The dashboard's pending exams: course and master exams of the doctor's active courses whose
 * window has closed without an attempt of theirs and which may still be sat later as a pending
 * exam (`allows_pending`). The exam's event must be in the enrolment's timetable: that is how the
 * pending-exam-info page finds the course (server/exams/course-events.ts), and it gives the right
 * to sit (server/exams/papers.ts sittingRight: the exam's batch, or a master schedule whose parts
 * hold the slot). The doctor is never shown an exam the page would refuse.
 */
import { and, asc, eq, exists, inArray, isNull, or, sql } from "drizzle-orm";
import type { PendingExam } from "../contract";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { courses, enrollments, examAttempts, exams, masterScheduleParts, scheduleSlots } from "../db/schema";
import { joinCourseOfEnrollment } from "../enrollments/course-joins";

/** Enough for any real backlog; the dashboard is not the place to page through years of missed exams. */
const LIMIT = 20;

export async function doctorPendingExams(db: Db, doctorId: number, now: Date): Promise<PendingExam[]> {
  const rows = await pendingExamsOf(db).execute({ doctorId, now: now.toISOString() });
  return rows.map((r) => ({
    exam_id: r.examId,
    title: r.title,
    topic: r.topic,
    course: { id: r.courseId, title: r.courseTitle },
    event_id: r.eventId,
    closed_at: r.closesAt.toISOString(),
    duration_seconds: r.durationSeconds,
  }));
}

/** The dashboard's missed exams: built once per database handle (db/prepared.ts). */
const pendingExamsOf = preparedPerDb((db) => {
  const doctorId = sql.placeholder("doctorId");
  const inMasterTimetable = exists(
    db
      .select({ id: masterScheduleParts.scheduleId })
      .from(masterScheduleParts)
      .where(
        and(
          eq(masterScheduleParts.masterScheduleId, enrollments.masterScheduleId),
          eq(masterScheduleParts.scheduleId, scheduleSlots.scheduleId),
        ),
      ),
  );
  return joinCourseOfEnrollment(
    db
      .select({
        examId: exams.id,
        title: exams.title,
        closesAt: exams.closesAt,
        durationSeconds: exams.durationSeconds,
        eventId: scheduleSlots.id,
        topic: scheduleSlots.topic,
        courseId: enrollments.id,
        courseTitle: courses.title,
      })
      .from(enrollments)
      .$dynamic(),
  )
    .innerJoin(scheduleSlots, or(eq(scheduleSlots.scheduleId, enrollments.scheduleId), inMasterTimetable))
    .innerJoin(exams, and(eq(exams.slotId, scheduleSlots.id), inArray(exams.kind, ["course", "master"])))
    .leftJoin(examAttempts, and(eq(examAttempts.examId, exams.id), eq(examAttempts.doctorId, doctorId)))
    .where(
      and(
        eq(enrollments.doctorId, doctorId),
        eq(enrollments.status, "active"),
        eq(exams.allowsPending, true),
        sql`${exams.closesAt} <= ${sql.placeholder("now")}::timestamptz`,
        isNull(examAttempts.id),
      ),
    )
    .orderBy(asc(exams.closesAt), asc(exams.id))
    .limit(LIMIT)
    .prepare("pending_exams_of_doctor");
});
