/**
 * Enrolment: the pre-entry check, and creating the enrolment without overselling.
 *
 * Seats: every enrolment of a batch is created inside one transaction that first locks the batch's
 * row (`SELECT … FOR UPDATE`). Seats are counted after the lock is held, so concurrent enrolments
 * for one batch take turns and the last seat can be sold only once. Unpaid enrolments whose hold
 * has lapsed stop counting at once, and are marked cancelled by the next enrolment of the batch or
 * by the `enrollment.expire-holds` job, whichever comes first (holds.ts).
 *
 * Idempotency: the same doctor and idempotency key always give the same enrolment; a second form
 * for a batch where the doctor already holds an unpaid seat returns that enrolment (moved to the
 * newly chosen schedule and plan, repriced) instead of taking a second seat.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import type { EnrollCheckData, Enrollment, EnrollmentRefusal, EnrollmentRequest } from "../contract";
import type { DoctorRow } from "../auth/tokens";
import type { Db } from "../db/client";
import { uniqueViolation } from "../db/errors";
import { batchSchedules, batches, enrollments, masterSchedules } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { releaseLapsedHolds } from "./holds";
import { findBatch, holdsSeat, PAYMENT_HOLD_MS, pricingRules, seatsLeft, summaries, type BatchRow } from "./batch-query";
import { preEntryRefusal } from "./pre-entry";
import { paymentStarted, type EnrollmentRow } from "../enrollments/enrollment";
import { installmentProgress } from "../enrollments/installments";
import { amountDueNow, installmentSchedule, quote, type Installment, type Quote } from "./pricing";
import { toTaka } from "../contract/money";

export type ScheduleChoice = { schedule_id?: number | undefined; master_schedule_id?: number | undefined };
export type ScheduleRef = { id: number; title: string; kind: "batch" | "master" };
type Plan = "full" | "installment";

export class EnrollmentRefused extends Error {
  constructor(readonly refusal: EnrollmentRefusal) {
    super(refusal.message);
  }
}

const BATCH_NOT_FOUND = "ব্যাচটি পাওয়া যায়নি।";

async function batchOr404(db: Db, id: number, now: Date): Promise<BatchRow> {
  const row = await findBatch(db, id, now);
  if (!row) throw notFound(BATCH_NOT_FOUND);
  return row;
}

export async function resolveSchedule(db: Db, batchId: number, choice: ScheduleChoice): Promise<ScheduleRef> {
  const table = choice.schedule_id !== undefined ? batchSchedules : masterSchedules;
  const id = choice.schedule_id ?? choice.master_schedule_id!;
  const [row] = await db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(and(eq(table.id, id), eq(table.batchId, batchId)))
    .limit(1);
  if (!row) throw notFound("এই ব্যাচে এমন কোনো সময়সূচি নেই।");
  return { ...row, kind: choice.schedule_id !== undefined ? "batch" : "master" };
}

const liveEnrollment = async (db: Db, doctorId: number, batchId: number, now: Date) =>
  (
    await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.doctorId, doctorId), eq(enrollments.batchId, batchId), holdsSeat(now)))
      .limit(1)
  )[0];

/** Alumni: a paid enrolment (active now, or run its course) in some other batch. */
async function isAlumni(db: Db, doctorId: number, batchId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.doctorId, doctorId),
        ne(enrollments.batchId, batchId),
        inArray(enrollments.status, ["active", "expired"]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

type Priced = { quote: Quote; installments: Installment[] | null };

function priceFor(batch: BatchRow["batch"], alumni: boolean, plan: Plan, now: Date): Priced {
  const rules = pricingRules(batch);
  const q = quote(rules, { now, isAlumni: alumni });
  if (plan === "installment" && !rules.installments) {
    throw new HttpError(422, "এই ব্যাচে কিস্তিতে পরিশোধের সুযোগ নেই।", { payment_plan: ["এই ব্যাচে শুধু এককালীন পরিশোধ করা যায়।"] });
  }
  return { quote: q, installments: plan === "installment" ? installmentSchedule(q.totalPaisa, rules.installments!) : null };
}

export const installmentPlanView = (totalPaisa: number, plan: { count: number; intervalDays: number }) => ({
  count: plan.count,
  interval_days: plan.intervalDays,
  installments: installmentSchedule(totalPaisa, plan).map((i) => ({
    number: i.number,
    amount: toTaka(i.amountPaisa),
    due_in_days: i.dueInDays,
  })),
});

const priceTaka = (q: Quote) => ({
  fee: toTaka(q.feePaisa),
  discount: toTaka(q.discountPaisa),
  discount_kind: q.discountKind,
  total: toTaka(q.totalPaisa),
});

/** The pre-entry check as the enrolment page shows it, creating nothing. */
export async function checkEnrollment(
  db: Db,
  doctor: DoctorRow,
  batchId: number,
  choice: ScheduleChoice,
  now: Date,
): Promise<EnrollCheckData> {
  const row = await batchOr404(db, batchId, now);
  const [schedule, live, alumni] = await Promise.all([
    resolveSchedule(db, batchId, choice),
    liveEnrollment(db, doctor.id, batchId, now),
    isAlumni(db, doctor.id, batchId),
  ]);
  const refusal = preEntryRefusal({ doctor, batch: row.batch, seatsLeft: seatsLeft(row), live, now });
  const rules = pricingRules(row.batch);
  const q = quote(rules, { now, isAlumni: alumni });
  const [summary] = await summaries(db, [row], now);
  return {
    allowed: refusal === null,
    refusal,
    batch: summary!,
    schedule,
    quote: {
      ...priceTaka(q),
      installment_plan: rules.installments ? installmentPlanView(q.totalPaisa, rules.installments) : null,
    },
    pending_enrollment_id: live?.status === "pending_payment" ? live.id : null,
  };
}

const sameChoice = (row: EnrollmentRow, schedule: ScheduleRef) =>
  schedule.kind === "batch" ? row.scheduleId === schedule.id : row.masterScheduleId === schedule.id;

const keyReused = () =>
  new HttpError(422, "প্রদত্ত তথ্য সঠিক নয়।", { idempotency_key: ["এই কী দিয়ে আগে অন্য একটি ভর্তির আবেদন করা হয়েছে।"] });

const pricedColumns = (schedule: ScheduleRef, plan: Plan, priced: Priced) => ({
  scheduleId: schedule.kind === "batch" ? schedule.id : null,
  masterScheduleId: schedule.kind === "master" ? schedule.id : null,
  feePaisa: priced.quote.feePaisa,
  discountPaisa: priced.quote.discountPaisa,
  discountKind: priced.quote.discountKind,
  totalPaisa: priced.quote.totalPaisa,
  paymentPlan: plan,
  ...partsColumns(priced.quote.totalPaisa, priced.installments),
});

/** The enrolment's frozen parts: the amount due first, and the installments (null when paid in full). */
export const partsColumns = (totalPaisa: number, installments: Installment[] | null) => ({
  amountDuePaisa: amountDueNow(totalPaisa, installments),
  installments: installments?.map((i) => ({ number: i.number, amount_paisa: i.amountPaisa, due_in_days: i.dueInDays })) ?? null,
});

async function enrollOnce(
  db: Db,
  doctor: DoctorRow,
  input: EnrollmentRequest,
  now: Date,
): Promise<{ row: EnrollmentRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: batches.id }).from(batches).where(eq(batches.id, input.batch_id)).for("update");
    if (!locked) throw notFound(BATCH_NOT_FOUND);

    const schedule = await resolveSchedule(tx, input.batch_id, input);
    const [byKey] = await tx
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.doctorId, doctor.id), eq(enrollments.idempotencyKey, input.idempotency_key)))
      .limit(1);
    if (byKey) {
      if (byKey.batchId !== input.batch_id || !sameChoice(byKey, schedule)) throw keyReused();
      return { row: byKey, created: false };
    }

    await releaseLapsedHolds(tx, now, input.batch_id);

    const row = await batchOr404(tx, input.batch_id, now);
    const live = await liveEnrollment(tx, doctor.id, input.batch_id, now);
    const refusal = preEntryRefusal({ doctor, batch: row.batch, seatsLeft: seatsLeft(row), live, now });
    if (refusal) throw new EnrollmentRefused(refusal);

    const priced = priceFor(row.batch, await isAlumni(tx, doctor.id, input.batch_id), input.payment_plan, now);
    if (live) {
      const unchanged = sameChoice(live, schedule) && live.paymentPlan === input.payment_plan;
      if (unchanged) return { row: live, created: false };
      // A payment being made or made for this enrolment fixes its price and parts (same lock as the payment's).
      await tx.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.id, live.id)).for("update");
      if (await paymentStarted(tx, live.id)) return { row: live, created: false };
      const [moved] = await tx
        .update(enrollments)
        .set({ ...pricedColumns(schedule, input.payment_plan, priced), updatedAt: now })
        .where(eq(enrollments.id, live.id))
        .returning();
      return { row: moved!, created: false };
    }

    const [created] = await tx
      .insert(enrollments)
      .values({
        doctorId: doctor.id,
        batchId: input.batch_id,
        ...pricedColumns(schedule, input.payment_plan, priced),
        idempotencyKey: input.idempotency_key,
        holdExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { row: created!, created: true };
  });
}

export async function enroll(db: Db, doctor: DoctorRow, input: EnrollmentRequest, now: Date) {
  try {
    return await enrollOnce(db, doctor, input, now);
  } catch (err) {
    // Two submissions with one key racing on different batches: the loser retries and now sees the winner.
    if (uniqueViolation(err) !== null) return enrollOnce(db, doctor, input, now);
    throw err;
  }
}

export async function enrollmentView(db: Db, row: EnrollmentRow, now: Date): Promise<Enrollment> {
  const batch = await batchOr404(db, row.batchId, now);
  const [[summary], schedule] = await Promise.all([
    summaries(db, [batch], now),
    resolveSchedule(db, row.batchId, {
      schedule_id: row.scheduleId ?? undefined,
      master_schedule_id: row.masterScheduleId ?? undefined,
    }),
  ]);
  const { id, slug, title, image, mode, branch, starts_at, course, session } = summary!;
  const lapsed = row.status === "pending_payment" && row.holdExpiresAt.getTime() <= now.getTime();
  const [{ parts, next }, planFixed] = await Promise.all([installmentProgress(db, row), paymentStarted(db, row.id)]);
  const plan = pricingRules(batch.batch).installments;
  return {
    id: row.id,
    // A lapsed hold is as good as cancelled, even before the batch's next enrolment or the job marks the row.
    status: lapsed ? "cancelled" : row.status,
    batch: { id, slug, title, image, mode, branch, starts_at, course, session },
    schedule,
    fee: toTaka(row.feePaisa),
    discount: toTaka(row.discountPaisa),
    discount_kind: row.discountKind,
    total: toTaka(row.totalPaisa),
    payment_plan: row.paymentPlan,
    amount_due: toTaka(next?.amountPaisa ?? 0),
    balance: toTaka(parts.reduce((sum, p) => sum + (p.paymentId === null ? p.amountPaisa : 0), 0)),
    next_installment: next?.number ?? null,
    installments: row.installments
      ? parts.map((p) => ({ number: p.number, amount: toTaka(p.amountPaisa), due_on: p.dueOn, payment_id: p.paymentId }))
      : null,
    installment_option:
      plan && row.status === "pending_payment" && !lapsed && !planFixed ? installmentPlanView(row.totalPaisa, plan) : null,
    hold_expires_at: row.holdExpiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
