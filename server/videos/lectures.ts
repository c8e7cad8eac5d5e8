/**
 * Who may play which recording (docs/decisions/022-video-access-and-photos.md). Every function
 * takes the calling doctor and answers only from their own enrolments: an id that is not theirs is
 * a 404 exactly like one that does not exist, and a playable YouTube id leaves only through these.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { AdminVideoSummary, Lecture, PlayableVideo } from "../contract";
import type { Db } from "../db/client";
import { adminVideos, batches, enrollments, lectureVideos, scheduleSlots } from "../db/schema";
import { notFound } from "../http/errors";
import { activeCourse, courseHeading, timetableScheduleIds } from "../enrollments/courses";

const EVENT_NOT_FOUND = "ক্লাসটি পাওয়া যায়নি।";
export const VIDEO_NOT_FOUND = "ভিডিওটি পাওয়া যায়নি।";

type SlotRow = typeof scheduleSlots.$inferSelect;
type VideoRow = typeof lectureVideos.$inferSelect;

/** A timetable slot as every answer names it (the contract's timetableSlot): times without seconds. */
export const eventOf = (
  s: Pick<SlotRow, "id" | "kind" | "topic" | "date" | "startTime" | "endTime" | "teacher">,
): Lecture["event"] => ({
  id: s.id,
  kind: s.kind,
  topic: s.topic,
  date: s.date,
  start_time: s.startTime.slice(0, 5),
  end_time: s.endTime.slice(0, 5),
  teacher: s.teacher,
});

export const playable = (v: Pick<VideoRow, "id" | "title" | "durationSeconds" | "youtubeId">): PlayableVideo => ({
  id: v.id,
  title: v.title,
  duration_seconds: v.durationSeconds,
  youtube_id: v.youtubeId,
});

/** The published recordings of a slot, in order. */
export const slotVideos = (db: Db, slotId: number, now: Date) =>
  db
    .select()
    .from(lectureVideos)
    .where(and(eq(lectureVideos.slotId, slotId), sql`${lectureVideos.publishedAt} <= ${now.toISOString()}::timestamptz`))
    .orderBy(asc(lectureVideos.position), asc(lectureVideos.id));

/** How many recordings each slot has published, for the timetable's links. */
export async function videoCounts(db: Db, slotIds: number[], now: Date): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select({ slotId: lectureVideos.slotId, n: count() })
    .from(lectureVideos)
    .where(and(inArray(lectureVideos.slotId, slotIds), sql`${lectureVideos.publishedAt} <= ${now.toISOString()}::timestamptz`))
    .groupBy(lectureVideos.slotId);
  return new Map(rows.map((r) => [r.slotId, r.n]));
}

/** A slot of the enrolment's own timetable with its recordings; the enrolment must be active (403 otherwise). */
export async function doctorLecture(
  db: Db,
  doctor: { id: number; phone: string },
  enrollmentId: number | null,
  eventId: number | null,
  now: Date,
): Promise<Lecture> {
  const course = await activeCourse(db, doctor.id, enrollmentId, now);
  const scheduleIds = await timetableScheduleIds(db, course);
  const [slot] =
    eventId === null || scheduleIds.length === 0
      ? []
      : await db
          .select()
          .from(scheduleSlots)
          .where(and(eq(scheduleSlots.id, eventId), inArray(scheduleSlots.scheduleId, scheduleIds)))
          .limit(1);
  if (!slot) throw notFound(EVENT_NOT_FOUND);
  const videos = await slotVideos(db, slot.id, now);
  return { course: courseHeading(course), event: eventOf(slot), videos: videos.map(playable), watermark: doctor.phone };
}

/** Admin videos open to a doctor: posted for a batch they are actively enrolled in, or for everyone with a running course. */
function openAdminVideos(doctorId: number, now: Date) {
  const active = and(eq(enrollments.doctorId, doctorId), eq(enrollments.status, "active"));
  return and(
    sql`${adminVideos.publishedAt} <= ${now.toISOString()}::timestamptz`,
    or(
      and(isNull(adminVideos.batchId), sql`exists (select 1 from ${enrollments} where ${active})`),
      sql`${adminVideos.batchId} in (select ${enrollments.batchId} from ${enrollments} where ${active})`,
    ),
  );
}

const adminColumns = {
  id: adminVideos.id,
  title: adminVideos.title,
  description: adminVideos.description,
  youtubeId: adminVideos.youtubeId,
  durationSeconds: adminVideos.durationSeconds,
  publishedAt: adminVideos.publishedAt,
  batchTitle: batches.title,
};

function toAdminSummary(r: {
  id: number;
  title: string;
  description: string;
  durationSeconds: number;
  publishedAt: Date;
  batchTitle: string | null;
}): AdminVideoSummary {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    duration_seconds: r.durationSeconds,
    published_at: r.publishedAt.toISOString(),
    batch_title: r.batchTitle,
  };
}

export async function listAdminVideos(db: Db, doctorId: number, now: Date, page: { perPage: number; offset: number }) {
  const where = openAdminVideos(doctorId, now);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(adminVideos)
      .leftJoin(batches, eq(batches.id, adminVideos.batchId))
      .where(where)
      .orderBy(desc(adminVideos.publishedAt), desc(adminVideos.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(adminVideos).where(where),
  ]);
  return { total: total?.n ?? 0, data: rows.map(toAdminSummary) };
}

export async function findAdminVideo(db: Db, doctor: { id: number; phone: string }, videoId: number | null, now: Date) {
  const [row] =
    videoId === null
      ? []
      : await db
          .select(adminColumns)
          .from(adminVideos)
          .leftJoin(batches, eq(batches.id, adminVideos.batchId))
          .where(and(eq(adminVideos.id, videoId), openAdminVideos(doctor.id, now)))
          .limit(1);
  if (!row) throw notFound(VIDEO_NOT_FOUND);
  return { video: { ...toAdminSummary(row), youtube_id: row.youtubeId }, watermark: doctor.phone };
}
