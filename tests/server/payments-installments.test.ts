/**
 * Course fees paid by installments, against the API's bKash simulator over real HTTP (PGlite, and
 * PostgreSQL with TEST_DATABASE_URL): the first installment activates the enrolment, the next ones
 * are paid in order, one payment per installment whatever is replayed, and the amounts are the server's.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchSchedules, enrollments, payments } from "../../server/db/schema";
import { EARLIER_INSTALLMENT_FIRST } from "../../server/enrollments/installments";
import { standingPaid } from "../../server/enrollments/payment-standing";
import { PLAN_FIXED } from "../../server/payments/payment-options";
import { MESSAGES } from "../../server/payments/settle";
import { SHORT_PAY_WALLET } from "../../server/payments/simulator";
import { makeBkashStack, payingDoctor, payInWallet, type BkashStack } from "./bkash-stack";

let stack: BkashStack;
const CALLBACK = "http://portal.test/my/payments/bkash/callback";
/** Seeded batch 1: open, early-bird running, three installments 30 days apart. */
const BATCH = 1;

beforeAll(async () => {
  stack = await makeBkashStack();
});
afterAll(() => stack.close());

let doctorCount = 0;
type Enrolled = { headers: Record<string, string>; enrollmentId: number };

async function enrolled(plan: "full" | "installment" = "installment"): Promise<Enrolled> {
  const doctor = await payingDoctor(stack, `0176${String(++doctorCount).padStart(7, "0")}`);
  const [schedule] = await stack.db
    .select({ id: batchSchedules.id })
    .from(batchSchedules)
    .where(eq(batchSchedules.batchId, BATCH));
  const res = await stack.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/enrollments",
    headers: doctor.headers,
    payload: { batch_id: BATCH, schedule_id: schedule!.id, idempotency_key: `plan-${doctor.id}`, payment_plan: plan },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { headers: doctor.headers, enrollmentId: res.json().data.id };
}

const enrollment = async (d: Enrolled) =>
  (await stack.app.inject({ url: `/api/v3/web/doctor/enrollments/${d.enrollmentId}`, headers: d.headers })).json().data;

const start = (d: Enrolled, extra: object = {}) =>
  stack.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/payments/course",
    headers: d.headers,
    payload: { enrollment_id: d.enrollmentId, callback_url: CALLBACK, ...extra },
  });

const callback = (d: Enrolled, paymentID: string) =>
  stack.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/payments/bkash-callback",
    headers: d.headers,
    payload: { paymentID, status: "success" },
  });

/** Starts the payment of an installment, pays it in the wallet and comes back: the settled payment. */
async function pay(d: Enrolled, extra: object = {}, wallet?: string) {
  const res = await start(d, extra);
  expect(res.statusCode, res.body).toBe(201);
  const { bkash_url } = res.json().data;
  await payInWallet(bkash_url, "pay", wallet);
  const back = await callback(d, bkash_url.split("/").pop()!);
  expect(back.statusCode, back.body).toBe(200);
  return { paymentID: bkash_url.split("/").pop()! as string, payment: back.json().data };
}

const choose = (d: Enrolled, payment_plan: string) =>
  stack.app.inject({
    method: "POST",
    url: `/api/v3/web/doctor/payment-options/${d.enrollmentId}`,
    headers: d.headers,
    payload: { payment_plan },
  });

const paidRows = async (enrollmentId: number) =>
  stack.db
    .select({ number: payments.installmentNumber, amount: payments.amountPaisa })
    .from(payments)
    .where(and(eq(payments.enrollmentId, enrollmentId), standingPaid))
    .orderBy(payments.installmentNumber);

describe("a course paid by installments", () => {
  it("the first installment activates the enrolment; the next are paid one by one, each once", async () => {
    const d = await enrolled();
    const before = await enrollment(d);
    expect(before).toMatchObject({ payment_plan: "installment", next_installment: 1, status: "pending_payment" });
    expect(before.installments).toHaveLength(3);
    const parts = before.installments.map((i: { amount: number }) => i.amount);
    expect(Math.round(parts.reduce((a: number, b: number) => a + b, 0) * 100)).toBe(Math.round(before.total * 100));
    expect(before.amount_due).toBe(parts[0]);

    const first = await pay(d);
    expect(first.payment).toMatchObject({ status: "paid", amount: parts[0], installment: { number: 1, count: 3 } });
    const active = await enrollment(d);
    expect(active).toMatchObject({ status: "active", next_installment: 2, amount_due: parts[1], installment_option: null });
    expect(Math.round(active.balance * 100)).toBe(Math.round((parts[1] + parts[2]) * 100));
    expect(active.installments[0].payment_id).toBe(first.payment.id);
    const switched = await choose(d, "full");
    expect(switched.statusCode).toBe(409);
    expect(switched.json().message).toBe(PLAN_FIXED);

    // The replayed callback changes nothing; starting installment 1 again is "already paid".
    expect((await callback(d, first.paymentID)).json().data).toMatchObject({ id: first.payment.id, status: "paid" });
    expect((await start(d, { installment: 1 })).statusCode).toBe(409);

    // Out of order: installment 3 while 2 is due.
    const early = await start(d, { installment: 3 });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(EARLIER_INSTALLMENT_FIRST);

    // A double click on installment 2 shares one payment; a browser-sent amount is ignored.
    const a = await start(d, { installment: 2, amount: 1 });
    const b = await start(d, { installment: 2 });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.payment.id).toBe(b.json().data.payment.id);
    expect(a.json().data.payment.amount).toBe(parts[1]);
    const second = await pay(d, { installment: 2 });
    expect(second.payment).toMatchObject({ status: "paid", amount: parts[1], installment: { number: 2, count: 3 } });

    const third = await pay(d);
    expect(third.payment.installment).toEqual({ number: 3, count: 3 });
    const done = await enrollment(d);
    expect(done).toMatchObject({ status: "active", next_installment: null, amount_due: 0, balance: 0 });
    expect(await paidRows(d.enrollmentId)).toEqual(
      parts.map((p: number, i: number) => ({ number: i + 1, amount: Math.round(p * 100) })),
    );
    expect((await start(d)).statusCode).toBe(409);

    const invoices = (await stack.app.inject({ url: "/api/v3/web/doctor/payments", headers: d.headers })).json().data;
    expect(invoices.map((p: { installment: { number: number } }) => p.installment.number).sort()).toEqual([1, 2, 3]);
  });

  it("refuses a later installment before the first, and an installment that does not exist", async () => {
    const d = await enrolled();
    const second = await start(d, { installment: 2 });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe(EARLIER_INSTALLMENT_FIRST);
    expect((await start(d, { installment: 4 })).statusCode).toBe(422);
    expect((await start(d, { installment: 0 })).statusCode).toBe(422);
    expect(await stack.db.select({ n: count() }).from(payments).where(eq(payments.enrollmentId, d.enrollmentId))).toEqual([
      { n: 0 },
    ]);
  });

  it("does not count an installment bKash completed at another amount, and the enrolment stays pending", async () => {
    const d = await enrolled();
    const { payment } = await pay(d, {}, SHORT_PAY_WALLET);
    expect(payment).toMatchObject({ status: "paid", refund_due: true, message: MESSAGES.amountMismatch });
    const [row] = await stack.db.select().from(enrollments).where(eq(enrollments.id, d.enrollmentId));
    expect(row!.status).toBe("pending_payment");
    expect(await paidRows(d.enrollmentId)).toEqual([]);
  });
});

describe("the payment option", () => {
  it("switches a pending enrolment between full and installments until a payment starts", async () => {
    const d = await enrolled("full");
    const full = await enrollment(d);
    expect(full).toMatchObject({ payment_plan: "full", installments: null, amount_due: full.total, next_installment: 1 });
    expect(full.installment_option.count).toBe(3);

    const listed = (await stack.app.inject({ url: "/api/v3/web/doctor/payment-options", headers: d.headers })).json().data;
    expect(listed.map((e: { id: number }) => e.id)).toEqual([d.enrollmentId]);

    const switched = await choose(d, "installment");
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data).toMatchObject({
      payment_plan: "installment",
      amount_due: full.installment_option.installments[0].amount,
    });
    expect(switched.json().data.installments.map((i: { amount: number }) => i.amount)).toEqual(
      full.installment_option.installments.map((i: { amount: number }) => i.amount),
    );

    expect((await start(d)).statusCode).toBe(201);
    const fixed = await choose(d, "full");
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe(PLAN_FIXED);
    expect((await enrollment(d)).installment_option).toBeNull();
  });

  it("refuses a plan that is not one, and someone else's enrolment", async () => {
    const d = await enrolled();
    const other = await enrolled();
    expect((await choose(d, "monthly")).statusCode).toBe(422);
    const foreign = await stack.app.inject({
      method: "POST",
      url: `/api/v3/web/doctor/payment-options/${d.enrollmentId}`,
      headers: other.headers,
      payload: { payment_plan: "full" },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
