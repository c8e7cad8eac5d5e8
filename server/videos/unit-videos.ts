/**
 * Unit videos: a class recording sold on its own (the cart, decision 019) or for months with every
 * other recording of its course (a subscription). Either way it plays like a lecture video
 * (decision 022): on a verified device (the route's `forPaidContent`), with the doctor's phone as a
 * moving watermark, and its YouTube id only in the answer to the doctor entitled to it now.
 * The id comes from the video's `video_link` (spec §3), an embed or watch link of YouTube.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { UnitVideoPlay } from "../contract";
import { youTubeId } from "../contract/youtube-link";
import type { Db } from "../db/client";
import { courses, scheduleSlots, subscriptionPlans, unitVideos, yearCourseSessions } from "../db/schema";
import { joinCourseOfUnitVideo } from "../enrollments/course-joins";
import { boughtUnitVideos } from "../enrollments/payment-standing";
import { unitVideosOnSale } from "../enrollments/unit-videos-on-sale";
import { HttpError, notFound } from "../http/errors";
import { ownOrderRow, subscriptionStatusAt } from "../payments/subscriptions";
import { VIDEO_NOT_FOUND } from "./lectures";

export const NOT_BOUGHT = "এই ভিডিওটি আপনি কেনেননি। ইউনিট ভিডিও কার্ট থেকে কিনে নিন।";
export const SUBSCRIPTION_NOT_ACTIVE = "এই সাবস্ক্রিপশনটি সক্রিয় নয়। ভিডিও দেখতে সাবস্ক্রিপশনের ফি পরিশোধ করুন বা নবায়ন করুন।";
const NOT_IN_SUBSCRIPTION = "ভিডিওটি এই সাবস্ক্রিপশনে নেই।";
const NOT_READY = "ভিডিওটি এখনো দেখার জন্য প্রস্তুত হয়নি। একটু পরে আবার চেষ্টা করুন।";

/** Unit videos with the course they are sold under (slot → timetable → batch → session → course). */
export const unitVideosWithCourse = (db: Db) =>
  joinCourseOfUnitVideo(
    db
      .select({
        id: unitVideos.id,
        title: unitVideos.title,
        description: unitVideos.description,
        durationSeconds: unitVideos.durationSeconds,
        videoLink: unitVideos.videoLink,
        questionsHtml: unitVideos.questionsHtml,
        courseId: yearCourseSessions.courseId,
        courseTitle: courses.title,
        event: { id: scheduleSlots.id, topic: scheduleSlots.topic, date: scheduleSlots.date },
      })
      .from(unitVideos)
      .$dynamic(),
  );

type UnitVideoRow = Awaited<ReturnType<ReturnType<typeof unitVideosWithCourse>["execute"]>>[number];

function toPlay(row: UnitVideoRow, watermark: string): UnitVideoPlay {
  const id = youTubeId(row.videoLink);
  // A link that is not YouTube's cannot play in our player; it is never passed on as it is.
  if (!id) throw new HttpError(409, NOT_READY);
  return {
    course: { id: row.courseId, title: row.courseTitle },
    event: row.event,
    video: {
      id: row.id,
      title: row.title,
      duration_seconds: row.durationSeconds,
      youtube_id: id,
      description: row.description,
      question_html: row.questionsHtml,
    },
    watermark,
  };
}

/**
 * A unit video the doctor bought: a line of one of their standing payments (`boughtUnitVideos`, the one
 * rule for what a payment buys): never one flagged for refund or refunded.
 */
export async function playPurchasedUnitVideo(db: Db, doctor: { id: number; phone: string }, videoId: number | null) {
  const [row] = videoId === null ? [] : await unitVideosWithCourse(db).where(eq(unitVideos.id, videoId)).limit(1);
  if (!row) throw notFound(VIDEO_NOT_FOUND);
  const [bought] = await db
    .select({ id: unitVideos.id })
    .from(unitVideos)
    .where(and(eq(unitVideos.id, row.id), inArray(unitVideos.id, boughtUnitVideos(db, doctor.id))))
    .limit(1);
  if (!bought) throw new HttpError(403, NOT_BOUGHT);
  return toPlay(row, doctor.phone);
}

/** A video of the course of the doctor's own subscription (one on sale: its class has been held), while that subscription runs. */
export async function playSubscriptionVideo(
  db: Db,
  doctor: { id: number; phone: string },
  orderId: number,
  videoId: number,
  now: Date,
) {
  const order = await ownOrderRow(db, doctor.id, orderId);
  if (subscriptionStatusAt(order, now) !== "active") throw new HttpError(403, SUBSCRIPTION_NOT_ACTIVE);
  const [row] = await unitVideosWithCourse(db)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.courseId, yearCourseSessions.courseId))
    .where(and(eq(unitVideos.id, videoId), eq(subscriptionPlans.id, order.planId), unitVideosOnSale(now)))
    .limit(1);
  if (!row) throw notFound(NOT_IN_SUBSCRIPTION);
  return toPlay(row, doctor.phone);
}
