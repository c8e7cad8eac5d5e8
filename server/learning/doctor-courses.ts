/**
 * The doctor's courses: their enrolments read as courses, each with its batch, session, timetable
 * and next items. Every read is scoped to the calling doctor, so another doctor's enrolment id
 * behaves exactly like one that does not exist (404), and content beyond the course home needs an
 * active (paid, running) enrolment.
 */
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { DoctorCourse, DoctorCourseDetails, DoctorTimetable, UpcomingItem } from "../contract";
import type { Db } from "../db/client";
import {
  batches,
  batchSchedules,
  branches,
  courses,
  enrollments,
  masterScheduleParts,
  masterSchedules,
  scheduleSlots,
  yearCourseSessions,
} from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { dhakaDate } from "../catalogue/dhaka";
import { numberedSlots, slotsOf } from "../catalogue/schedules";
import { slotsWithExam } from "../exams/course-events";
import { videoCounts } from "../videos/lectures";

const COURSE_NOT_FOUND = "কোর্সটি পাওয়া যায়নি।";
const COURSE_NOT_ACTIVE = "এই কোর্সটি এখন চালু নেই। পেমেন্ট সম্পন্ন হলে বা কোর্স চলাকালীন এই অংশ দেখা যাবে।";
const NEXT_ITEMS = 5;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Enrolments a doctor still sees: paid or expired ones, and unpaid ones inside their hold. */
const visible = (now: Date): SQL =>
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

const selectCourses = (db: Db) =>
  db
    .select(columns)
    .from(enrollments)
    .innerJoin(batches, eq(batches.id, enrollments.batchId))
    .innerJoin(yearCourseSessions, eq(yearCourseSessions.id, batches.sessionId))
    .innerJoin(courses, eq(courses.id, yearCourseSessions.courseId))
    .innerJoin(branches, eq(branches.id, batches.branchId))
    .leftJoin(batchSchedules, eq(batchSchedules.id, enrollments.scheduleId))
    .leftJoin(masterSchedules, eq(masterSchedules.id, enrollments.masterScheduleId))
    .$dynamic();

type CourseRow = Awaited<ReturnType<ReturnType<typeof selectCourses>["execute"]>>[number];

/** The batch schedules whose slots make up the enrolment's timetable (a master schedule has several). */
export async function timetableScheduleIds(db: Db, row: Pick<CourseRow, "scheduleId" | "masterScheduleId">): Promise<number[]> {
  if (row.scheduleId !== null) return [row.scheduleId];
  const parts = await db
    .select({ id: masterScheduleParts.scheduleId })
    .from(masterScheduleParts)
    .where(eq(masterScheduleParts.masterScheduleId, row.masterScheduleId!));
  return parts.map((p) => p.id);
}

/** Classes, exams and solve classes not yet started at `now` (Dhaka wall clock), soonest first. */
async function upcoming(db: Db, scheduleIds: number[], now: Date, limit: number): Promise<UpcomingItem[]> {
  if (scheduleIds.length === 0) return [];
  const today = dhakaDate(now);
  const clock = new Date(now.getTime() + 6 * 3600_000).toISOString().slice(11, 19);
  const rows = await db
    .select()
    .from(scheduleSlots)
    .where(
      and(
        inArray(scheduleSlots.scheduleId, scheduleIds),
        ne(scheduleSlots.kind, "feedback"),
        sql`(${scheduleSlots.date} > ${today} or (${scheduleSlots.date} = ${today} and ${scheduleSlots.startTime} > ${clock}))`,
      ),
    )
    .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.startTime), asc(scheduleSlots.id))
    .limit(limit);
  const withExam = await slotsWithExam(
    db,
    rows.map((s) => s.id),
  );
  return rows.map((s) => ({
    id: s.id,
    has_exam: withExam.has(s.id),
    kind: s.kind,
    topic: s.topic,
    date: s.date,
    start_time: s.startTime.slice(0, 5),
    end_time: s.endTime.slice(0, 5),
    teacher: s.teacher,
  }));
}

function toCourse(row: CourseRow, nextItem: UpcomingItem | null): DoctorCourse {
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

const nextItemOf = async (db: Db, row: CourseRow, now: Date) =>
  row.status === "active" ? ((await upcoming(db, await timetableScheduleIds(db, row), now, 1))[0] ?? null) : null;

/** Active courses first, then unpaid, then expired; newest enrolment first within each. */
const courseOrder = [
  sql`case ${enrollments.status} when 'active' then 0 when 'pending_payment' then 1 else 2 end`,
  desc(enrollments.createdAt),
  desc(enrollments.id),
];

export async function listDoctorCourses(db: Db, doctorId: number, now: Date, page: { perPage: number; offset: number }) {
  const where = and(eq(enrollments.doctorId, doctorId), visible(now));
  const [rows, [total]] = await Promise.all([
    selectCourses(db)
      .where(where)
      .orderBy(...courseOrder)
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(enrollments).where(where),
  ]);
  const data = await Promise.all(rows.map(async (row) => toCourse(row, await nextItemOf(db, row, now))));
  return { total: total?.n ?? 0, data };
}

/** The running (active) enrolments with their next item, in the list's order: the dashboard's, without paging. */
export async function activeDoctorCourses(db: Db, doctorId: number, now: Date) {
  const rows = await selectCourses(db)
    .where(and(eq(enrollments.doctorId, doctorId), eq(enrollments.status, "active")))
    .orderBy(...courseOrder);
  return Promise.all(rows.map(async (row) => toCourse(row, await nextItemOf(db, row, now))));
}

async function ownCourse(db: Db, doctorId: number, enrollmentId: number | null, now: Date): Promise<CourseRow> {
  const [row] =
    enrollmentId === null
      ? []
      : await selectCourses(db)
          .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.doctorId, doctorId), visible(now)))
          .limit(1);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return row;
}

export async function doctorCourseHome(
  db: Db,
  doctorId: number,
  enrollmentId: number | null,
  now: Date,
): Promise<DoctorCourseDetails> {
  const row = await ownCourse(db, doctorId, enrollmentId, now);
  const scheduleIds = await timetableScheduleIds(db, row);
  const active = row.status === "active";
  const [nextItems, kinds] = await Promise.all([
    active ? upcoming(db, scheduleIds, now, NEXT_ITEMS) : Promise.resolve([]),
    scheduleIds.length
      ? db
          .select({ kind: scheduleSlots.kind, n: count() })
          .from(scheduleSlots)
          .where(inArray(scheduleSlots.scheduleId, scheduleIds))
          .groupBy(scheduleSlots.kind)
      : Promise.resolve([]),
  ]);
  const countOf = (kind: string) => kinds.find((k) => k.kind === kind)?.n ?? 0;
  return {
    ...toCourse(row, nextItems[0] ?? null),
    batch: {
      id: row.batchId,
      title: row.batchTitle,
      mode: row.batchMode,
      branch: row.branchName,
      starts_at: row.batchStartsAt.toISOString(),
    },
    next_items: nextItems,
    counts: { lectures: countOf("lecture"), exams: countOf("exam"), solve_classes: countOf("solve_class") },
  };
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

/** The enrolment's whole timetable; only an active enrolment opens it. */
export async function doctorCourseTimetable(
  db: Db,
  doctorId: number,
  enrollmentId: number | null,
  now: Date,
): Promise<DoctorTimetable> {
  const row = await activeCourse(db, doctorId, enrollmentId, now);
  const scheduleIds = await timetableScheduleIds(db, row);
  const slots = numberedSlots(await slotsOf(db, scheduleIds));
  const titles = new Map(
    (
      await db
        .select({ id: batchSchedules.id, title: batches.title })
        .from(batchSchedules)
        .innerJoin(batches, eq(batches.id, batchSchedules.batchId))
        .where(inArray(batchSchedules.id, scheduleIds.length ? scheduleIds : [0]))
    ).map((s) => [s.id, s.title]),
  );
  const slotIds = slots.map((s) => s.id);
  const [withExam, videos] = await Promise.all([slotsWithExam(db, slotIds), videoCounts(db, slotIds, now)]);
  return {
    course: courseHeading(row),
    slots: slots.map(({ scheduleId, ...slot }) => ({
      ...slot,
      batch_title: titles.get(scheduleId) ?? row.batchTitle,
      has_exam: withExam.has(slot.id),
      video_count: videos.get(slot.id) ?? 0,
    })),
  };
}
