/**
 * Refunds are an operator's decision (`npm run payments:refund -- <payment id> "<reason>"`): the whole
 * amount goes back through bKash and the payment becomes `refunded`, in one transaction after bKash
 * confirms. A payment that stood also takes back what it bought (settle.ts's `revoke`: the enrolment
 * or registration cancelled, the subscription ended); one flagged for refund (refund_reason: a
 * duplicate, a changed part) paid for nothing, so nothing else changes.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { payments } from "../db/schema";
import { standsPaid } from "../enrollments/payment-standing";
import type { PaymentGateway } from "./bkash";
import { revoke } from "./settle";

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
    // One flagged for refund never bought anything (it never stood): nothing to take back.
    if (standsPaid(row)) await revoke(tx, row, now);
  });
  return refund;
}
