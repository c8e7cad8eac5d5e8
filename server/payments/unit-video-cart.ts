/**
 * The unit-video cart (decision 019): held here per doctor and course, so it works without
 * JavaScript and on every device. Only video ids come from the browser; prices are read from the
 * videos themselves, and a payment freezes them (payment_unit_videos) when it starts.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { UnitVideoCart } from "../contract";
import type { Db } from "../db/client";
import { courses, paymentUnitVideos, scheduleSlots, unitVideoCartItems, unitVideos } from "../db/schema";
import { joinCourseOfUnitVideo } from "../enrollments/course-joins";
import { unitVideosOnSale } from "../enrollments/unit-videos-on-sale";
import { HttpError, notFound } from "../http/errors";
import { toTaka } from "../contract/money";
import { boughtUnitVideos } from "../enrollments/payment-standing";

export const COURSE_NOT_FOUND = "কোর্সটি পাওয়া যায়নি।";
export const NOT_THIS_COURSE = "ভিডিওটি এই কোর্সের ইউনিট ভিডিওর তালিকায় নেই।";
export const ALREADY_PURCHASED = "এই ভিডিওটি আপনি আগেই কিনেছেন।";

/** The sum of prices in paisa: integer arithmetic, so ৳১৯৯.৫০ + ৳২৫০ is exactly ৳৪৪৯.৫০. */
export const cartTotalPaisa = (prices: readonly number[]) => prices.reduce((sum, p) => sum + p, 0);

const videoColumns = {
  id: unitVideos.id,
  title: unitVideos.title,
  duration: unitVideos.durationSeconds,
  pricePaisa: unitVideos.pricePaisa,
  questionsHtml: unitVideos.questionsHtml,
  event: { id: scheduleSlots.id, topic: scheduleSlots.topic, date: scheduleSlots.date },
};
type VideoRow = { id: number; title: string; duration: number; pricePaisa: number; questionsHtml: string | null } & {
  event: { id: number; topic: string; date: string };
};

const toCartVideo = (v: VideoRow) => ({
  id: v.id,
  title: v.title,
  duration: v.duration,
  price: toTaka(v.pricePaisa),
  event: v.event,
  question_html: v.questionsHtml,
});

export async function findCourse(db: Db, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  return course;
}

/** Whether the course sells the video now: its own recording of a class already held (enrollments/unit-videos-on-sale.ts). */
async function onSaleIn(db: Db, courseId: number, videoId: number, now: Date): Promise<boolean> {
  const [row] = await joinCourseOfUnitVideo(db.select({ id: unitVideos.id }).from(unitVideos).$dynamic())
    .where(and(eq(unitVideos.id, videoId), unitVideosOnSale(now, courseId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The cart's videos the course sells now, with their current prices, in the order they were added: a
 * row the sale rule no longer takes (its class moved later) is neither shown nor paid.
 */
export async function cartVideos(db: Db, doctorId: number, courseId: number, now: Date) {
  return joinCourseOfUnitVideo(
    db
      .select(videoColumns)
      .from(unitVideoCartItems)
      .innerJoin(unitVideos, eq(unitVideos.id, unitVideoCartItems.unitVideoId))
      .$dynamic(),
  )
    .where(
      and(eq(unitVideoCartItems.doctorId, doctorId), eq(unitVideoCartItems.courseId, courseId), unitVideosOnSale(now, courseId)),
    )
    .orderBy(asc(unitVideoCartItems.addedAt), asc(unitVideos.id));
}

/** Unit videos of this course's cart the doctor has bought (`boughtUnitVideos`: lines of their standing payments). */
async function purchasedVideos(db: Db, doctorId: number, courseId: number) {
  return db
    .select(videoColumns)
    .from(unitVideos)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, unitVideos.slotId))
    .where(inArray(unitVideos.id, boughtUnitVideos(db, doctorId, courseId)))
    .orderBy(asc(unitVideos.id));
}

export async function unitVideoCart(db: Db, doctorId: number, courseId: number, now: Date): Promise<UnitVideoCart> {
  const course = await findCourse(db, courseId);
  const [items, purchased] = await Promise.all([
    cartVideos(db, doctorId, courseId, now),
    purchasedVideos(db, doctorId, courseId),
  ]);
  return {
    course,
    items: items.map(toCartVideo),
    total: toTaka(cartTotalPaisa(items.map((v) => v.pricePaisa))),
    purchased: purchased.map(toCartVideo),
  };
}

/** Adds a video the course sells now; a second add of the same video is ignored. */
export async function addToCart(db: Db, doctorId: number, courseId: number, videoId: number, now: Date) {
  await findCourse(db, courseId);
  if (!(await onSaleIn(db, courseId, videoId, now))) {
    throw new HttpError(422, NOT_THIS_COURSE, { unit_video_id: [NOT_THIS_COURSE] });
  }
  const owned = await purchasedVideos(db, doctorId, courseId);
  if (owned.some((v) => v.id === videoId)) throw new HttpError(422, ALREADY_PURCHASED, { unit_video_id: [ALREADY_PURCHASED] });
  await db.insert(unitVideoCartItems).values({ doctorId, courseId, unitVideoId: videoId, addedAt: now }).onConflictDoNothing();
  return unitVideoCart(db, doctorId, courseId, now);
}

export async function removeFromCart(db: Db, doctorId: number, courseId: number, videoId: number, now: Date) {
  await db
    .delete(unitVideoCartItems)
    .where(
      and(
        eq(unitVideoCartItems.doctorId, doctorId),
        eq(unitVideoCartItems.courseId, courseId),
        eq(unitVideoCartItems.unitVideoId, videoId),
      ),
    );
  return unitVideoCart(db, doctorId, courseId, now);
}

export async function clearCart(db: Db, doctorId: number, courseId: number, now: Date) {
  await db
    .delete(unitVideoCartItems)
    .where(and(eq(unitVideoCartItems.doctorId, doctorId), eq(unitVideoCartItems.courseId, courseId)));
  return unitVideoCart(db, doctorId, courseId, now);
}

/** What a paid cart payment grants: its videos leave the cart (the paid lines are the purchase record). */
export async function takePaidVideosOutOfCart(tx: Pick<Db, "delete" | "select">, doctorId: number, paymentId: number) {
  const lines = await tx
    .select({ id: paymentUnitVideos.unitVideoId })
    .from(paymentUnitVideos)
    .where(eq(paymentUnitVideos.paymentId, paymentId));
  if (!lines.length) return;
  await tx.delete(unitVideoCartItems).where(
    and(
      eq(unitVideoCartItems.doctorId, doctorId),
      inArray(
        unitVideoCartItems.unitVideoId,
        lines.map((l) => l.id),
      ),
    ),
  );
}
