/**
 * The payments table: reading a doctor's own payments and shaping them for the contract. A doctor
 * asking for someone else's payment gets exactly what a missing one gets.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, inArray, min } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Payment } from "../contract";
import type { Db } from "../db/client";
import {
  batches,
  courses,
  doctorSubscriptions,
  doctors,
  enrollments,
  eventRegistrations,
  events,
  paymentUnitVideos,
  payments,
  subscriptionPlans,
  unitVideos,
  yearCourseSessions,
} from "../db/schema";
import { notFound } from "../http/errors";
import { toTaka } from "../contract/money";
import { dhakaDate } from "../enrollments/dhaka";
import { isRefundDue, refundDue } from "../enrollments/payment-standing";

export type PaymentRow = typeof payments.$inferSelect;

const PAYMENT_LIST_LIMIT = 100;

/** How many paid payments wait for a refund: the `payments_refund_due` gauge reads it at each scrape. */
export async function refundDueCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(refundDue);
  return row?.n ?? 0;
}

/** Seconds since the oldest payment still pending was made, by the API's clock; 0 when none is pending. */
export async function oldestPendingAgeSeconds(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ oldest: min(payments.createdAt) })
    .from(payments)
    .where(eq(payments.status, "pending"));
  return row?.oldest ? Math.max(0, (now.getTime() - row.oldest.getTime()) / 1000) : 0;
}

export async function paymentsToRefund(db: Db): Promise<PaymentRow[]> {
  return db.select().from(payments).where(refundDue).orderBy(asc(payments.id)).limit(PAYMENT_LIST_LIMIT);
}

export const PAYMENT_NOT_FOUND = "পেমেন্টের তথ্যটি পাওয়া যায়নি।";

/** `SPN-20261124-3FA9C2D1`: the day it was made (Dhaka) and eight random hex digits, unique by index. */
export const newInvoiceNumber = (now: Date) =>
  `SPN-${dhakaDate(now).replaceAll("-", "")}-${randomBytes(4).toString("hex").toUpperCase()}`;

const cartCourses = alias(courses, "cart_courses");

const viewColumns = {
  payment: payments,
  payer: { name: doctors.name, phone: doctors.phone },
  enrollmentId: enrollments.id,
  enrollmentInstallments: enrollments.installments,
  batchId: batches.id,
  batchTitle: batches.title,
  course: { slug: courses.slug, title: courses.title },
  event: { id: events.id, name: events.name },
  cartCourse: { id: cartCourses.id, title: cartCourses.title },
  subscription: { id: doctorSubscriptions.id, months: doctorSubscriptions.months, title: subscriptionPlans.title },
};

function viewQuery(db: Db) {
  return db
    .select(viewColumns)
    .from(payments)
    .innerJoin(doctors, eq(doctors.id, payments.doctorId))
    .leftJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
    .leftJoin(batches, eq(batches.id, enrollments.batchId))
    .leftJoin(yearCourseSessions, eq(yearCourseSessions.id, batches.sessionId))
    .leftJoin(courses, eq(courses.id, yearCourseSessions.courseId))
    .leftJoin(eventRegistrations, eq(eventRegistrations.id, payments.eventRegistrationId))
    .leftJoin(events, eq(events.id, eventRegistrations.eventId))
    .leftJoin(cartCourses, eq(cartCourses.id, payments.cartCourseId))
    .leftJoin(doctorSubscriptions, eq(doctorSubscriptions.id, payments.subscriptionId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, doctorSubscriptions.planId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>["execute"]>>[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

type CartLine = { paymentId: number; id: number; title: string; pricePaisa: number };

function toView(
  {
    payment: p,
    payer,
    enrollmentId,
    enrollmentInstallments,
    batchId,
    batchTitle,
    course,
    event,
    cartCourse,
    subscription,
  }: ViewRow,
  lines: CartLine[],
): Payment {
  return {
    id: p.id,
    purpose: p.purpose,
    status: p.status,
    amount: toTaka(p.amountPaisa),
    invoice_number: p.invoiceNumber,
    trx_id: p.trxId,
    message: p.failureMessage,
    created_at: p.createdAt.toISOString(),
    paid_at: iso(p.paidAt),
    refunded_at: iso(p.refundedAt),
    refund_due: isRefundDue(p),
    payer: { name: payer.name ?? "", phone: payer.phone },
    enrollment:
      enrollmentId && batchId && batchTitle && course?.slug
        ? { id: enrollmentId, batch_id: batchId, batch_title: batchTitle, course }
        : null,
    installment: enrollmentInstallments ? { number: p.installmentNumber, count: enrollmentInstallments.length } : null,
    event: event?.id && event.name ? { id: event.id, name: event.name } : null,
    subscription:
      subscription?.id && subscription.title && subscription.months
        ? { id: subscription.id, title: subscription.title, months: subscription.months }
        : null,
    cart:
      cartCourse?.id && cartCourse.title
        ? {
            course: { id: cartCourse.id, title: cartCourse.title },
            videos: lines
              .filter((l) => l.paymentId === p.id)
              .map((l) => ({ id: l.id, title: l.title, price: toTaka(l.pricePaisa) })),
          }
        : null,
  };
}

/** The videos each cart payment buys, at the prices frozen when it started. */
async function cartLines(db: Db, rows: ViewRow[]): Promise<CartLine[]> {
  const ids = rows.filter((r) => r.payment.cartCourseId !== null).map((r) => r.payment.id);
  if (!ids.length) return [];
  return db
    .select({
      paymentId: paymentUnitVideos.paymentId,
      id: unitVideos.id,
      title: unitVideos.title,
      pricePaisa: paymentUnitVideos.pricePaisa,
    })
    .from(paymentUnitVideos)
    .innerJoin(unitVideos, eq(unitVideos.id, paymentUnitVideos.unitVideoId))
    .where(inArray(paymentUnitVideos.paymentId, ids))
    .orderBy(asc(unitVideos.id));
}

const toViews = async (db: Db, rows: ViewRow[]) => {
  const lines = await cartLines(db, rows);
  return rows.map((r) => toView(r, lines));
};

export async function paymentView(db: Db, id: number): Promise<Payment> {
  const [row] = await viewQuery(db).where(eq(payments.id, id)).limit(1);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return (await toViews(db, [row]))[0]!;
}

/** The doctor's payments that reached bKash or ended there, newest first. */
export async function doctorPayments(db: Db, doctorId: number): Promise<Payment[]> {
  const rows = await viewQuery(db)
    .where(eq(payments.doctorId, doctorId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAYMENT_LIST_LIMIT);
  return toViews(db, rows);
}

export async function ownPayment(db: Db, doctorId: number, id: number): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.doctorId, doctorId)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return row;
}

export async function ownPaymentByBkashId(db: Db, doctorId: number, paymentID: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bkashPaymentId, paymentID), eq(payments.doctorId, doctorId)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return row;
}
