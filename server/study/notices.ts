/**
 * Notices a doctor receives: site-wide ones, and those of the courses and batches they are or were
 * enrolled in (active or expired enrolments; a held, unpaid seat does not subscribe anyone).
 * Opening a notice marks it read once; later opens keep the first read time.
 */
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { DoctorNotice } from "../contract";
import type { Db } from "../db/client";
import { batches, courses, doctorNotices, enrollments, noticeReads, yearCourseSessions } from "../db/schema";
import { joinCourseOfEnrollment } from "../enrollments/course-joins";
import { notFound } from "../http/errors";

const NOTICE_NOT_FOUND = "নোটিশটি পাওয়া যায়নি।";

/** The doctor's batches and courses that notices reach. */
async function audience(db: Db, doctorId: number) {
  const rows = await joinCourseOfEnrollment(
    db.selectDistinct({ batchId: enrollments.batchId, courseId: yearCourseSessions.courseId }).from(enrollments).$dynamic(),
  ).where(and(eq(enrollments.doctorId, doctorId), inArray(enrollments.status, ["active", "expired"])));
  return { batchIds: rows.map((r) => r.batchId), courseIds: [...new Set(rows.map((r) => r.courseId))] };
}

function reaches({ batchIds, courseIds }: { batchIds: number[]; courseIds: number[] }): SQL {
  return or(
    eq(doctorNotices.scope, "site"),
    courseIds.length ? inArray(doctorNotices.courseId, courseIds) : sql`false`,
    batchIds.length ? inArray(doctorNotices.batchId, batchIds) : sql`false`,
  )!;
}

const select = (db: Db, doctorId: number) =>
  db
    .select({
      notice: doctorNotices,
      courseTitle: courses.title,
      batchTitle: batches.title,
      readAt: noticeReads.readAt,
    })
    .from(doctorNotices)
    .leftJoin(courses, eq(courses.id, doctorNotices.courseId))
    .leftJoin(batches, eq(batches.id, doctorNotices.batchId))
    .leftJoin(noticeReads, and(eq(noticeReads.noticeId, doctorNotices.id), eq(noticeReads.doctorId, doctorId)))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];

const toNotice = ({ notice, courseTitle, batchTitle, readAt }: Row): DoctorNotice => ({
  id: notice.id,
  scope: notice.scope,
  scope_title: notice.scope === "course" ? courseTitle : notice.scope === "batch" ? batchTitle : null,
  title: notice.title,
  body: notice.body,
  published_at: notice.publishedAt.toISOString(),
  read_at: readAt?.toISOString() ?? null,
});

const published = (now: Date) => sql`${doctorNotices.publishedAt} <= ${now.toISOString()}::timestamptz`;

export async function unreadNoticeCount(db: Db, doctorId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(doctorNotices)
    .leftJoin(noticeReads, and(eq(noticeReads.noticeId, doctorNotices.id), eq(noticeReads.doctorId, doctorId)))
    .where(and(reaches(await audience(db, doctorId)), published(now), isNull(noticeReads.noticeId)));
  return row?.n ?? 0;
}

export async function listNotices(
  db: Db,
  doctorId: number,
  now: Date,
  page: { perPage: number; offset: number },
  unreadOnly: boolean,
) {
  const where = and(reaches(await audience(db, doctorId)), published(now), unreadOnly ? isNull(noticeReads.noticeId) : undefined);
  const [rows, [total], unread] = await Promise.all([
    select(db, doctorId)
      .where(where)
      .orderBy(desc(doctorNotices.publishedAt), desc(doctorNotices.id))
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(doctorNotices)
      .leftJoin(noticeReads, and(eq(noticeReads.noticeId, doctorNotices.id), eq(noticeReads.doctorId, doctorId)))
      .where(where),
    unreadNoticeCount(db, doctorId, now),
  ]);
  return { total: total?.n ?? 0, data: rows.map(toNotice), unread };
}

/** The newest `limit` unread notices and how many are unread (the dashboard's card): one audience read, two queries. */
export async function newestUnreadNotices(db: Db, doctorId: number, now: Date, limit: number) {
  const unread = and(reaches(await audience(db, doctorId)), published(now), isNull(noticeReads.noticeId));
  const [rows, [total]] = await Promise.all([
    select(db, doctorId).where(unread).orderBy(desc(doctorNotices.publishedAt), desc(doctorNotices.id)).limit(limit),
    db
      .select({ n: count() })
      .from(doctorNotices)
      .leftJoin(noticeReads, and(eq(noticeReads.noticeId, doctorNotices.id), eq(noticeReads.doctorId, doctorId)))
      .where(unread),
  ]);
  return { data: rows.map(toNotice), unread: total?.n ?? 0 };
}

/** The notice, marked read by this doctor; a notice that does not reach them is a 404. */
export async function readNotice(db: Db, doctorId: number, noticeId: number | null, now: Date) {
  const find = async () =>
    noticeId === null
      ? undefined
      : (
          await select(db, doctorId)
            .where(and(eq(doctorNotices.id, noticeId), reaches(await audience(db, doctorId)), published(now)))
            .limit(1)
        )[0];
  const row = await find();
  if (!row) throw notFound(NOTICE_NOT_FOUND);
  if (!row.readAt) {
    await db.insert(noticeReads).values({ noticeId: row.notice.id, doctorId, readAt: now }).onConflictDoNothing();
  }
  return { notice: toNotice((await find())!), unread: await unreadNoticeCount(db, doctorId, now) };
}
