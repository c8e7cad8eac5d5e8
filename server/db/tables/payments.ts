/**
 * Payments through bKash. The amount is always the server's (an enrolment's amount due, an event fee,
 * a cart's sum), in integer paisa. A row is created `pending` before bKash is asked, so the invoice
 * number exists from the start; it becomes `paid` only when bKash's execute or status says Completed
 * with this amount and invoice number (server/payments/settle.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, smallint, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { at, serialId, partOf } from "../columns";
import { doctors } from "./accounts";
import { courses, enrollments, unitVideos } from "./catalogue";
import { events } from "./content";
import { doctorSubscriptions } from "./subscriptions";

export const paymentPurpose = pgEnum("payment_purpose", ["course", "event", "unit_video_cart", "subscription"]);
export const paymentStatus = pgEnum("payment_status", ["pending", "paid", "failed", "cancelled", "refunded"]);

export const eventRegistrationStatus = pgEnum("event_registration_status", ["pending_payment", "active", "cancelled"]);

/** A doctor's registration for an event; the fee is frozen from the event when the registration is made. */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: serialId(),
    doctorId: partOf("doctor_id", () => doctors.id),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    status: eventRegistrationStatus("status").notNull().default("pending_payment"),
    feePaisa: integer("fee_paisa").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_registrations_doctor_event_unique").on(t.doctorId, t.eventId),
    check("event_registrations_fee", sql`${t.feePaisa} >= 0`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: serialId(),
    doctorId: integer("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "restrict" }),
    purpose: paymentPurpose("purpose").notNull(),
    enrollmentId: integer("enrollment_id").references(() => enrollments.id, { onDelete: "restrict" }),
    eventRegistrationId: integer("event_registration_id").references(() => eventRegistrations.id, { onDelete: "restrict" }),
    /** For a unit-video cart payment: the course whose cart it pays (its videos are in payment_unit_videos). */
    cartCourseId: integer("cart_course_id").references(() => courses.id, { onDelete: "restrict" }),
    subscriptionId: integer("subscription_id").references(() => doctorSubscriptions.id, { onDelete: "restrict" }),
    /**
     * Which installment of an enrolment this pays (decision 029). Everything else, and a course paid
     * in full, is paid in one go: installment 1.
     */
    installmentNumber: smallint("installment_number").notNull().default(1),
    amountPaisa: integer("amount_paisa").notNull(),
    invoiceNumber: varchar("invoice_number", { length: 32 }).notNull().unique(),
    status: paymentStatus("status").notNull().default("pending"),
    bkashPaymentId: varchar("bkash_payment_id", { length: 64 }).unique(),
    bkashUrl: varchar("bkash_url", { length: 1000 }),
    trxId: varchar("trx_id", { length: 64 }),
    /** Why a payment failed, in words for the doctor or the operator (bKash's statusMessage, a mismatch…). */
    failureMessage: varchar("failure_message", { length: 300 }),
    /**
     * Why bKash's money for this paid payment counts toward nothing and is owed back (decision 030):
     * a second payment for something already paid, a part whose amount or plan changed, a seat that
     * was released. Null for a payment that stands; kept after the refund as its history.
     */
    refundReason: varchar("refund_reason", { length: 300 }),
    refundTrxId: varchar("refund_trx_id", { length: 64 }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    paidAt: at("paid_at"),
    refundedAt: at("refunded_at"),
  },
  (t) => [
    index("payments_doctor_idx").on(t.doctorId, t.createdAt),
    index("payments_status_idx").on(t.status, t.createdAt),
    // Two tabs or a double click on one installment of an enrolment share a payment; it is paid at most
    // once. A second completed payment is kept too, flagged for refund (refund_reason), outside the index.
    uniqueIndex("payments_enrollment_installment_open_unique")
      .on(t.enrollmentId, t.installmentNumber)
      .where(sql`${t.status} in ('pending', 'paid') and ${t.refundReason} is null`),
    uniqueIndex("payments_event_registration_open_unique")
      .on(t.eventRegistrationId)
      .where(sql`${t.status} in ('pending', 'paid') and ${t.refundReason} is null`),
    uniqueIndex("payments_subscription_open_unique")
      .on(t.subscriptionId)
      .where(sql`${t.status} in ('pending', 'paid') and ${t.refundReason} is null`),
    // Operators' list of money owed back (reconcile, the refund metric).
    index("payments_refund_due_idx")
      .on(t.id)
      .where(sql`${t.status} = 'paid' and ${t.refundReason} is not null`),
    // One open cart payment per doctor and course: a double click or a second tab shares it.
    uniqueIndex("payments_cart_pending_unique")
      .on(t.doctorId, t.cartCourseId)
      .where(sql`${t.status} = 'pending'`),
    check("payments_amount", sql`${t.amountPaisa} > 0`),
    check("payments_installment_number", sql`${t.installmentNumber} between 1 and 12`),
    check("payments_event_registration", sql`(${t.purpose} = 'event') = (${t.eventRegistrationId} is not null)`),
    check("payments_course_enrollment", sql`(${t.purpose} = 'course') = (${t.enrollmentId} is not null)`),
    check("payments_subscription", sql`(${t.purpose} = 'subscription') = (${t.subscriptionId} is not null)`),
    check("payments_unit_video_cart", sql`(${t.purpose} = 'unit_video_cart') = (${t.cartCourseId} is not null)`),
    check(
      "payments_paid_trx",
      sql`${t.status} not in ('paid', 'refunded') or (${t.trxId} is not null and ${t.paidAt} is not null)`,
    ),
  ],
);

/**
 * The unit-video cart, held on the server per doctor and course (decision 019): it works without
 * JavaScript and across devices. No price is stored here: a payment reads the videos' prices when it starts.
 */
export const unitVideoCartItems = pgTable(
  "unit_video_cart_items",
  {
    doctorId: partOf("doctor_id", () => doctors.id),
    courseId: partOf("course_id", () => courses.id),
    unitVideoId: partOf("unit_video_id", () => unitVideos.id),
    addedAt: at("added_at").notNull().defaultNow(),
  },
  // A video is in a doctor's cart at most once: adding it again is ignored.
  (t) => [
    primaryKey({ columns: [t.doctorId, t.unitVideoId] }),
    index("unit_video_cart_doctor_course_idx").on(t.doctorId, t.courseId),
  ],
);

/**
 * What a cart payment buys, with each price frozen when the payment started. A doctor owns a unit
 * video when a line of theirs belongs to a paid payment.
 */
export const paymentUnitVideos = pgTable(
  "payment_unit_videos",
  {
    paymentId: partOf("payment_id", () => payments.id),
    unitVideoId: integer("unit_video_id")
      .notNull()
      .references(() => unitVideos.id, { onDelete: "restrict" }),
    pricePaisa: integer("price_paisa").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.unitVideoId] }),
    index("payment_unit_videos_video_idx").on(t.unitVideoId),
    check("payment_unit_videos_price", sql`${t.pricePaisa} >= 0`),
  ],
);
