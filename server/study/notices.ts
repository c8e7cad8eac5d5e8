/**
 * Notices a doctor receives: site-wide ones, and those of the courses and batches they are or were
 * enrolled in (active or expired enrolments; a held, unpaid seat does not subscribe anyone).
 * Opening a notice marks it read once; later opens keep the first read time.
 */
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { DoctorNotice } from "../contract";
import type { Db } from "../db/client";
import { batches, courses, doctorNotices, enrollments, noticeReads, yearCourseSessions } from "../db/schema";
import { preparedPerDb } from "../db/prepared";
import { joinCourseOfEnrollment } from "../enrollments/course-joins";
import { notFound } from "../http/errors";

const NOTICE_NOT_FOUND = "নোটিশটি পাওয়া যায়নি।";

/** A doctor's id, or the placeholder a prepared statement fills with it. */
type DoctorId = number | SQLWrapper;

/** The enrolments that subscribe a doctor to notices: active or expired (a held, unpaid seat does not). */
const subscribed = (doctorId: DoctorId) =>
  and(eq(enrollments.doctorId, doctorId), inArray(enrollments.status, ["active", "expired"]));

/**
 * Notices that reach the doctor: site-wide ones, and those of their batches and courses. The
 * audience is read inside the statement that uses it (every my page asks for the unread count).
 */
function reaches(db: Db, doctorId: DoctorId): SQL {
  const batchIds = db.select({ id: enrollments.batchId }).from(enrollments).where(subscribed(doctorId));
  const courseIds = joinCourseOfEnrollment(db.select({ id: yearCourseSessions.courseId }).from(enrollments).$dynamic()).where(
    subscribed(doctorId),
  );
  return or(
    eq(doctorNotices.scope, "site"),
    inArray(doctorNotices.courseId, courseIds),
    inArray(doctorNotices.batchId, batchIds),
  )!;
}

const noticeColumns = {
  notice: doctorNotices,
  courseTitle: courses.title,
  batchTitle: batches.title,
  readAt: noticeReads.readAt,
};

/** Notices with their course, batch and this doctor's read; `also` adds columns (the dashboard's unread total). */
const select = <Also extends Record<string, SQL.Aliased | SQL>>(db: Db, doctorId: DoctorId, also?: Also) =>
  db
    .select({ ...noticeColumns, ...(also as Also) })
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

const published = (now: Date | SQLWrapper) =>
  sql`${doctorNotices.publishedAt} <= ${now instanceof Date ? now.toISOString() : now}::timestamptz`;

/** Every my page's badge: built once per database handle (db/prepared.ts). */
const unreadCount = preparedPerDb((db) => {
  const doctorId = sql.placeholder("doctorId");
  return db
    .select({ n: count() })
    .from(doctorNotices)
    .leftJoin(noticeReads, and(eq(noticeReads.noticeId, doctorNotices.id), eq(noticeReads.doctorId, doctorId)))
    .where(and(reaches(db, doctorId), published(sql.placeholder("now")), isNull(noticeReads.noticeId)))
    .prepare("unread_notice_count");
});

export async function unreadNoticeCount(db: Db, doctorId: number, now: Date): Promise<number> {
  const [row] = await unreadCount(db).execute({ doctorId, now: now.toISOString() });
  return row?.n ?? 0;
}

export async function listNotices(
  db: Db,
  doctorId: number,
  now: Date,
  page: { perPage: number; offset: number },
  unreadOnly: boolean,
) {
  const where = and(reaches(db, doctorId), published(now), unreadOnly ? isNull(noticeReads.noticeId) : undefined);
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

/**
 * The newest `limit` unread notices and how many are unread (the dashboard's card), in one statement:
 * the window count is taken over every unread row before the limit; no row means none unread.
 */
export async function newestUnreadNotices(db: Db, doctorId: number, now: Date, limit: number) {
  const rows = await newestUnread(db).execute({ doctorId, now: now.toISOString(), limit });
  return { data: rows.map(toNotice), unread: rows[0]?.unread ?? 0 };
}

const newestUnread = preparedPerDb((db) => {
  const doctorId = sql.placeholder("doctorId");
  return select(db, doctorId, { unread: sql<number>`count(*) over ()`.mapWith(Number) })
    .where(and(reaches(db, doctorId), published(sql.placeholder("now")), isNull(noticeReads.noticeId)))
    .orderBy(desc(doctorNotices.publishedAt), desc(doctorNotices.id))
    .limit(sql.placeholder("limit"))
    .prepare("newest_unread_notices");
});

/** The notice, marked read by this doctor; a notice that does not reach them is a 404. */
export async function readNotice(db: Db, doctorId: number, noticeId: number | null, now: Date) {
  const find = async () =>
    noticeId === null
      ? undefined
      : (
          await select(db, doctorId)
            .where(and(eq(doctorNotices.id, noticeId), reaches(db, doctorId), published(now)))
            .limit(1)
        )[0];
  const row = await find();
  if (!row) throw notFound(NOTICE_NOT_FOUND);
  if (!row.readAt) {
    await db.insert(noticeReads).values({ noticeId: row.notice.id, doctorId, readAt: now }).onConflictDoNothing();
  }
  return { notice: toNotice((await find())!), unread: await unreadNoticeCount(db, doctorId, now) };
}
