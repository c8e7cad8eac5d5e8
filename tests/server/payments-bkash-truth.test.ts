/**
 * The only truth about money is bKash's payment/status (decision 030, issue 21's F1, F2 and F2b),
 * against the API's bKash simulator over real HTTP (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 * The simulator disagrees with the browser's callback as bKash can: a wallet authorised but not yet
 * executed is still "Initiated", whatever the URL says. A cancel "recorded before decision 030" is
 * made by writing the row, as the code before it did; bKash's own view of such a payment is untouched.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchSchedules, doctorSubscriptions, payments } from "../../server/db/schema";
import { bkashHttpDriver } from "../../server/payments/bkash";
import { PLAN_FIXED } from "../../server/payments/payment-options";
import { refundPayment } from "../../server/payments/refund";
import { MESSAGES, NEVER_STARTED_AFTER_MS, reconcile } from "../../server/payments/settle";
import { SHORT_PAY_WALLET } from "../../server/payments/simulator";
import { makeBkashStack, payingDoctor, payInWallet, type BkashStack } from "./bkash-stack";

let stack: BkashStack;
let clock = new Date();
const CALLBACK = "http://portal.test/my/payments/bkash/callback";
const silent = { warn: () => {}, error: () => {} };
/** Seeded batch 1: open, three installments. */
const BATCH = 1;

beforeAll(async () => {
  stack = await makeBkashStack({}, { clock: () => clock });
});
afterAll(() => stack.close());

const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60 * 1000));

let doctorCount = 0;
type Doctor = { id: number; headers: Record<string, string> };
const newDoctor = () => payingDoctor(stack, `0178${String(++doctorCount).padStart(7, "0")}`);

const get = (d: Doctor, url: string) => stack.app.inject({ url: `/api/v3/web/doctor${url}`, headers: d.headers });
const post = (d: Doctor, url: string, payload: object) =>
  stack.app.inject({ method: "POST", url: `/api/v3/web/doctor${url}`, headers: d.headers, payload });

async function enrolled(plan: "full" | "installment") {
  const d = await newDoctor();
  const [schedule] = await stack.db
    .select({ id: batchSchedules.id })
    .from(batchSchedules)
    .where(eq(batchSchedules.batchId, BATCH));
  const res = await post(d, "/enrollments", {
    batch_id: BATCH,
    schedule_id: schedule!.id,
    idempotency_key: `truth-${d.id}`,
    payment_plan: plan,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...d, enrollmentId: res.json().data.id as number };
}
type Enrolled = Awaited<ReturnType<typeof enrolled>>;

const enrollment = async (d: Enrolled) => (await get(d, `/enrollments/${d.enrollmentId}`)).json().data;
const startCourse = (d: Enrolled) => post(d, "/payments/course", { enrollment_id: d.enrollmentId, callback_url: CALLBACK });
const choose = (d: Enrolled, payment_plan: string) => post(d, `/payment-options/${d.enrollmentId}`, { payment_plan });
const paymentIdOf = (bkashURL: string) => bkashURL.split("/").pop()!;
const callback = (d: Doctor, bkashURL: string, status: "success" | "cancel" | "failure") =>
  post(d, "/payments/bkash-callback", { paymentID: paymentIdOf(bkashURL), status });
const row = async (id: number) => (await stack.db.select().from(payments).where(eq(payments.id, id)))[0]!;

type Started = { payment: { id: number; amount: number }; bkash_url: string };
async function startedOk(res: Awaited<ReturnType<typeof post>>): Promise<Started> {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A cancel written as the code before decision 030 wrote it: locally, while bKash still has the payment open. */
const cancelLocally = (id: number) =>
  stack.db.update(payments).set({ status: "cancelled", failureMessage: MESSAGES.cancelled }).where(eq(payments.id, id));

describe("F1: a callback's cancel is a hint", () => {
  it("the 5-step attack: one installment paid is one installment, never the whole fee", async () => {
    const d = await enrolled("installment");
    const before = await enrollment(d);
    // 1. Installment 1, then 2. the wallet is completed: the success URL is kept.
    const first = await startedOk(await startCourse(d));
    expect(first.payment.amount).toBe(before.installments[0].amount);
    expect((await payInWallet(first.bkash_url, "pay")).searchParams.get("status")).toBe("success");
    // 3. The same URL with status=cancel: bKash still has the payment open, so it stays pending.
    expect((await callback(d, first.bkash_url, "cancel")).json().data).toMatchObject({ id: first.payment.id, status: "pending" });
    expect((await callback(d, first.bkash_url, "failure")).json().data.status).toBe("pending");
    // 4. Switching to paying in full is refused: a payment is being made.
    const switched = await choose(d, "full");
    expect(switched.statusCode).toBe(409);
    expect(switched.json().message).toBe(PLAN_FIXED);
    // 5. The success URL: installment 1 paid, the balance still owed.
    expect((await callback(d, first.bkash_url, "success")).json().data).toMatchObject({ status: "paid" });
    const after = await enrollment(d);
    expect(after).toMatchObject({ status: "active", payment_plan: "installment", total: before.total, next_installment: 2 });
    expect(Math.round(after.balance * 100)).toBe(Math.round((before.total - before.installments[0].amount) * 100));
  });

  it("a cancel bKash confirms cancels, and the plan may change again", async () => {
    const d = await enrolled("full");
    const p = await startedOk(await startCourse(d));
    await payInWallet(p.bkash_url, "cancel");
    expect((await callback(d, p.bkash_url, "cancel")).json().data).toMatchObject({ status: "cancelled" });
    expect((await choose(d, "installment")).statusCode).toBe(200);
  });

  it("bKash completing a payment that no longer fits its part: paid, flagged for refund, counted toward nothing", async () => {
    const d = await enrolled("installment");
    const first = await startedOk(await startCourse(d));
    await payInWallet(first.bkash_url, "pay");
    await cancelLocally(first.payment.id);
    expect((await choose(d, "full")).statusCode).toBe(200);

    const res = await callback(d, first.bkash_url, "success");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "paid",
      refund_due: true,
      trx_id: expect.stringMatching(/^SIM/),
      message: MESSAGES.refundDue,
    });
    expect((await row(first.payment.id)).refundReason).toMatch(/no longer has an installment 1/);
    const owed = await enrollment(d);
    expect(owed).toMatchObject({ status: "pending_payment", payment_plan: "full", next_installment: 1 });
    expect(owed.balance).toBe(owed.total);
    expect(owed.amount_due).toBe(owed.total);

    // The whole fee is paid as such; refunding the flagged payment leaves the enrolment alone.
    const full = await startedOk(await startCourse(d));
    expect(full.payment.amount).toBe(owed.total);
    await payInWallet(full.bkash_url, "pay");
    expect((await callback(d, full.bkash_url, "success")).json().data.status).toBe("paid");
    await refundPayment(stack.db, bkashHttpDriver(stack.config.bkash), first.payment.id, "F1 test", clock);
    expect((await row(first.payment.id)).status).toBe("refunded");
    expect(await enrollment(d)).toMatchObject({ status: "active", balance: 0 });
  });
});

describe("F2: a second charge is always on record", () => {
  it("a stale tab's payment is handed out again, not replaced, while bKash has it open", async () => {
    const d = await enrolled("full");
    const first = await startedOk(await startCourse(d));
    later(11);
    const again = await startedOk(await startCourse(d));
    expect(again.payment.id).toBe(first.payment.id);
    expect((await row(first.payment.id)).status).toBe("pending");
  });

  /**
   * Two payments for one thing both completed at bKash: the first opened (a stale tab whose cancel
   * was recorded before decision 030), the second paid; then the stale tab finishes.
   */
  async function paidTwice(d: Doctor, start: () => Promise<Started>, between: () => Promise<unknown> = async () => {}) {
    const stale = await start();
    await payInWallet(stale.bkash_url, "pay");
    await cancelLocally(stale.payment.id);
    await between();
    const fresh = await start();
    expect(fresh.payment.id).not.toBe(stale.payment.id);
    await payInWallet(fresh.bkash_url, "pay");
    expect((await callback(d, fresh.bkash_url, "success")).json().data).toMatchObject({
      status: "paid",
      refund_due: false,
      message: null,
    });
    const late = await callback(d, stale.bkash_url, "success");
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data).toMatchObject({
      status: "paid",
      trx_id: expect.stringMatching(/^SIM/),
      message: MESSAGES.refundDue,
    });
    expect((await row(stale.payment.id)).refundReason).toEqual(expect.any(String));
    return { stale, fresh };
  }

  it("course, event, subscription and an overlapping cart: the duplicate is recorded, flagged, listed and counted", async () => {
    const course = await enrolled("full");
    await paidTwice(course, async () => startedOk(await startCourse(course)));
    expect(await enrollment(course)).toMatchObject({ status: "active", balance: 0 });

    const attendee = await newDoctor();
    const { stale: eventStale } = await paidTwice(attendee, async () =>
      startedOk(await post(attendee, "/payments/event", { event_id: 1002, callback_url: CALLBACK })),
    );

    const subscriber = await newDoctor();
    const plan = (await get(subscriber, "/subscriptions/plans")).json().data[0];
    const order = (await post(subscriber, "/subscriptions", { plan_id: plan.id, duration_id: plan.durations[0].id })).json().data;
    await paidTwice(subscriber, async () =>
      startedOk(await post(subscriber, "/payments/subscription", { subscription_id: order.id, callback_url: CALLBACK })),
    );
    const [sub] = await stack.db.select().from(doctorSubscriptions).where(eq(doctorSubscriptions.id, order.id));
    expect(sub!.status).toBe("active");

    const buyer = await newDoctor();
    const videos = (await stack.app.inject({ url: "/api/v3/web/unit-videos?perpage=100" })).json().data;
    const courseId = videos[0].course.id;
    const [v0, v1] = videos.filter((v: { course: { id: number } }) => v.course.id === courseId);
    const cartAdd = (id: number) => post(buyer, `/unit-video/cart/${courseId}/add`, { unit_video_id: id });
    await cartAdd(v0.id);
    const { fresh: cartFresh } = await paidTwice(
      buyer,
      async () =>
        startedOk(await post(buyer, "/unit-video/payments/make-bkash-payment", { course_id: courseId, callback_url: CALLBACK })),
      () => cartAdd(v1.id),
    );
    const bought = (await get(buyer, `/unit-video/cart/${courseId}`)).json().data.purchased;
    expect(bought.map((v: { id: number }) => v.id).sort()).toEqual([v0.id, v1.id].sort());
    expect((await row(cartFresh.payment.id)).refundReason).toBeNull();

    // Operators see them: reconcile's list and the metric.
    const { refundDue } = await reconcile(stack.db, bkashHttpDriver(stack.config.bkash), clock, silent);
    expect(refundDue.map((p) => p.id)).toContain(eventStale.payment.id);
    expect(refundDue.length).toBeGreaterThanOrEqual(4);
    const scrape = (await stack.app.inject({ url: "/metrics" })).body;
    expect(scrape).toContain(`payments_refund_due ${refundDue.length}`);
  });

  it("two completions for one enrolment at the same moment: one counts, the other is flagged, neither is a 500", async () => {
    const d = await enrolled("full");
    const stale = await startedOk(await startCourse(d));
    await payInWallet(stale.bkash_url, "pay");
    await cancelLocally(stale.payment.id);
    const fresh = await startedOk(await startCourse(d));
    await payInWallet(fresh.bkash_url, "pay");
    const answers = await Promise.all([callback(d, stale.bkash_url, "success"), callback(d, fresh.bkash_url, "success")]);
    for (const a of answers) expect(a.json().data, a.body).toMatchObject({ status: "paid" });
    const rows = await Promise.all([row(stale.payment.id), row(fresh.payment.id)]);
    expect(rows.filter((r) => r.refundReason === null)).toHaveLength(1);
    expect(await enrollment(d)).toMatchObject({ status: "active", balance: 0 });
  });

  it("reconcile asks bKash again about recent cancels: money taken for a cancelled payment is recorded", async () => {
    const d = await enrolled("full");
    const p = await startedOk(await startCourse(d));
    await payInWallet(p.bkash_url, "pay");
    await cancelLocally(p.payment.id);
    // Executed at bKash, and the answer lost (the API died before recording it).
    const driver = bkashHttpDriver(stack.config.bkash);
    expect((await driver.execute(paymentIdOf(p.bkash_url))).transactionStatus).toBe("Completed");

    const { paid } = await reconcile(stack.db, driver, clock, silent);
    expect(paid).toBeGreaterThanOrEqual(1);
    expect(await row(p.payment.id)).toMatchObject({ status: "paid", refundReason: null });
    expect(await enrollment(d)).toMatchObject({ status: "active", balance: 0 });
  });
});

describe("bKash completing another amount than we asked", () => {
  it("is paid with its trxID at what bKash holds, flagged amount_mismatch, counted toward nothing, listed, counted and refundable", async () => {
    const d = await enrolled("full");
    const due = await enrollment(d);
    const short = await startedOk(await startCourse(d));
    await payInWallet(short.bkash_url, "pay", SHORT_PAY_WALLET);
    const res = await callback(d, short.bkash_url, "success");
    expect(res.statusCode, res.body).toBe(200);
    const held = Math.round(due.amount_due * 100) - 100; // the simulator's short payment: ৳1 less
    expect(res.json().data).toMatchObject({
      status: "paid",
      refund_due: true,
      amount: held / 100,
      trx_id: expect.stringMatching(/^SIM/),
      message: MESSAGES.amountMismatch,
    });
    expect((await row(short.payment.id)).refundReason).toMatch(/^amount_mismatch: bKash completed \d+ paisa/);
    expect(await enrollment(d)).toMatchObject({ status: "pending_payment", balance: due.balance, amount_due: due.amount_due });

    const { refundDue } = await reconcile(stack.db, bkashHttpDriver(stack.config.bkash), clock, silent);
    expect(refundDue.map((p) => p.id)).toContain(short.payment.id);
    expect((await stack.app.inject({ url: "/metrics" })).body).toContain(`payments_refund_due ${refundDue.length}`);

    // It holds nothing: the fee is paid by a new payment, and the short one goes back whole.
    const full = await startedOk(await startCourse(d));
    expect(full.payment.id).not.toBe(short.payment.id);
    await payInWallet(full.bkash_url, "pay");
    expect((await callback(d, full.bkash_url, "success")).json().data).toMatchObject({ status: "paid", refund_due: false });
    const refund = await refundPayment(stack.db, bkashHttpDriver(stack.config.bkash), short.payment.id, "short", clock);
    expect(refund.amountPaisa).toBe(held);
    expect(await enrollment(d)).toMatchObject({ status: "active", balance: 0 });
  });

  it("an event paid at another amount: the registration still waits, and the event's pages are not shown the flagged payment", async () => {
    const attendee = await newDoctor();
    const short = await startedOk(await post(attendee, "/payments/event", { event_id: 1002, callback_url: CALLBACK }));
    await payInWallet(short.bkash_url, "pay", SHORT_PAY_WALLET);
    expect((await callback(attendee, short.bkash_url, "success")).json().data).toMatchObject({
      status: "paid",
      refund_due: true,
    });
    expect((await get(attendee, "/events/1002/registration")).json().data).toMatchObject({
      status: "pending_payment",
      payment: null,
    });
  });
});

describe("F2b: a payment bKash never started", () => {
  it("is ended as never started once create's time has surely passed; the enrolment is payable again", async () => {
    const d = await enrolled("full");
    const due = await enrollment(d);
    // The API died while bKash answered create: the row has no bKash paymentID.
    const [orphan] = await stack.db
      .insert(payments)
      .values({
        doctorId: d.id,
        purpose: "course",
        enrollmentId: d.enrollmentId,
        amountPaisa: Math.round(due.amount_due * 100),
        invoiceNumber: `SPN-TEST-${d.id}`,
        createdAt: clock,
        updatedAt: clock,
      })
      .returning();
    expect((await choose(d, "installment")).statusCode).toBe(409); // being started, as far as anyone knows

    const driver = bkashHttpDriver(stack.config.bkash);
    const soon = new Date(clock.getTime() + NEVER_STARTED_AFTER_MS - 1000);
    await reconcile(stack.db, driver, soon, silent);
    expect((await row(orphan!.id)).status).toBe("pending");

    const ended = new Date(clock.getTime() + NEVER_STARTED_AFTER_MS + 60 * 1000);
    await reconcile(stack.db, driver, ended, silent);
    expect(await row(orphan!.id)).toMatchObject({ status: "cancelled", failureMessage: MESSAGES.neverStarted });
    const pendingAfter = await stack.db.select().from(payments).where(eq(payments.status, "pending"));
    expect(pendingAfter.map((p) => p.id)).not.toContain(orphan!.id); // reconcile no longer counts it

    expect((await choose(d, "installment")).statusCode).toBe(200);
    const fresh = await startedOk(await startCourse(d));
    expect(fresh.payment.id).not.toBe(orphan!.id);
  });
});

describe("what the alerts read", () => {
  it("payments_pending_oldest_age_seconds: the oldest pending payment's age by the API's clock, which rises while it waits", async () => {
    const age = async () => {
      const line = (await stack.app.inject({ url: "/metrics" })).body
        .split("\n")
        .find((l) => l.startsWith("payments_pending_oldest_age_seconds "));
      return Number(line?.split(" ")[1]);
    };
    const d = await enrolled("full");
    const started = await startedOk(await startCourse(d));
    expect((await row(started.payment.id)).status).toBe("pending");
    const before = await age();
    expect(before).toBeGreaterThanOrEqual(0);
    later(20);
    expect((await age()) - before).toBe(20 * 60);
  });
});
