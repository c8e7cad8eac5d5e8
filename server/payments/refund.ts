/**
 * Refunds are an operator's decision (`npm run payments:refund -- <payment id> "<reason>"`): the whole
 * amount goes back through bKash and the payment becomes `refunded`, in one transaction after bKash
 * confirms. A payment that stood also cancels the enrolment or registration it paid for; one flagged
 * for refund (refund_reason: a duplicate, a changed part) paid for nothing, so nothing else changes.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { enrollments, eventRegistrations, payments } from "../db/schema";
import type { PaymentGateway } from "./bkash";

export class RefundRefused extends Error {
  override name = "RefundRefused";
}

export async function refundPayment(db: Db, gateway: PaymentGateway, paymentId: number, reason: string, now: Date) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!row) throw new RefundRefused(`payment ${paymentId} does not exist`);
  if (row.status !== "paid" || !row.bkashPaymentId || !row.trxId)
    throw new RefundRefused(`payment ${paymentId} is ${row.status}, not paid`);
  const refund = await gateway.refund({
    paymentID: row.bkashPaymentId,
    trxID: row.trxId,
    amountPaisa: row.amountPaisa,
    sku: `${row.purpose}-${row.enrollmentId ?? row.eventRegistrationId ?? row.id}`,
    reason: reason.slice(0, 255),
  });
  if (refund.transactionStatus !== "Completed" || refund.amountPaisa !== row.amountPaisa) {
    throw new RefundRefused(
      `bKash answered the refund of payment ${paymentId} with ${refund.transactionStatus} for ${refund.amountPaisa} paisa`,
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: "refunded", refundTrxId: refund.refundTrxID, refundedAt: now, updatedAt: now })
      .where(and(eq(payments.id, row.id), eq(payments.status, "paid")));
    if (row.refundReason !== null) return;
    if (row.enrollmentId !== null) {
      await tx.update(enrollments).set({ status: "cancelled", updatedAt: now }).where(eq(enrollments.id, row.enrollmentId));
    }
    if (row.eventRegistrationId !== null) {
      await tx
        .update(eventRegistrations)
        .set({ status: "cancelled", updatedAt: now })
        .where(eq(eventRegistrations.id, row.eventRegistrationId));
    }
  });
  return refund;
}
