/**
 * The payment-option page's side of the API: which of a doctor's enrolments are (or may be) paid by
 * installments, and switching one between paying in full and by installments. The parts are always
 * re-split by the server from the enrolment's frozen total; the browser only names a plan.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Enrollment } from "../contract";
import { findBatch, pricingRules } from "../catalogue/batch-query";
import { enrollmentView, partsColumns } from "../catalogue/enrollment";
import { findEnrollment, paymentStarted } from "../enrollments/enrollment";
import { installmentSchedule } from "../catalogue/pricing";
import type { Db } from "../db/client";
import { enrollments } from "../db/schema";
import { HttpError, notFound } from "../http/errors";

const LIST_LIMIT = 50;

export const PLAN_FIXED = "এই ভর্তির পেমেন্ট শুরু হয়ে গেছে, তাই পরিশোধের ধরন আর বদলানো যাবে না।";
export const NO_INSTALLMENTS = "এই ব্যাচে কিস্তিতে পরিশোধের সুযোগ নেই।";
const NOT_PENDING = "এই ভর্তির পরিশোধের ধরন এখন আর বদলানো যাবে না।";

/** Live enrolments (pending with a held seat, or active) paid by installments or allowed to be. */
export async function paymentOptions(db: Db, doctorId: number, now: Date): Promise<Enrollment[]> {
  const rows = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.doctorId, doctorId), inArray(enrollments.status, ["pending_payment", "active"])))
    .orderBy(desc(enrollments.createdAt), desc(enrollments.id))
    .limit(LIST_LIMIT);
  const views = await Promise.all(rows.map((row) => enrollmentView(db, row, now)));
  return views.filter((v) => v.status !== "cancelled" && (v.installments !== null || v.installment_option !== null));
}

/**
 * Switch how a pending enrolment is paid. The enrolment row is locked, as the payment's creation
 * locks it, so a plan never changes under a payment being started in another tab.
 */
export async function choosePaymentPlan(
  db: Db,
  doctorId: number,
  enrollmentId: number,
  plan: "full" | "installment",
  now: Date,
): Promise<Enrollment> {
  const found = await findEnrollment(db, doctorId, enrollmentId);
  if (!found) throw notFound("ভর্তির তথ্যটি পাওয়া যায়নি।");
  const batch = await findBatch(db, found.batchId, now);
  const rules = batch ? pricingRules(batch.batch).installments : null;
  if (plan === "installment" && !rules) throw new HttpError(422, NO_INSTALLMENTS, { payment_plan: [NO_INSTALLMENTS] });

  const row = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(enrollments).where(eq(enrollments.id, found.id)).for("update");
    // Money moved (or is moving) first: that is the reason to give, even once the enrolment is active.
    if (await paymentStarted(tx, locked!.id)) throw new HttpError(409, PLAN_FIXED, { payment_plan: [PLAN_FIXED] });
    if (locked!.status !== "pending_payment" || locked!.holdExpiresAt.getTime() <= now.getTime()) {
      throw new HttpError(422, NOT_PENDING, { payment_plan: [NOT_PENDING] });
    }
    if (locked!.paymentPlan === plan) return locked!;
    const parts = plan === "installment" ? installmentSchedule(locked!.totalPaisa, rules!) : null;
    const [updated] = await tx
      .update(enrollments)
      .set({ paymentPlan: plan, ...partsColumns(locked!.totalPaisa, parts), updatedAt: now })
      .where(eq(enrollments.id, locked!.id))
      .returning();
    return updated!;
  });
  return enrollmentView(db, row, now);
}
