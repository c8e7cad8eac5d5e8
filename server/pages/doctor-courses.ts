/**
 * The doctor's courses page, course home and timetable: their enrolments (server/enrollments/courses.ts)
 * with the next class or exam, the counts, and each slot's exam and recordings.
 */
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { DoctorCourseDetails, DoctorTimetable, UpcomingItem } from "../contract";
import type { Db } from "../db/client";
import { batches, batchSchedules, enrollments, scheduleSlots } from "../db/schema";
import { preparedPerDb } from "../db/prepared";
import { dhakaClock, dhakaDate } from "../enrollments/dhaka";
import {
  activeCourse,
  courseHeading,
  courseOrder,
  ownCourse,
  selectCourses,
  timetableScheduleIds,
  toCourse,
  visible,
  type CourseRow,
} from "../enrollments/courses";
import { numberedSlots, slotsOf } from "../catalogue/schedules";
import { hasPaidExam, slotsWithExam } from "../exams/course-events";
import { eventOf, videoCounts } from "../videos/lectures";

const NEXT_ITEMS = 5;

/** Classes, exams and solve classes not yet started at `now` (Dhaka wall clock), soonest first. */
async function upcoming(db: Db, scheduleIds: number[], now: Date, limit: number): Promise<UpcomingItem[]> {
  if (scheduleIds.length === 0) return [];
  const rows = await upcomingSlots(db).execute({ scheduleIds, today: dhakaDate(now), clock: dhakaClock(now), limit });
  return rows.map((s) => ({ ...eventOf(s), has_exam: s.hasExam }));
}

/** Every course card's next item (the dashboard, the courses page): built once per database handle (db/prepared.ts). */
const upcomingSlots = preparedPerDb((db) => {
  const today = sql.placeholder("today");
  return db
    .select({
      id: scheduleSlots.id,
      kind: scheduleSlots.kind,
      topic: scheduleSlots.topic,
      date: scheduleSlots.date,
      startTime: scheduleSlots.startTime,
      endTime: scheduleSlots.endTime,
      teacher: scheduleSlots.teacher,
      hasExam: hasPaidExam(db),
    })
    .from(scheduleSlots)
    .where(
      and(
        sql`${scheduleSlots.scheduleId} = any(${sql.placeholder("scheduleIds")}::integer[])`,
        ne(scheduleSlots.kind, "feedback"),
        sql`(${scheduleSlots.date} > ${today}::date or (${scheduleSlots.date} = ${today}::date and ${scheduleSlots.startTime} > ${sql.placeholder("clock")}::time))`,
      ),
    )
    .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.startTime), asc(scheduleSlots.id))
    .limit(sql.placeholder("limit"))
    .prepare("upcoming_slots");
});

const nextItemOf = async (db: Db, row: CourseRow, now: Date) =>
  row.status === "active" ? ((await upcoming(db, await timetableScheduleIds(db, row), now, 1))[0] ?? null) : null;

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
  const rows = await activeCourses(db).execute({ doctorId });
  return Promise.all(rows.map(async (row) => toCourse(row, await nextItemOf(db, row, now))));
}

const activeCourses = preparedPerDb((db) =>
  selectCourses(db)
    .where(and(eq(enrollments.doctorId, sql.placeholder("doctorId")), eq(enrollments.status, "active")))
    .orderBy(...courseOrder)
    .prepare("active_doctor_courses"),
);

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
