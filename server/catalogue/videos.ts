/** Free videos (public YouTube lessons) and the unit videos on sale, listed without their links. */
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { FreeVideo, unitVideosQuery } from "../contract";
import type { Db } from "../db/client";
import { batches, courseFamilies, courses, freeVideos, scheduleSlots, unitVideos } from "../db/schema";
import { joinCourseOfUnitVideo } from "../enrollments/course-joins";
import { unitVideosOnSale } from "../enrollments/unit-videos-on-sale";
import type { Listing, PageSlice } from "../http/pagination";
import { toTaka } from "../contract/money";

const freeVideoColumns = {
  video: freeVideos,
  family: { slug: courseFamilies.slug, title: courseFamilies.title },
};

function toFreeVideo({
  video,
  family,
}: {
  video: typeof freeVideos.$inferSelect;
  family: { slug: string; title: string } | null;
}): FreeVideo {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    youtube_id: video.youtubeId,
    youtube_url: `https://www.youtube.com/watch?v=${video.youtubeId}`,
    embed_url: `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&rel=0`,
    thumbnail: `https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`,
    duration: video.durationSeconds,
    published_at: video.publishedAt.toISOString(),
    family,
  };
}

const unitVideoColumns = {
  video: {
    id: unitVideos.id,
    title: unitVideos.title,
    description: unitVideos.description,
    duration: unitVideos.durationSeconds,
    pricePaisa: unitVideos.pricePaisa,
  },
  event: { id: scheduleSlots.id, kind: scheduleSlots.kind, topic: scheduleSlots.topic, date: scheduleSlots.date },
  batch: { id: batches.id, slug: batches.slug, title: batches.title },
  course: { id: courses.id, slug: courses.slug, title: courses.title },
};

export async function listFreeVideos(db: Db, page: PageSlice): Promise<Listing<FreeVideo>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(freeVideoColumns)
      .from(freeVideos)
      .leftJoin(courseFamilies, eq(courseFamilies.id, freeVideos.familyId))
      .orderBy(asc(freeVideos.position), desc(freeVideos.publishedAt), asc(freeVideos.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(freeVideos),
  ]);
  return { rows: rows.map(toFreeVideo), total: total?.n ?? 0 };
}

export async function findFreeVideo(db: Db, id: number): Promise<FreeVideo | undefined> {
  const [row] = await db
    .select(freeVideoColumns)
    .from(freeVideos)
    .leftJoin(courseFamilies, eq(courseFamilies.id, freeVideos.familyId))
    .where(eq(freeVideos.id, id))
    .limit(1);
  return row && toFreeVideo(row);
}

/** The unit videos on sale at `now` (enrollments/unit-videos-on-sale.ts), of one course, batch or class when asked. */
export async function listUnitVideos(db: Db, q: z.output<typeof unitVideosQuery>, page: PageSlice, now: Date) {
  const where = and(
    unitVideosOnSale(now, q.course),
    q.batch ? eq(batches.id, q.batch) : undefined,
    q.event_id ? eq(scheduleSlots.id, q.event_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    joinCourseOfUnitVideo(db.select(unitVideoColumns).from(unitVideos).$dynamic())
      .where(where)
      .orderBy(asc(scheduleSlots.date), asc(unitVideos.position), asc(unitVideos.id))
      .limit(page.perPage)
      .offset(page.offset),
    joinCourseOfUnitVideo(db.select({ n: count() }).from(unitVideos).$dynamic()).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ video, event, batch, course }) => ({
      id: video.id,
      title: video.title,
      description: video.description,
      duration: video.duration,
      price: toTaka(video.pricePaisa),
      event,
      batch,
      course,
    })),
  };
}
