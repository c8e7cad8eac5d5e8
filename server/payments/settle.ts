/**
 * Deciding what became of a payment. The only truth about money is bKash's own answer (decisions
 * 018 and 030); the browser's callback, in either direction, only says when to ask:
 * - paid: only when execute, or payment/status, says Completed for this paymentID with exactly the
 *   amount and invoice number we stored. The payment and what it buys change in one transaction that
 *   locks the payment row and then what it buys, so a replayed callback, a double click or two tabs
 *   settle it once and activate once. bKash's Completed wins even over a cancel we recorded earlier.
 * - paid but counting toward nothing: a Completed payment that no longer fits what it was for (that
 *   part is paid by another payment, its amount or plan changed, the seat was released), or that
 *   bKash completed for another amount or invoice than we asked, is recorded as paid with its trxID
 *   and a `refund_reason`; operators refund it (refund.ts, reconcile's list, the
 *   `payments_refund_due` metric). Recording it never fails, so money bKash took is never lost.
 * - cancelled or failed: only when bKash says Cancelled, Failed or Expired. A callback's cancel or
 *   failure while bKash still says Initiated (or cannot be asked) leaves the payment pending: it is
 *   still being paid, and reconcile or the doctor's next visit asks again.
 * - never started: a pending row without a bKash paymentID (the API died while bKash answered
 *   create) is cancelled once that call's time has surely passed; no wallet page was ever shown.
 */
import { and, asc, eq, gt, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { doctorSubscriptions, doctors, enrollments, eventRegistrations, paymentUnitVideos, payments } from "../db/schema";
import { enrollmentParts } from "../enrollments/installments";
import { boughtUnitVideos, pendingOrStandingPaid } from "../enrollments/payment-standing";
import { BkashRefused, BkashUnreachable, type BkashPayment, type PaymentGateway } from "./bkash";
import { paymentsToRefund, type PaymentRow } from "./records";
import { activateSubscription } from "./subscriptions";
import { takePaidVideosOutOfCart } from "./unit-video-cart";

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * bKash's create is a token call (refresh, then grant if refused) and the create itself, each cut at
 * BKASH_TIMEOUT_MS (at most 60 s): after five minutes no answer to it can still be written.
 */
export const NEVER_STARTED_AFTER_MS = 5 * 60 * 1000;

export const MESSAGES = {
  cancelled: "বিকাশ পেমেন্টটি বাতিল করা হয়েছে। কোনো টাকা কাটা হয়নি।",
  failed: "বিকাশ পেমেন্টটি সম্পন্ন হয়নি। কোনো টাকা কাটা হয়নি।",
  neverStarted: "বিকাশ পেমেন্টটি শুরুই হয়নি, তাই বাতিল করা হয়েছে। কোনো টাকা কাটা হয়নি।",
  mismatch: "বিকাশের উত্তরে পেমেন্টটি চেনা গেল না, তাই এটি গ্রহণ করা হয়নি। আমাদের সাপোর্টে যোগাযোগ করুন।",
  amountMismatch:
    "বিকাশে পেমেন্টটি সম্পন্ন হয়েছে, কিন্তু চাওয়া পরিমাণ বা ইনভয়েস নম্বরের সঙ্গে মেলেনি, তাই এটি কোনো ফি হিসেবে গণ্য হয়নি। টাকাটি আপনার বিকাশ অ্যাকাউন্টে ফেরত দেওয়া হবে।",
  refundDue:
    "বিকাশে পেমেন্টটি সম্পন্ন হয়েছে, কিন্তু এই ফি আগেই পরিশোধিত বা এর পরিমাণ বদলে গেছে। টাকাটি আপনার বিকাশ অ্যাকাউন্টে ফেরত দেওয়া হবে।",
  confirming: "বিকাশ থেকে পেমেন্টের নিশ্চয়তা এখনো পাওয়া যায়নি। কিছুক্ষণ পরে এই পাতাটি আবার দেখুন।",
} as const;

/** bKash's answer is about money taken for this payment: Completed, for its paymentID, with a trxID and an amount. */
const isAbout = (row: PaymentRow, result: BkashPayment): result is BkashPayment & { trxID: string; amountPaisa: number } =>
  result.transactionStatus === "Completed" &&
  result.paymentID === row.bkashPaymentId &&
  Boolean(result.trxID) &&
  (result.amountPaisa ?? 0) > 0;

/** Why bKash's Completed is not what we asked for (another amount or invoice), or null when it is. */
const mismatchOf = (row: PaymentRow, result: BkashPayment & { amountPaisa: number }) =>
  result.amountPaisa === row.amountPaisa && result.merchantInvoiceNumber === row.invoiceNumber
    ? null
    : `amount_mismatch: bKash completed ${result.amountPaisa} paisa for invoice ${result.merchantInvoiceNumber}, ` +
      `not the ${row.amountPaisa} paisa for invoice ${row.invoiceNumber} we asked`;

/** Another payment holding the same target (open at bKash, or paid and standing), if any. */
async function otherHolder(tx: Tx, p: PaymentRow) {
  const sameTarget =
    p.enrollmentId !== null
      ? and(eq(payments.enrollmentId, p.enrollmentId), eq(payments.installmentNumber, p.installmentNumber))
      : p.subscriptionId !== null
        ? eq(payments.subscriptionId, p.subscriptionId)
        : eq(payments.eventRegistrationId, p.eventRegistrationId!);
  const [other] = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(and(sameTarget, ne(payments.id, p.id), pendingOrStandingPaid))
    .limit(1);
  return other ? `payment ${other.id} (${other.status}) already holds it` : null;
}

/**
 * Why a Completed payment no longer fits what it was for, or null when it does. Locks what it buys
 * first (the enrolment, registration or order; a doctor's row for the cart), as starting a payment
 * and switching a plan do, so two completions for one thing take turns.
 */
async function whyItNoLongerFits(tx: Tx, p: PaymentRow): Promise<string | null> {
  if (p.cartCourseId !== null) {
    // NO KEY UPDATE: it queues cart completions of one doctor without blocking rows that merely reference the doctor.
    await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, p.doctorId)).for("no key update");
    // The payment being settled is still pending here, so what the doctor owns is what other payments bought.
    const [overlap] = await tx
      .select({ id: paymentUnitVideos.unitVideoId })
      .from(paymentUnitVideos)
      .where(
        and(
          eq(paymentUnitVideos.paymentId, p.id),
          inArray(paymentUnitVideos.unitVideoId, boughtUnitVideos(tx, p.doctorId, p.cartCourseId)),
        ),
      )
      .limit(1);
    return overlap ? `unit video ${overlap.id} was already bought by another payment` : null;
  }
  if (p.enrollmentId !== null) {
    const [e] = await tx.select().from(enrollments).where(eq(enrollments.id, p.enrollmentId)).for("update");
    const part = enrollmentParts(e!).find((x) => x.number === p.installmentNumber);
    if (!part || part.amountPaisa !== p.amountPaisa) {
      return `enrolment ${e!.id} no longer has an installment ${p.installmentNumber} of ${p.amountPaisa} paisa (plan or amount changed)`;
    }
    const wanted = p.installmentNumber === 1 ? "pending_payment" : "active";
    if (e!.status !== wanted) return `enrolment ${e!.id} is ${e!.status}, not ${wanted}`;
    return otherHolder(tx, p);
  }
  if (p.subscriptionId !== null) {
    const [o] = await tx.select().from(doctorSubscriptions).where(eq(doctorSubscriptions.id, p.subscriptionId)).for("update");
    if (o!.pricePaisa !== p.amountPaisa) return `subscription order ${o!.id} costs ${o!.pricePaisa} paisa`;
    if (o!.status !== "pending_payment") return `subscription order ${o!.id} is ${o!.status}`;
    return otherHolder(tx, p);
  }
  const [r] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, p.eventRegistrationId!)).for("update");
  if (r!.feePaisa !== p.amountPaisa) return `event registration ${r!.id} costs ${r!.feePaisa} paisa`;
  if (r!.status !== "pending_payment") return `event registration ${r!.id} is ${r!.status}`;
  return otherHolder(tx, p);
}

/** What a fitting payment buys becomes the doctor's (checked to be waiting for it, under its lock). */
async function grant(tx: Tx, p: PaymentRow, now: Date): Promise<void> {
  // The paid lines are the purchase: the videos are the doctor's from this commit on.
  if (p.cartCourseId !== null) return takePaidVideosOutOfCart(tx, p.doctorId, p.id);
  // A later installment of an active enrolment: being paid is all there is to it.
  if (p.enrollmentId !== null && p.installmentNumber > 1) return;
  if (p.subscriptionId !== null) {
    await activateSubscription(tx, p.subscriptionId, now);
  } else if (p.enrollmentId !== null) {
    await tx.update(enrollments).set({ status: "active", updatedAt: now }).where(eq(enrollments.id, p.enrollmentId));
  } else {
    await tx
      .update(eventRegistrations)
      .set({ status: "active", updatedAt: now })
      .where(eq(eventRegistrations.id, p.eventRegistrationId!));
  }
}

/**
 * What a standing payment bought stops being the doctor's when its money goes back (refund.ts), the
 * mirror of `grant`: the enrolment and the registration are cancelled, the subscription ends now. A
 * cart's videos need nothing: they are owned through standing payments' lines alone.
 */
export async function revoke(tx: Tx, p: PaymentRow, now: Date): Promise<void> {
  if (p.cartCourseId !== null) return;
  if (p.subscriptionId !== null) {
    await tx.update(doctorSubscriptions).set({ endsAt: now, updatedAt: now }).where(eq(doctorSubscriptions.id, p.subscriptionId));
  } else if (p.enrollmentId !== null) {
    await tx.update(enrollments).set({ status: "cancelled", updatedAt: now }).where(eq(enrollments.id, p.enrollmentId));
  } else {
    await tx
      .update(eventRegistrations)
      .set({ status: "cancelled", updatedAt: now })
      .where(eq(eventRegistrations.id, p.eventRegistrationId!));
  }
}

/** bKash says Completed: the money is recorded, and counted toward what it buys only if it still fits. */
async function recordCompleted(db: Db, row: PaymentRow, result: BkashPayment, now: Date, log: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, row.id)).for("update");
    if (!locked || locked.status === "paid" || locked.status === "refunded") return;
    if (!isAbout(locked, result)) {
      log.error({ payment_id: locked.id, bkash: result }, "bKash Completed without this payment's id, a trxID or an amount");
      await tx
        .update(payments)
        .set({ status: "failed", failureMessage: MESSAGES.mismatch, updatedAt: now })
        .where(eq(payments.id, locked.id));
      return;
    }
    // Money bKash took for another amount pays for nothing; the row keeps what bKash holds, so the refund returns exactly that.
    const mismatch = mismatchOf(locked, result);
    const refundReason = mismatch ?? (await whyItNoLongerFits(tx, locked));
    await tx
      .update(payments)
      .set({
        status: "paid",
        trxId: result.trxID,
        amountPaisa: result.amountPaisa,
        paidAt: now,
        refundReason,
        failureMessage: mismatch ? MESSAGES.amountMismatch : refundReason ? MESSAGES.refundDue : null,
        updatedAt: now,
      })
      .where(eq(payments.id, locked.id));
    if (refundReason) {
      log.error({ payment_id: locked.id, trx_id: result.trxID, reason: refundReason }, "paid payment flagged for refund");
      return;
    }
    await grant(tx, locked, now);
  });
}

async function recordEnding(db: Db, row: PaymentRow, status: "failed" | "cancelled", message: string, now: Date) {
  await db
    .update(payments)
    .set({ status, failureMessage: message, updatedAt: now })
    .where(and(eq(payments.id, row.id), eq(payments.status, "pending")));
}

/** bKash's view, or null when bKash could not be asked. */
async function askStatus(gateway: PaymentGateway, paymentID: string): Promise<BkashPayment | null> {
  try {
    return await gateway.status(paymentID);
  } catch (err) {
    if (err instanceof BkashUnreachable || err instanceof BkashRefused) return null;
    throw err;
  }
}

export type SettleOptions = {
  /** Ask bKash to complete the payment (after a success callback, or in reconcile). */
  execute: boolean;
  now: Date;
  log: Logger;
};

/**
 * Settles a payment from bKash's answers. A pending one may become paid, cancelled or failed; a
 * cancelled one may still turn out paid (a stale tab, or a cancel recorded before decision 030).
 */
export async function settle(db: Db, gateway: PaymentGateway, row: PaymentRow, options: SettleOptions): Promise<void> {
  if (row.status === "paid" || row.status === "refunded") return;
  const { now, log } = options;
  if (!row.bkashPaymentId) {
    if (row.status === "pending" && now.getTime() - row.createdAt.getTime() > NEVER_STARTED_AFTER_MS) {
      await recordEnding(db, row, "cancelled", MESSAGES.neverStarted, now);
    }
    return;
  }

  let result: BkashPayment | null = null;
  if (options.execute) {
    try {
      result = await gateway.execute(row.bkashPaymentId);
    } catch (err) {
      if (!(err instanceof BkashUnreachable || err instanceof BkashRefused)) throw err;
      // Uncertain, or refused because another tab already executed it: bKash's status decides.
      log.warn({ payment_id: row.id, err: err.message }, "bKash execute did not answer Completed; asking payment/status");
    }
  }
  if (result?.transactionStatus !== "Completed") result = (await askStatus(gateway, row.bkashPaymentId)) ?? result;

  if (result?.transactionStatus === "Completed") return recordCompleted(db, row, result, now, log);
  const state = result?.transactionStatus;
  if (state === "Cancelled") return recordEnding(db, row, "cancelled", MESSAGES.cancelled, now);
  if (state === "Failed" || state === "Expired") return recordEnding(db, row, "failed", MESSAGES.failed, now);
  // Initiated, or bKash could not be asked: still open at bKash, whatever the callback said.
}

/** Pending payments older than this are settled by reconcile (the job, or `npm run payments:reconcile`). */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;
/** Cancelled payments are asked about again for this long: a cancel recorded while bKash was still open may yet turn out paid. */
export const RECHECK_CANCELLED_MS = 24 * 60 * 60 * 1000;

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

export type Reconciled = {
  /** Payments asked about: pending ones, and cancelled ones within the re-check window. */
  checked: number;
  /** Of those, how many turned out paid (standing or flagged for refund). */
  paid: number;
  /** Paid payments that count toward nothing and wait for an operator's refund. */
  refundDue: PaymentRow[];
};

/**
 * Settles what bKash knows and we do not yet: pending payments older than RECONCILE_AFTER_MS
 * (executing those the doctor authorised but never came back from, ending those never started), and
 * cancelled ones from the last `recheckCancelledMs` (status only: a cancel we recorded is never
 * executed, but a payment bKash completed anyway is recorded).
 */
export async function reconcile(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
  log: Logger,
  recheckCancelledMs = RECHECK_CANCELLED_MS,
): Promise<Reconciled> {
  const pending = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), lt(payments.createdAt, at(now.getTime() - RECONCILE_AFTER_MS))))
    .orderBy(asc(payments.createdAt))
    .limit(500);
  const cancelled = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "cancelled"),
        isNotNull(payments.bkashPaymentId),
        gt(payments.updatedAt, at(now.getTime() - recheckCancelledMs)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(500);
  for (const row of pending) await settle(db, gateway, row, { execute: true, now, log });
  for (const row of cancelled) await settle(db, gateway, row, { execute: false, now, log });
  const ids = [...pending, ...cancelled].map((r) => r.id);
  const paid = ids.length
    ? await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(inArray(payments.id, ids), eq(payments.status, "paid")))
    : [];
  return { checked: ids.length, paid: paid.length, refundDue: await paymentsToRefund(db) };
}
