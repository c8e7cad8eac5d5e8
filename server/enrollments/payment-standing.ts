/**
 * Which payments count (decision 030). An enrolment's installments, and every other thing a payment
 * buys, are paid by the payments that stand; the enrolment reads them here so that it needs nothing
 * from server/payments/, which builds on the enrolment.
 */
import { and, eq, isNull, or } from "drizzle-orm";
import { payments } from "../db/schema";

/** A paid payment that counts toward what it buys: not one flagged for refund (decision 030). */
export const standingPaid = and(eq(payments.status, "paid"), isNull(payments.refundReason));

/** A payment that holds its target: still open at bKash (pending), or paid and standing. */
export const pendingOrStandingPaid = or(eq(payments.status, "pending"), standingPaid);
