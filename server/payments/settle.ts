/**
 * Deciding what became of a payment. The browser's callback only says when to ask; bKash's own
 * answer decides (docs/decisions/018-bkash-payments.md):
 * - paid: only when execute, or payment/status, says Completed for this paymentID with exactly the
 *   amount and invoice number we stored. The payment and what it buys (the enrolment) change in one
 *   transaction that locks the payment row, so a replayed callback, a double click or two tabs
 *   settle it once and activate once. bKash's Completed wins even over a cancel we recorded earlier
 *   (a stale tab's cancel cannot undo money that moved).
 * - an execute that times out or fails uncertainly is settled by payment/status; when bKash cannot
 *   be reached at all the payment stays pending, and reconcile or the doctor's next visit settles it.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { enrollments, eventRegistrations, payments } from "../db/schema";
import { BkashRefused, BkashUnreachable, type BkashPayment, type PaymentGateway } from "./bkash";
import type { PaymentRow } from "./records";
import { activateSubscription } from "./subscriptions";
import { takePaidVideosOutOfCart } from "./unit-video-cart";

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** A payment still Initiated at bKash this long after it was made was abandoned in the wallet. */
export const ABANDONED_AFTER_MS = 30 * 60 * 1000;

export const MESSAGES = {
  cancelled: "বিকাশ পেমেন্টটি বাতিল করা হয়েছে। কোনো টাকা কাটা হয়নি।",
  failed: "বিকাশ পেমেন্টটি সম্পন্ন হয়নি। কোনো টাকা কাটা হয়নি।",
  abandoned: "পেমেন্টটি নির্ধারিত সময়ের মধ্যে সম্পন্ন হয়নি, তাই বাতিল করা হয়েছে।",
  mismatch: "বিকাশের উত্তরে পরিমাণ বা ইনভয়েস নম্বর মেলেনি, তাই পেমেন্টটি গ্রহণ করা হয়নি। আমাদের সাপোর্টে যোগাযোগ করুন।",
  confirming: "বিকাশ থেকে পেমেন্টের নিশ্চয়তা এখনো পাওয়া যায়নি। কিছুক্ষণ পরে এই পাতাটি আবার দেখুন।",
} as const;

type Ending = "failed" | "cancelled";

const matches = (row: PaymentRow, result: BkashPayment) =>
  result.transactionStatus === "Completed" &&
  result.paymentID === row.bkashPaymentId &&
  result.amountPaisa === row.amountPaisa &&
  result.merchantInvoiceNumber === row.invoiceNumber &&
  Boolean(result.trxID);

/** bKash says Completed: mark paid and activate what it bought, once. */
async function recordCompleted(db: Db, row: PaymentRow, result: BkashPayment, now: Date, log: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, row.id)).for("update");
    if (!locked || locked.status === "paid" || locked.status === "refunded") return;
    if (!matches(locked, result)) {
      log.error(
        { payment_id: locked.id, bkash: result },
        "bKash Completed a payment with another amount or invoice: not accepted",
      );
      await tx
        .update(payments)
        .set({ status: "failed", failureMessage: MESSAGES.mismatch, updatedAt: now })
        .where(eq(payments.id, locked.id));
      return;
    }
    const sameTarget =
      locked.enrollmentId !== null
        ? and(eq(payments.enrollmentId, locked.enrollmentId), eq(payments.installmentNumber, locked.installmentNumber))
        : locked.cartCourseId !== null
          ? and(eq(payments.doctorId, locked.doctorId), eq(payments.cartCourseId, locked.cartCourseId))
          : locked.subscriptionId !== null
            ? eq(payments.subscriptionId, locked.subscriptionId)
            : eq(payments.eventRegistrationId, locked.eventRegistrationId!);
    if (locked.status !== "pending") {
      // A stale tab's payment completed after a newer one was started: the newer one gives way.
      await tx
        .update(payments)
        .set({ status: "cancelled", failureMessage: MESSAGES.cancelled, updatedAt: now })
        .where(and(sameTarget, eq(payments.status, "pending")));
    }
    await tx
      .update(payments)
      .set({ status: "paid", trxId: result.trxID, paidAt: now, failureMessage: null, updatedAt: now })
      .where(eq(payments.id, locked.id));
    if (locked.cartCourseId !== null) {
      // The paid lines are the purchase: the videos are the doctor's from this commit on.
      await takePaidVideosOutOfCart(tx, locked.doctorId, locked.id);
      return;
    }
    // A later installment of an active enrolment: being paid is all there is to it.
    if (locked.enrollmentId !== null && locked.installmentNumber > 1) return;
    const activated =
      locked.subscriptionId !== null
        ? await activateSubscription(tx, locked.subscriptionId, now)
        : locked.enrollmentId !== null
          ? await tx
              .update(enrollments)
              .set({ status: "active", updatedAt: now })
              .where(and(eq(enrollments.id, locked.enrollmentId), eq(enrollments.status, "pending_payment")))
              .returning({ id: enrollments.id })
          : await tx
              .update(eventRegistrations)
              .set({ status: "active", updatedAt: now })
              .where(
                and(eq(eventRegistrations.id, locked.eventRegistrationId!), eq(eventRegistrations.status, "pending_payment")),
              )
              .returning({ id: eventRegistrations.id });
    // The hold lapsed and the seat went to someone else: the money is kept on record for a refund.
    if (!activated.length) log.warn({ payment_id: locked.id }, "paid enrolment or registration was no longer pending");
  });
}

async function recordEnding(db: Db, row: PaymentRow, status: Ending, message: string, now: Date): Promise<void> {
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
  /** What the callback said when it did not say success. */
  callbackEnding?: Ending;
  now: Date;
  log: Logger;
};

/** Settles a pending payment from bKash's answers; a payment already settled is left as it is. */
export async function settle(db: Db, gateway: PaymentGateway, row: PaymentRow, options: SettleOptions): Promise<void> {
  if (row.status === "paid" || row.status === "refunded") return;
  // A recorded cancel or failure is reopened only by a success callback, and only if bKash says Completed.
  if (row.status !== "pending" && !options.execute) return;
  if (!row.bkashPaymentId) return;
  const { now, log } = options;

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
  if (row.status !== "pending") return;
  const state = result?.transactionStatus;
  if (state === "Cancelled") return recordEnding(db, row, "cancelled", MESSAGES.cancelled, now);
  if (state === "Failed" || state === "Expired") return recordEnding(db, row, "failed", MESSAGES.failed, now);
  if (options.callbackEnding) {
    const ending = options.callbackEnding;
    return recordEnding(db, row, ending, ending === "cancelled" ? MESSAGES.cancelled : MESSAGES.failed, now);
  }
  if (result && now.getTime() - row.createdAt.getTime() > ABANDONED_AFTER_MS) {
    return recordEnding(db, row, "cancelled", MESSAGES.abandoned, now);
  }
}

/** Pending payments older than this are settled by `npm run payments:reconcile`. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;

export async function reconcile(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
  log: Logger,
): Promise<{ checked: number; paid: number }> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        lt(payments.createdAt, sql`${new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString()}::timestamptz`),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(500);
  for (const row of rows) await settle(db, gateway, row, { execute: true, now, log });
  const settled = rows.length
    ? await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            inArray(
              payments.id,
              rows.map((r) => r.id),
            ),
            eq(payments.status, "paid"),
          ),
        )
    : [];
  return { checked: rows.length, paid: settled.length };
}
