/**
 * Subscription plans, a doctor's orders and what an active order opens. A plan covers every unit
 * video of its course. Prices come from the duration row and are frozen on the order; the order is
 * activated in the transaction that marks its payment paid (`activateSubscription`, from settle.ts).
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { SubscriptionOrder, SubscriptionPlan } from "../contract";
import type { Db } from "../db/client";
import {
  courses,
  doctorSubscriptions,
  scheduleSlots,
  subscriptionDurations,
  subscriptionPlans,
  unitVideos,
  yearCourseSessions,
} from "../db/schema";
import { joinCourseOfUnitVideo } from "../enrollments/course-joins";
import { unitVideosOnSale } from "../enrollments/unit-videos-on-sale";
import { HttpError, notFound } from "../http/errors";
import { toTaka } from "../contract/money";

export const SUBSCRIPTION_NOT_FOUND = "সাবস্ক্রিপশনটি পাওয়া যায়নি।";

/** Unit videos with their course (slot → timetable → batch → session → course); a plan covers those on sale (`unitVideosOnSale`). */
const courseVideos = (db: Db) =>
  joinCourseOfUnitVideo(
    db
      .select({
        id: unitVideos.id,
        title: unitVideos.title,
        courseId: yearCourseSessions.courseId,
        event: { id: scheduleSlots.id, topic: scheduleSlots.topic, date: scheduleSlots.date },
      })
      .from(unitVideos)
      .$dynamic(),
  );

export async function listPlans(db: Db, now: Date): Promise<SubscriptionPlan[]> {
  const plans = await db
    .select({ plan: subscriptionPlans, course: { id: courses.id, title: courses.title } })
    .from(subscriptionPlans)
    .innerJoin(courses, eq(courses.id, subscriptionPlans.courseId))
    .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id));
  if (!plans.length) return [];
  const durations = await db
    .select()
    .from(subscriptionDurations)
    .where(
      inArray(
        subscriptionDurations.planId,
        plans.map((p) => p.plan.id),
      ),
    )
    .orderBy(asc(subscriptionDurations.months));
  const counts = await joinCourseOfUnitVideo(
    db.select({ courseId: yearCourseSessions.courseId, n: count() }).from(unitVideos).$dynamic(),
  )
    .where(unitVideosOnSale(now))
    .groupBy(yearCourseSessions.courseId);
  return plans.map(({ plan, course }) => ({
    id: plan.id,
    title: plan.title,
    description: plan.description,
    course,
    videos: counts.find((c) => c.courseId === course.id)?.n ?? 0,
    durations: durations
      .filter((d) => d.planId === plan.id)
      .map((d) => ({ id: d.id, months: d.months, price: toTaka(d.pricePaisa) })),
  }));
}

type OrderRow = typeof doctorSubscriptions.$inferSelect;

/** Active while paid and not past its end; what opens its videos (server/videos/unit-videos.ts). */
export const subscriptionStatusAt = (row: OrderRow, now: Date): SubscriptionOrder["status"] =>
  row.status === "active" ? (row.endsAt && row.endsAt > now ? "active" : "expired") : "pending_payment";

async function toOrders(db: Db, rows: OrderRow[], now: Date): Promise<SubscriptionOrder[]> {
  if (!rows.length) return [];
  const plans = await db
    .select({ id: subscriptionPlans.id, title: subscriptionPlans.title, course: { id: courses.id, title: courses.title } })
    .from(subscriptionPlans)
    .innerJoin(courses, eq(courses.id, subscriptionPlans.courseId))
    .where(
      inArray(
        subscriptionPlans.id,
        rows.map((r) => r.planId),
      ),
    );
  const videos = await courseVideos(db)
    .where(
      and(
        inArray(
          yearCourseSessions.courseId,
          plans.map((p) => p.course.id),
        ),
        unitVideosOnSale(now),
      ),
    )
    .orderBy(asc(scheduleSlots.date), asc(unitVideos.id));
  return rows.map((row) => {
    const plan = plans.find((p) => p.id === row.planId)!;
    return {
      id: row.id,
      plan,
      months: row.months,
      price: toTaka(row.pricePaisa),
      // Only a standing payment activates an order (settle.ts): an active or expired order is paid.
      amount_due: toTaka(row.status === "pending_payment" ? row.pricePaisa : 0),
      status: subscriptionStatusAt(row, now),
      starts_at: row.startsAt?.toISOString() ?? null,
      ends_at: row.endsAt?.toISOString() ?? null,
      videos: videos.filter((v) => v.courseId === plan.course.id).map((v) => ({ id: v.id, title: v.title, event: v.event })),
    };
  });
}

export async function ownOrderRow(db: Db, doctorId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(doctorSubscriptions)
    .where(and(eq(doctorSubscriptions.id, id), eq(doctorSubscriptions.doctorId, doctorId)))
    .limit(1);
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return row;
}

export const ownOrder = async (db: Db, doctorId: number, id: number, now: Date) =>
  (await toOrders(db, [await ownOrderRow(db, doctorId, id)], now))[0]!;

export async function doctorOrders(db: Db, doctorId: number, now: Date) {
  const rows = await db
    .select()
    .from(doctorSubscriptions)
    .where(eq(doctorSubscriptions.doctorId, doctorId))
    .orderBy(desc(doctorSubscriptions.createdAt), desc(doctorSubscriptions.id))
    .limit(50);
  return toOrders(db, rows, now);
}

/** An order for a plan's duration at the duration's price; the same pending order again if one waits. */
export async function orderSubscription(db: Db, doctorId: number, input: { plan_id: number; duration_id: number }, now: Date) {
  const [duration] = await db
    .select()
    .from(subscriptionDurations)
    .where(and(eq(subscriptionDurations.id, input.duration_id), eq(subscriptionDurations.planId, input.plan_id)))
    .limit(1);
  if (!duration) {
    const said = "এই প্ল্যানে এই মেয়াদটি নেই। তালিকা থেকে একটি মেয়াদ বেছে নিন।";
    throw new HttpError(422, said, { duration_id: [said] });
  }
  await db
    .insert(doctorSubscriptions)
    .values({
      doctorId,
      planId: duration.planId,
      durationId: duration.id,
      months: duration.months,
      pricePaisa: duration.pricePaisa,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(doctorSubscriptions)
    .where(
      and(
        eq(doctorSubscriptions.doctorId, doctorId),
        eq(doctorSubscriptions.durationId, duration.id),
        eq(doctorSubscriptions.status, "pending_payment"),
      ),
    )
    .limit(1);
  return (await toOrders(db, [row!], now))[0]!;
}

/** Called inside settle's transaction: the order runs from the payment for its months. */
export async function activateSubscription(tx: Pick<Db, "update">, subscriptionId: number, now: Date) {
  return tx
    .update(doctorSubscriptions)
    .set({
      status: "active",
      startsAt: now,
      endsAt: sql`${now.toISOString()}::timestamptz + ${doctorSubscriptions.months} * interval '1 month'`,
      updatedAt: now,
    })
    .where(and(eq(doctorSubscriptions.id, subscriptionId), eq(doctorSubscriptions.status, "pending_payment")))
    .returning({ id: doctorSubscriptions.id });
}
