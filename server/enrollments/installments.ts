/**
 * An enrolment's installments (decision 029). The parts and their amounts were frozen on the
 * enrolment by the server (server/catalogue/pricing.ts splits the total, the remainder on the first
 * part); which of them are paid is read from the payments table, never kept twice. A course paid in
 * full is one part: installment 1, the whole total.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { enrollments, payments } from "../db/schema";
import { HttpError } from "../http/errors";
import { addDays, dhakaDate } from "./dhaka";
import { standingPaid } from "./payment-standing";

type EnrollmentRow = typeof enrollments.$inferSelect;

export type InstallmentState = {
  number: number;
  amountPaisa: number;
  dueOn: string;
  /** The payment that paid this part, if any (one flagged for refund pays nothing). */
  paymentId: number | null;
};

export type InstallmentProgress = {
  parts: InstallmentState[];
  /** The first part not yet paid: the only one that may be paid now (parts are paid in order). */
  next: InstallmentState | null;
};

export const EARLIER_INSTALLMENT_FIRST = "আগের কিস্তিটি আগে পরিশোধ করুন; কিস্তিগুলো ক্রম অনুযায়ী পরিশোধ করতে হয়।";
export const NO_SUCH_INSTALLMENT = "এই ভর্তির এমন কোনো কিস্তি নেই।";
export const SCHEDULE_CHANGED = "পরিশোধের তথ্য এইমাত্র বদলেছে। পাতাটি আবার খুলে দেখুন।";

/** The parts of the total as frozen at enrolment, each with its due date (the first is due at enrolment). */
export function enrollmentParts(row: Pick<EnrollmentRow, "installments" | "totalPaisa" | "createdAt">) {
  const createdOn = dhakaDate(row.createdAt);
  const parts = row.installments ?? [{ number: 1, amount_paisa: row.totalPaisa, due_in_days: 0 }];
  return parts.map((p) => ({ number: p.number, amountPaisa: p.amount_paisa, dueOn: addDays(createdOn, p.due_in_days) }));
}

async function paidParts(db: Db, enrollmentId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: payments.id, number: payments.installmentNumber })
    .from(payments)
    .where(and(eq(payments.enrollmentId, enrollmentId), standingPaid));
  return new Map(rows.map((r) => [r.number, r.id]));
}

export async function installmentProgress(db: Db, row: EnrollmentRow): Promise<InstallmentProgress> {
  const paid = await paidParts(db, row.id);
  const parts = enrollmentParts(row).map((p) => ({ ...p, paymentId: paid.get(p.number) ?? null }));
  return { parts, next: parts.find((p) => p.paymentId === null) ?? null };
}

/**
 * Inside the transaction that creates a course payment: the enrolment row is locked (a plan change
 * takes the same lock), and the part must still be the next one with the same amount.
 */
export async function assertStillNext(db: Db, enrollmentId: number, number: number, amountPaisa: number): Promise<void> {
  const [row] = await db.select().from(enrollments).where(eq(enrollments.id, enrollmentId)).for("update");
  const next = row ? (await installmentProgress(db, row)).next : null;
  if (!next || next.number !== number || next.amountPaisa !== amountPaisa) throw new HttpError(409, SCHEDULE_CHANGED);
}
