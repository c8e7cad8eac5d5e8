/** Seeds recorded classes: lecture videos, admin videos and the demo doctor's missed classes (data/lectures.ts). */
import { and, asc, eq, lt, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { dhakaDate } from "../enrollments/dhaka";
import { adminVideoSeeds, lectureVideoParts, PENDING_REASON, pendingVideoSeeds, placeholderYoutubeId } from "./data/lectures";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedLectures(db: Db, now: Date, demoDoctorId: number): Promise<void> {
  const batchIds = new Map(
    (await db.select({ id: schema.batches.id, slug: schema.batches.slug }).from(schema.batches)).map((b) => [b.slug, b.id]),
  );
  const [residency] = await db
    .select({ id: schema.enrollments.id, scheduleId: schema.enrollments.scheduleId })
    .from(schema.enrollments)
    .where(
      and(
        eq(schema.enrollments.doctorId, demoDoctorId),
        eq(schema.enrollments.batchId, batchIds.get("residency-online-regular")!),
        eq(schema.enrollments.status, "active"),
      ),
    );
  if (!residency?.scheduleId) throw new Error("seed: the demo doctor's residency enrolment is missing");

  let n = 0;
  for (const l of lectureVideoParts) {
    const [schedule] = await db
      .select({ id: schema.batchSchedules.id })
      .from(schema.batchSchedules)
      .where(eq(schema.batchSchedules.batchId, batchIds.get(l.batch)!))
      .orderBy(asc(schema.batchSchedules.position), asc(schema.batchSchedules.id))
      .limit(1);
    const lectures = await db
      .select({ id: schema.scheduleSlots.id })
      .from(schema.scheduleSlots)
      .where(and(eq(schema.scheduleSlots.scheduleId, schedule!.id), eq(schema.scheduleSlots.kind, "lecture")))
      .orderBy(asc(schema.scheduleSlots.date), asc(schema.scheduleSlots.startTime));
    await db.insert(schema.lectureVideos).values(
      l.parts.map((title, i) => ({
        slotId: lectures[l.lecture]!.id,
        title,
        youtubeId: placeholderYoutubeId(++n),
        durationSeconds: l.minutes[i]! * 60,
        position: i + 1,
        publishedAt: new Date(now.getTime() - DAY_MS),
      })),
    );
  }

  await db.insert(schema.adminVideos).values(
    adminVideoSeeds.map((v) => ({
      batchId: v.batch === null ? null : batchIds.get(v.batch)!,
      title: v.title,
      description: v.description,
      youtubeId: placeholderYoutubeId(++n),
      durationSeconds: v.minutes * 60,
      publishedAt: new Date(now.getTime() - v.daysAgo * DAY_MS),
    })),
  );

  // Classes already held on another timetable: the recordings a late joiner missed.
  const held = await db
    .select({ id: schema.scheduleSlots.id, topic: schema.scheduleSlots.topic })
    .from(schema.scheduleSlots)
    .where(
      and(
        eq(schema.scheduleSlots.kind, "lecture"),
        lt(schema.scheduleSlots.date, dhakaDate(now)),
        ne(schema.scheduleSlots.scheduleId, residency.scheduleId),
      ),
    )
    .orderBy(asc(schema.scheduleSlots.date), asc(schema.scheduleSlots.id))
    .limit(pendingVideoSeeds.length);
  for (const [i, p] of pendingVideoSeeds.entries()) {
    const slot = held[i]!;
    const grantedAt = new Date(now.getTime() - p.grantedDaysAgo * DAY_MS);
    await db.insert(schema.lectureVideos).values({
      slotId: slot.id,
      title: `${slot.topic}: ক্লাস রেকর্ডিং`,
      youtubeId: placeholderYoutubeId(++n),
      durationSeconds: p.minutes * 60,
      position: 1,
      publishedAt: new Date(grantedAt.getTime() - DAY_MS),
    });
    await db.insert(schema.pendingVideos).values({
      doctorId: demoDoctorId,
      enrollmentId: residency.id,
      slotId: slot.id,
      reason: PENDING_REASON,
      grantedAt,
      expiresAt: new Date(grantedAt.getTime() + p.openDays * DAY_MS),
    });
  }
}
