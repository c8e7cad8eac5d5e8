/**
 * Which payments count (decision 030; one rule for what a payment buys, decision 079). An enrolment's
 * installments, an event registration, a subscription order and the videos of a cart are paid by the
 * payments that stand, and by no other: every check of what a doctor has paid for reads this module,
 * which lives here so that the enrolment and the videos need nothing from server/payments/.
 * `tests/server/payments-refund-due-buys-nothing.test.ts` sweeps every payment purpose.
 */
import { and, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { paymentUnitVideos, payments } from "../db/schema";

/** A paid payment that counts toward what it buys: not one flagged for refund (decision 030). */
export const standingPaid = and(eq(payments.status, "paid"), isNull(payments.refundReason));

/** A paid payment that counts toward nothing and is owed back: the complement of `standingPaid` among paid ones. */
export const refundDue = and(eq(payments.status, "paid"), isNotNull(payments.refundReason));

type PaymentState = { status: (typeof payments.$inferSelect)["status"]; refundReason: string | null };
/** `standingPaid` and `refundDue` for a payment already read. */
export const standsPaid = (p: PaymentState) => p.status === "paid" && p.refundReason === null;
export const isRefundDue = (p: PaymentState) => p.status === "paid" && p.refundReason !== null;

/** A payment that holds its target: still open at bKash (pending), or paid and standing. */
export const pendingOrStandingPaid = or(eq(payments.status, "pending"), standingPaid);

/**
 * The unit videos a doctor has bought: the lines of their standing cart payments, of one course's
 * cart when `courseId` is given. A subquery of video ids (`inArray(…, boughtUnitVideos(…))`), or a
 * list when awaited; `db` may be a transaction.
 */
export const boughtUnitVideos = (db: Pick<Db, "select">, doctorId: number, courseId?: number) =>
  db
    .select({ id: paymentUnitVideos.unitVideoId })
    .from(paymentUnitVideos)
    .innerJoin(payments, eq(payments.id, paymentUnitVideos.paymentId))
    .where(
      and(
        eq(payments.doctorId, doctorId),
        courseId === undefined ? undefined : eq(payments.cartCourseId, courseId),
        standingPaid,
      ),
    );
