/** A doctor's own enrolment row, and whether paying for it has begun. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { enrollments, payments } from "../db/schema";
import { pendingOrStandingPaid } from "./payment-standing";

export type EnrollmentRow = typeof enrollments.$inferSelect;

/** The doctor's enrolment with this id; another doctor's is as absent as a missing one. */
export async function findEnrollment(db: Db, doctorId: number, id: number): Promise<EnrollmentRow | undefined> {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, id), eq(enrollments.doctorId, doctorId)))
    .limit(1);
  return row;
}

/**
 * A payment being paid or paid fixes how the enrolment is paid (its plan can no longer be switched).
 * Pending means bKash has not closed it, whatever a callback said (decision 030).
 */
export async function paymentStarted(db: Db, enrollmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.enrollmentId, enrollmentId), pendingOrStandingPaid))
    .limit(1);
  return Boolean(row);
}
