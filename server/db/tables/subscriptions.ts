/**
 * Subscriptions: a plan opens every unit video of one course for a chosen number of months. The
 * price is the duration's, frozen on the doctor's order; the order becomes active only in the
 * transaction that marks its bKash payment paid (server/payments/settle.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { at, serialId, partOf } from "../columns";
import { doctors } from "./accounts";
import { courses } from "./catalogue";

export const subscriptionPlans = pgTable("subscription_plans", {
  id: serialId(),
  courseId: partOf("course_id", () => courses.id),
  title: varchar("title", { length: 200 }).notNull(),
  description: text("description").notNull(),
  position: smallint("position").notNull().default(0),
});

export const subscriptionDurations = pgTable(
  "subscription_durations",
  {
    id: serialId(),
    planId: partOf("plan_id", () => subscriptionPlans.id),
    months: smallint("months").notNull(),
    pricePaisa: integer("price_paisa").notNull(),
  },
  (t) => [
    uniqueIndex("subscription_durations_plan_months_unique").on(t.planId, t.months),
    check("subscription_durations_values", sql`${t.months} > 0 and ${t.pricePaisa} > 0`),
  ],
);

export const subscriptionStatus = pgEnum("subscription_status", ["pending_payment", "active"]);

/** A doctor's order of a plan for a duration; active from the payment until `ends_at`. */
export const doctorSubscriptions = pgTable(
  "doctor_subscriptions",
  {
    id: serialId(),
    doctorId: partOf("doctor_id", () => doctors.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: "restrict" }),
    durationId: integer("duration_id")
      .notNull()
      .references(() => subscriptionDurations.id, { onDelete: "restrict" }),
    months: smallint("months").notNull(),
    pricePaisa: integer("price_paisa").notNull(),
    status: subscriptionStatus("status").notNull().default("pending_payment"),
    startsAt: at("starts_at"),
    endsAt: at("ends_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("doctor_subscriptions_doctor_idx").on(t.doctorId, t.createdAt),
    // A second "subscribe" for the same plan and duration while one waits for payment gets that one.
    uniqueIndex("doctor_subscriptions_pending_unique")
      .on(t.doctorId, t.durationId)
      .where(sql`${t.status} = 'pending_payment'`),
    check(
      "doctor_subscriptions_active_dates",
      sql`${t.status} <> 'active' or (${t.startsAt} is not null and ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);
