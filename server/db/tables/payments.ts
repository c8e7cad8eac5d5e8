/**
 * Payments through bKash. The amount is always the server's (an enrolment's amount due, an event fee,
 * a cart's sum), in integer paisa. A row is created `pending` before bKash is asked, so the invoice
 * number exists from the start; it becomes `paid` only when bKash's execute or status says Completed
 * with this amount and invoice number (server/payments/settle.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { doctors } from "./accounts";
import { enrollments } from "./catalogue";
import { events } from "./content";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const paymentPurpose = pgEnum("payment_purpose", ["course", "event", "unit_video_cart", "subscription"]);
export const paymentStatus = pgEnum("payment_status", ["pending", "paid", "failed", "cancelled", "refunded"]);

export const eventRegistrationStatus = pgEnum("event_registration_status", ["pending_payment", "active", "cancelled"]);

/** A doctor's registration for an event; the fee is frozen from the event when the registration is made. */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: serial("id").primaryKey(),
    doctorId: integer("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
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
    id: serial("id").primaryKey(),
    doctorId: integer("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "restrict" }),
    purpose: paymentPurpose("purpose").notNull(),
    enrollmentId: integer("enrollment_id").references(() => enrollments.id, { onDelete: "restrict" }),
    eventRegistrationId: integer("event_registration_id").references(() => eventRegistrations.id, { onDelete: "restrict" }),
    amountPaisa: integer("amount_paisa").notNull(),
    invoiceNumber: varchar("invoice_number", { length: 32 }).notNull().unique(),
    status: paymentStatus("status").notNull().default("pending"),
    bkashPaymentId: varchar("bkash_payment_id", { length: 64 }).unique(),
    bkashUrl: varchar("bkash_url", { length: 1000 }),
    trxId: varchar("trx_id", { length: 64 }),
    /** Why a payment failed, in words for the doctor or the operator (bKash's statusMessage, a mismatch…). */
    failureMessage: varchar("failure_message", { length: 300 }),
    refundTrxId: varchar("refund_trx_id", { length: 64 }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    paidAt: at("paid_at"),
    refundedAt: at("refunded_at"),
  },
  (t) => [
    index("payments_doctor_idx").on(t.doctorId, t.createdAt),
    index("payments_status_idx").on(t.status, t.createdAt),
    // Two tabs or a double click on one enrolment share a payment; it is paid at most once.
    uniqueIndex("payments_enrollment_open_unique")
      .on(t.enrollmentId)
      .where(sql`${t.status} in ('pending', 'paid')`),
    uniqueIndex("payments_event_registration_open_unique")
      .on(t.eventRegistrationId)
      .where(sql`${t.status} in ('pending', 'paid')`),
    check("payments_amount", sql`${t.amountPaisa} > 0`),
    check("payments_event_registration", sql`(${t.purpose} = 'event') = (${t.eventRegistrationId} is not null)`),
    check("payments_course_enrollment", sql`(${t.purpose} = 'course') = (${t.enrollmentId} is not null)`),
    check(
      "payments_paid_trx",
      sql`${t.status} not in ('paid', 'refunded') or (${t.trxId} is not null and ${t.paidAt} is not null)`,
    ),
  ],
);
