/**
 * An enrolment read as the course it gives the doctor: its batch, session, timetable and status.
 * Every read is scoped to the calling doctor, so another doctor's enrolment id behaves exactly like
 * one that does not exist (404), and content beyond the course home needs an active (paid, running)
 * enrolment. Exams, recordings and materials head their pages with `courseHeading`.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { DoctorCourse, DoctorTimetable, UpcomingItem } from "../contract";
import type { Db } from "../db/client";
import {
  batchSchedules,
  batches,
  branches,
  courses,
  enrollments,
  masterScheduleParts,
  masterSchedules,
  yearCourseSessions,
} from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { joinCourseOfEnrollment } from "./course-joins";

const COURSE_NOT_FOUND = "কোর্সটি পাওয়া যায়নি।";
const COURSE_NOT_ACTIVE = "এই কোর্সটি এখন চালু নেই। পেমেন্ট সম্পন্ন হলে বা কোর্স চলাকালীন এই অংশ দেখা যাবে।";

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Enrolments a doctor still sees: paid or expired ones, and unpaid ones inside their hold. */
export const visible = (now: Date): SQL =>
  or(
    inArray(enrollments.status, ["active", "expired"]),
    and(eq(enrollments.status, "pending_payment"), sql`${enrollments.holdExpiresAt} > ${at(now)}`),
  )!;

const columns = {
  id: enrollments.id,
  status: enrollments.status,
  createdAt: enrollments.createdAt,
  scheduleId: enrollments.scheduleId,
  masterScheduleId: enrollments.masterScheduleId,
  courseId: courses.id,
  courseTitle: courses.title,
  batchId: batches.id,
  batchTitle: batches.title,
  batchMode: batches.mode,
  batchStartsAt: batches.startsAt,
  branchName: branches.name,
  sessionId: yearCourseSessions.id,
  sessionTitle: yearCourseSessions.title,
  scheduleTitle: sql<string>`coalesce(${batchSchedules.title}, ${masterSchedules.title})`,
};

/** Enrolments with their course, batch, branch and chosen schedule (a dynamic query: add where/order). */
export const selectCourses = (db: Db) =>
  joinCourseOfEnrollment(db.select(columns).from(enrollments).$dynamic())
    .innerJoin(branches, eq(branches.id, batches.branchId))
    .leftJoin(batchSchedules, eq(batchSchedules.id, enrollments.scheduleId))
    .leftJoin(masterSchedules, eq(masterSchedules.id, enrollments.masterScheduleId));

export type CourseRow = Awaited<ReturnType<ReturnType<typeof selectCourses>["execute"]>>[number];

/** Active courses first, then unpaid, then expired; newest enrolment first within each. */
export const courseOrder = [
  sql`case ${enrollments.status} when 'active' then 0 when 'pending_payment' then 1 else 2 end`,
  desc(enrollments.createdAt),
  desc(enrollments.id),
];

/** The batch schedules whose slots make up the enrolment's timetable (a master schedule has several). */
export async function timetableScheduleIds(db: Db, row: Pick<CourseRow, "scheduleId" | "masterScheduleId">): Promise<number[]> {
  if (row.scheduleId !== null) return [row.scheduleId];
  const parts = await db
    .select({ id: masterScheduleParts.scheduleId })
    .from(masterScheduleParts)
    .where(eq(masterScheduleParts.masterScheduleId, row.masterScheduleId!));
  return parts.map((p) => p.id);
}

export function toCourse(row: CourseRow, nextItem: UpcomingItem | null): DoctorCourse {
  return {
    id: row.id,
    course_id: row.courseId,
    title: row.courseTitle,
    batch_id: row.batchId,
    batch_name: row.batchTitle,
    session: { id: row.sessionId, title: row.sessionTitle },
    schedule: {
      id: (row.scheduleId ?? row.masterScheduleId)!,
      title: row.scheduleTitle,
      kind: row.scheduleId !== null ? "batch" : "master",
    },
    status: row.status,
    enrolled_at: row.createdAt.toISOString(),
    next_item: nextItem,
  };
}

/** The doctor's own enrolment while they still see it (`visible`); anything else is a 404. */
export async function ownCourse(db: Db, doctorId: number, enrollmentId: number | null, now: Date): Promise<CourseRow> {
  const [row] =
    enrollmentId === null
      ? []
      : await selectCourses(db)
          .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.doctorId, doctorId), visible(now)))
          .limit(1);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/** The doctor's own enrolment, and only while it is active (paid and running): what course content hangs on. */
export async function activeCourse(db: Db, doctorId: number, enrollmentId: number | null, now: Date): Promise<CourseRow> {
  const row = await ownCourse(db, doctorId, enrollmentId, now);
  if (row.status !== "active") throw new HttpError(403, COURSE_NOT_ACTIVE);
  return row;
}

/** The course as content pages head themselves with. */
export function courseHeading(row: CourseRow): DoctorTimetable["course"] {
  const { id, title, batch_id, batch_name, session, schedule, status } = toCourse(row, null);
  return { id, title, batch_id, batch_name, session, schedule, status };
}
