/**
 * A doctor's exams as lists: a course's (the enrolment's batch: course and master exams) and the
 * admin-assigned ones, each with the doctor's state. Attempts whose time ran out unseen are
 * submitted on the way (as everywhere else), so a list never shows a stale "in progress".
 */
import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { CourseEventRef, CourseExamList, ExamListItem, FreeExamList } from "../contract";
import type { Db } from "../db/client";
import { enrollments, examAttempts, exams, scheduleSlots } from "../db/schema";
import { activeCourse, courseHeading, timetableScheduleIds } from "../enrollments/courses";
import { examStatus, settleIfOverdue } from "./attempts";
import { freeQuotaOf, quotaLeft } from "./free-quota";
import { paperFullMark, paperOf } from "./papers";
import { reviewAvailableAt } from "./review-policy";

/** The course event of an exam on a slot of the enrolment's timetable, for the portal's exam-status links. */
type EventOf = (slotId: number | null, scheduleId: number | null) => CourseEventRef | null;
const noEvent: EventOf = () => null;

async function listExams(db: Db, doctorId: number, where: SQL, now: Date, eventOf: EventOf): Promise<ExamListItem[]> {
  const rows = await db
    .select({ exam: exams, scheduleId: scheduleSlots.scheduleId, attempt: examAttempts })
    .from(exams)
    .leftJoin(scheduleSlots, eq(scheduleSlots.id, exams.slotId))
    .leftJoin(examAttempts, and(eq(examAttempts.examId, exams.id), eq(examAttempts.doctorId, doctorId)))
    .where(where)
    .orderBy(asc(exams.opensAt), asc(exams.id));
  return Promise.all(
    rows.map(async ({ exam, scheduleId, attempt: found }) => {
      const paper = await paperOf(db, exam);
      const attempt = found && (await settleIfOverdue(db, found, paper.exam, now));
      const { status, canStart } = examStatus(exam, attempt, now);
      const reviewAt = attempt && reviewAvailableAt(exam, attempt);
      const obtained = attempt?.obtainedMark ?? null;
      return {
        id: exam.id,
        kind: exam.kind,
        title: exam.title,
        opens_at: exam.opensAt.toISOString(),
        closes_at: exam.closesAt.toISOString(),
        duration_seconds: exam.durationSeconds,
        review_policy: exam.reviewPolicy,
        question_total: paper.counts.mcq + paper.counts.sba,
        full_mark_x100: paperFullMark(paper),
        pass_mark_x100: exam.passMark,
        event_id: exam.slotId,
        schedule_id: scheduleId,
        course_event: eventOf(exam.slotId, scheduleId),
        status,
        can_start: canStart,
        attempt: attempt && {
          id: attempt.id,
          submitted_at: attempt.submittedAt?.toISOString() ?? null,
          is_pending: attempt.isPending,
          obtained_mark_x100: obtained,
          passed: obtained === null ? null : obtained >= exam.passMark,
        },
        review_available: reviewAt != null && now >= reviewAt,
        review_available_at: reviewAt?.toISOString() ?? null,
      };
    }),
  );
}

/**
 * The exams of the doctor's active course: its batch's, and those on the slots of its timetable (a
 * master schedule's parts come from other batches; decision 009). Another doctor's enrolment is a
 * 404 (activeCourse).
 */
export async function courseExams(
  db: Db,
  doctorId: number,
  enrollmentId: number | null,
  scheduleId: number | undefined,
  now: Date,
): Promise<CourseExamList> {
  const course = await activeCourse(db, doctorId, enrollmentId, now);
  const timetable = await timetableScheduleIds(db, course);
  const ofCourse = and(
    inArray(exams.kind, ["course", "master"]),
    or(eq(exams.batchId, course.batchId), timetable.length ? inArray(scheduleSlots.scheduleId, timetable) : undefined),
  )!;
  const where = scheduleId === undefined ? ofCourse : and(ofCourse, eq(scheduleSlots.scheduleId, scheduleId))!;
  const schedule =
    course.scheduleId !== null
      ? { id: course.scheduleId, kind: "batch" as const }
      : { id: course.masterScheduleId!, kind: "master" as const };
  const eventOf: EventOf = (slotId, slotSchedule) =>
    slotId !== null && slotSchedule !== null && timetable.includes(slotSchedule)
      ? { course_id: course.id, schedule, batch_id: course.batchId, event_id: slotId }
      : null;
  return { course: courseHeading(course), data: await listExams(db, doctorId, where, now, eventOf) };
}

/** Free exams are for every doctor, with this month's quota beside them (decision 056). */
export async function freeExams(db: Db, doctorId: number, now: Date): Promise<FreeExamList> {
  const [data, quota] = await Promise.all([
    listExams(db, doctorId, eq(exams.isFree, true), now, noEvent),
    freeQuotaOf(db, doctorId, now),
  ]);
  const left = quotaLeft(quota);
  return { data: data.map((exam) => ({ ...exam, can_start: exam.can_start && left })), quota };
}

/** Admin-assigned exams are for every doctor with an active course (papers.sittingRight). */
export async function adminExams(db: Db, doctorId: number, now: Date): Promise<{ data: ExamListItem[] }> {
  const [active] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.doctorId, doctorId), eq(enrollments.status, "active")))
    .limit(1);
  return {
    data: active ? await listExams(db, doctorId, and(eq(exams.kind, "admin"), eq(exams.isFree, false))!, now, noEvent) : [],
  };
}
