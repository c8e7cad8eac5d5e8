/**
 * Pending videos: a class the doctor missed, opened to them alone for a limited time through one
 * of their enrolments. The page of a closed one stays (so the doctor learns why it no longer
 * plays); its videos are refused with a Bengali reason. The enrolment must still be active.
 */
import { and, asc, eq, sql, type SQLWrapper } from "drizzle-orm";
import type { PendingVideoDetails, PendingVideoSummary } from "../contract";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { batches, courses, enrollments, lectureVideos, pendingVideos, scheduleSlots } from "../db/schema";
import { joinCourseOfEnrollment } from "../enrollments/course-joins";
import { HttpError, notFound } from "../http/errors";
import { eventOf, playable, slotVideos, VIDEO_NOT_FOUND } from "./lectures";

const PENDING_NOT_FOUND = "এই মিস করা ক্লাসটি পাওয়া যায়নি।";
export const PENDING_CLOSED = "এই মিস করা ক্লাসের ভিডিও দেখার সময়সীমা শেষ হয়ে গেছে। আবার দেখতে চাইলে একাডেমির সাথে যোগাযোগ করুন।";

const selectPending = (db: Db) =>
  joinCourseOfEnrollment(
    db
      .select({
        pending: pendingVideos,
        slot: scheduleSlots,
        enrollmentId: enrollments.id,
        courseTitle: courses.title,
        batchTitle: batches.title,
      })
      .from(pendingVideos)
      .innerJoin(enrollments, eq(enrollments.id, pendingVideos.enrollmentId))
      .$dynamic(),
  ).innerJoin(scheduleSlots, eq(scheduleSlots.id, pendingVideos.slotId));

type PendingRow = Awaited<ReturnType<ReturnType<typeof selectPending>["execute"]>>[number];

/** The doctor's own, through an enrolment that is still active (a doctor whose course ended loses these too). */
const ownActive = (doctorId: number | SQLWrapper) =>
  and(eq(pendingVideos.doctorId, doctorId), eq(enrollments.doctorId, doctorId), eq(enrollments.status, "active"));

function toSummary(row: PendingRow, now: Date): PendingVideoSummary {
  return {
    id: row.pending.id,
    course: { id: row.enrollmentId, title: row.courseTitle, batch_name: row.batchTitle },
    event: eventOf(row.slot),
    reason: row.pending.reason,
    granted_at: row.pending.grantedAt.toISOString(),
    expires_at: row.pending.expiresAt.toISOString(),
    open: row.pending.expiresAt.getTime() > now.getTime(),
  };
}

export async function listPendingVideos(db: Db, doctorId: number, now: Date): Promise<PendingVideoSummary[]> {
  const rows = await pendingOf(db).execute({ doctorId, now: now.toISOString() });
  return rows.map((r) => toSummary(r, now));
}

/** The dashboard's missed classes: built once per database handle (db/prepared.ts). */
const pendingOf = preparedPerDb((db) =>
  selectPending(db)
    .where(ownActive(sql.placeholder("doctorId")))
    .orderBy(
      sql`case when ${pendingVideos.expiresAt} > ${sql.placeholder("now")}::timestamptz then 0 else 1 end`,
      asc(pendingVideos.expiresAt),
      asc(pendingVideos.id),
    )
    .limit(50)
    .prepare("pending_videos_of_doctor"),
);

async function ownPending(db: Db, doctorId: number, pendingId: number | null): Promise<PendingRow> {
  const [row] =
    pendingId === null
      ? []
      : await selectPending(db)
          .where(and(eq(pendingVideos.id, pendingId), ownActive(doctorId)))
          .limit(1);
  if (!row) throw notFound(PENDING_NOT_FOUND);
  return row;
}

export async function findPendingVideo(
  db: Db,
  doctorId: number,
  pendingId: number | null,
  now: Date,
): Promise<PendingVideoDetails> {
  const row = await ownPending(db, doctorId, pendingId);
  const videos = await slotVideos(db, row.slot.id, now);
  return {
    ...toSummary(row, now),
    videos: videos.map((v) => ({ id: v.id, title: v.title, duration_seconds: v.durationSeconds })),
  };
}

/** One video of the missed class, while its window is open. */
export async function playPendingVideo(
  db: Db,
  doctor: { id: number; phone: string },
  pendingId: number | null,
  videoId: number | null,
  now: Date,
) {
  const row = await ownPending(db, doctor.id, pendingId);
  const summary = toSummary(row, now);
  const [video] =
    videoId === null
      ? []
      : await db
          .select()
          .from(lectureVideos)
          .where(
            and(
              eq(lectureVideos.id, videoId),
              eq(lectureVideos.slotId, row.slot.id),
              sql`${lectureVideos.publishedAt} <= ${now.toISOString()}::timestamptz`,
            ),
          )
          .limit(1);
  if (!video) throw notFound(VIDEO_NOT_FOUND);
  if (!summary.open) throw new HttpError(403, PENDING_CLOSED);
  return { pending: summary, video: playable(video), watermark: doctor.phone };
}
