/**
 * Course payments end to end against the API's bKash simulator over real HTTP (PGlite, and
 * PostgreSQL with TEST_DATABASE_URL): paid once, replays, cancel, failure, tampering, an execute that
 * times out, reconcile, the lazy settle, refund, and hostile input.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/auth/tokens";
import { batchSchedules, doctors, enrollments, eventRegistrations, payments } from "../../server/db/schema";
import { bkashHttpDriver } from "../../server/payments/bkash";
import { refundPayment } from "../../server/payments/refund";
import { MESSAGES, reconcile } from "../../server/payments/settle";
import { SHORT_PAY_WALLET, SLOW_EXECUTE_WALLET } from "../../server/payments/simulator";
import { makeBkashStack, payInWallet, type BkashStack } from "./bkash-stack";
import { bearer, DEMO_DOCTOR_ID } from "./helpers";

let stack: BkashStack;
const clockNow = new Date();
const CALLBACK = "http://portal.test/my/payments/bkash/callback";
const silent = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  // Execute answers in 1 s or is cut short: the simulator's slow wallet takes 3 s.
  stack = await makeBkashStack({ BKASH_TIMEOUT_MS: "1000" }, { clock: () => clockNow });
});
afterAll(() => stack.close());

let doctorCount = 0;
type Doctor = { id: number; headers: Record<string, string> };

async function newDoctor(): Promise<Doctor> {
  const [template] = await stack.db.select().from(doctors).where(eq(doctors.id, DEMO_DOCTOR_ID));
  const n = ++doctorCount;
  const { id: _, ...profile } = template!;
  const [row] = await stack.db
    .insert(doctors)
    .values({ ...profile, phone: `0182${String(n).padStart(7, "0")}`, bmdc: `P-${n}`, email: `payer${n}@example.com` })
    .returning({ id: doctors.id });
  return { id: row!.id, headers: bearer((await issueToken(stack.db, row!.id, { name: "payments" })).plaintext) };
}

/** A doctor with a pending enrolment in open batch 13, and what the server says is due. */
async function enrolled(): Promise<Doctor & { enrollmentId: number; due: number }> {
  const doctor = await newDoctor();
  const [schedule] = await stack.db.select({ id: batchSchedules.id }).from(batchSchedules).where(eq(batchSchedules.batchId, 13));
  const res = await stack.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/enrollments",
    headers: doctor.headers,
    payload: { batch_id: 13, schedule_id: schedule!.id, idempotency_key: `pay-${doctor.id}-key` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...doctor, enrollmentId: res.json().data.id, due: res.json().data.amount_due };
}

const start = (d: Doctor & { enrollmentId: number }, extra: object = {}) =>
  stack.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/payments/course",
    headers: d.headers,
    payload: { enrollment_id: d.enrollmentId, callback_url: CALLBACK, ...extra },
  });

const callback = (d: Doctor, paymentID: string, status: string) =>
  stack.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/payments/bkash-callback",
    headers: d.headers,
    payload: { paymentID, status },
  });

const paymentIdOf = (bkashURL: string) => bkashURL.split("/").pop()!;
const enrolmentStatus = async (id: number) =>
  (await stack.db.select().from(enrollments).where(eq(enrollments.id, id)))[0]!.status;
const paidCount = async (enrollmentId: number) =>
  (
    await stack.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.enrollmentId, enrollmentId), eq(payments.status, "paid")))
  )[0]!.n;

async function started(d: Doctor & { enrollmentId: number }) {
  const res = await start(d);
  expect(res.statusCode, res.body).toBe(201);
  const { payment, bkash_url } = res.json().data;
  return { payment, bkashURL: bkash_url as string, paymentID: paymentIdOf(bkash_url) };
}

describe("a course payment", () => {
  it("is paid once through the wallet and activates the enrolment once, whatever is replayed", async () => {
    const d = await enrolled();
    const { payment, bkashURL, paymentID } = await started(d);
    expect(payment).toMatchObject({ status: "pending", amount: d.due, purpose: "course", trx_id: null });
    expect(payment.invoice_number).toMatch(/^SPN-\d{8}-[0-9A-F]{8}$/);

    const back = await payInWallet(bkashURL, "pay");
    expect(back.searchParams.get("status")).toBe("success");
    const first = await callback(d, paymentID, "success");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: "paid", amount: d.due, trx_id: expect.stringMatching(/^SIM/) });
    expect(await enrolmentStatus(d.enrollmentId)).toBe("active");

    // Replayed callbacks (success, and a stale cancel) and two tabs at once change nothing.
    const replays = await Promise.all([
      callback(d, paymentID, "success"),
      callback(d, paymentID, "success"),
      callback(d, paymentID, "cancel"),
    ]);
    for (const r of replays) expect(r.json().data).toMatchObject({ status: "paid", trx_id: first.json().data.trx_id });
    expect(await paidCount(d.enrollmentId)).toBe(1);

    const again = await start(d);
    expect(again.statusCode).toBe(409);
    const list = await stack.app.inject({ url: "/api/v3/web/doctor/payments", headers: d.headers });
    expect(list.json().data).toEqual([expect.objectContaining({ id: payment.id, status: "paid" })]);
  });

  it("a double click or a second tab gets the same payment, never a second one; the amount is the server's", async () => {
    const d = await enrolled();
    const [a, b] = await Promise.all([start(d, { amount: 1, total_price: "1.00" }), start(d)]);
    const ids = [a, b].filter((r) => r.statusCode === 201).map((r) => r.json().data.payment.id);
    expect(new Set(ids).size).toBe(1);
    for (const r of [a, b]) expect([201, 409]).toContain(r.statusCode);
    const c = await start(d);
    expect(c.json().data.payment.id).toBe(ids[0]);
    expect(c.json().data.payment.amount).toBe(d.due);
  });

  it("cancel in the wallet: cancelled with a Bengali message, the enrolment stays payable", async () => {
    const d = await enrolled();
    const { bkashURL, paymentID } = await started(d);
    expect((await payInWallet(bkashURL, "cancel")).searchParams.get("status")).toBe("cancel");
    const res = await callback(d, paymentID, "cancel");
    expect(res.json().data).toMatchObject({ status: "cancelled", message: MESSAGES.cancelled });
    expect(await enrolmentStatus(d.enrollmentId)).toBe("pending_payment");
    const retry = await started(d);
    expect(retry.paymentID).not.toBe(paymentID);
  });

  it("failure in the wallet: failed, nothing activated", async () => {
    const d = await enrolled();
    const { bkashURL, paymentID } = await started(d);
    await payInWallet(bkashURL, "fail");
    expect((await callback(d, paymentID, "failure")).json().data).toMatchObject({ status: "failed", message: MESSAGES.failed });
    expect(await enrolmentStatus(d.enrollmentId)).toBe("pending_payment");
  });

  it("refuses tampering: unknown or someone else's paymentID, success claimed without paying, another amount", async () => {
    const d = await enrolled();
    const other = await enrolled();
    const { paymentID, bkashURL } = await started(d);

    expect((await callback(d, "TR0011NOTOURS", "success")).statusCode).toBe(404);
    expect((await callback(other, paymentID, "success")).statusCode).toBe(404);
    expect(
      (await stack.app.inject({ url: "/api/v3/web/doctor/payments/" + (await started(d)).payment.id, headers: other.headers }))
        .statusCode,
    ).toBe(404);

    // "success" on the URL before the wallet was paid: bKash refuses execute, nothing is paid.
    expect((await callback(d, paymentID, "success")).json().data.status).toBe("pending");
    expect(await enrolmentStatus(d.enrollmentId)).toBe("pending_payment");

    // A wallet cancelled, then a forged success: bKash says Cancelled.
    await payInWallet(bkashURL, "cancel");
    expect((await callback(d, paymentID, "success")).json().data.status).toBe("cancelled");

    // bKash completes for another amount: paid and owed back, not activated.
    const short = await enrolled();
    const s = await started(short);
    await payInWallet(s.bkashURL, "pay", SHORT_PAY_WALLET);
    expect((await callback(short, s.paymentID, "success")).json().data).toMatchObject({
      status: "paid",
      refund_due: true,
      message: MESSAGES.amountMismatch,
    });
    expect(await enrolmentStatus(short.enrollmentId)).toBe("pending_payment");
  });

  it("an execute that times out is settled by payment/status", async () => {
    const d = await enrolled();
    const { bkashURL, paymentID } = await started(d);
    await payInWallet(bkashURL, "pay", SLOW_EXECUTE_WALLET);
    const res = await callback(d, paymentID, "success");
    expect(res.json().data).toMatchObject({ status: "paid", trx_id: expect.stringMatching(/^SIM/) });
    expect(await enrolmentStatus(d.enrollmentId)).toBe("active");
  });

  it("a doctor who closed the tab after paying finds it paid on return (lazy settle)", async () => {
    const d = await enrolled();
    const { bkashURL, payment } = await started(d);
    await payInWallet(bkashURL, "pay");
    const res = await stack.app.inject({ url: `/api/v3/web/doctor/payments/${payment.id}`, headers: d.headers });
    expect(res.json().data).toMatchObject({ status: "paid" });
    expect(await enrolmentStatus(d.enrollmentId)).toBe("active");
  });

  it("reconcile settles what bKash knows: paid in the wallet → paid; left in the wallet → pending until bKash closes it", async () => {
    const paidOne = await enrolled();
    const p = await started(paidOne);
    await payInWallet(p.bkashURL, "pay");
    const leftOne = await enrolled();
    const l = await started(leftOne);
    const driver = bkashHttpDriver(stack.config.bkash);
    const statusOf = async (id: number) => (await stack.db.select().from(payments).where(eq(payments.id, id)))[0]!;

    await reconcile(stack.db, driver, clockNow, silent); // too fresh to touch
    expect((await statusOf(p.payment.id)).status).toBe("pending");
    const later = new Date(clockNow.getTime() + 6 * 60 * 1000);
    await reconcile(stack.db, driver, later, silent);
    expect(await enrolmentStatus(paidOne.enrollmentId)).toBe("active");

    // Hours later bKash still says Initiated: it may still be paid, so it stays pending…
    const hours = new Date(clockNow.getTime() + 3 * 60 * 60 * 1000);
    await reconcile(stack.db, driver, hours, silent);
    expect((await statusOf(l.payment.id)).status).toBe("pending");
    // …until bKash itself says Expired.
    const expiring = {
      ...driver,
      status: async (id: string) => ({ ...(await driver.status(id)), transactionStatus: "Expired" }),
    };
    await reconcile(stack.db, expiring, hours, silent);
    expect(await statusOf(l.payment.id)).toMatchObject({ status: "failed", failureMessage: MESSAGES.failed });
  });

  it("refund: the whole amount back through bKash, payment refunded, enrolment cancelled", async () => {
    const d = await enrolled();
    const { bkashURL, paymentID, payment } = await started(d);
    await payInWallet(bkashURL, "pay");
    await callback(d, paymentID, "success");
    const refund = await refundPayment(stack.db, bkashHttpDriver(stack.config.bkash), payment.id, "duplicate", clockNow);
    expect(refund.refundTrxID).toMatch(/^SIMR/);
    const view = await stack.app.inject({ url: `/api/v3/web/doctor/payments/${payment.id}`, headers: d.headers });
    expect(view.json().data).toMatchObject({ status: "refunded", refunded_at: expect.any(String) });
    expect(await enrolmentStatus(d.enrollmentId)).toBe("cancelled");
    await expect(refundPayment(stack.db, bkashHttpDriver(stack.config.bkash), payment.id, "again", clockNow)).rejects.toThrow(
      /refunded, not paid/,
    );
  });
});

describe("an event payment", () => {
  const startEvent = (d: Doctor, eventId: number) =>
    stack.app.inject({
      method: "POST",
      url: "/api/v3/web/doctor/payments/event",
      headers: d.headers,
      payload: { event_id: eventId, callback_url: CALLBACK, amount: 1 },
    });
  const registration = async (doctorId: number, eventId: number) =>
    (
      await stack.db
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.doctorId, doctorId), eq(eventRegistrations.eventId, eventId)))
    )[0];

  const mine = async (d: Doctor, eventId: number) => {
    const res = await stack.app.inject({ url: `/api/v3/web/doctor/events/${eventId}/registration`, headers: d.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it("charges the event's fee, and the paid payment activates the registration once", async () => {
    const d = await newDoctor();
    expect(await mine(d, 1002)).toEqual({ event_id: 1002, status: "none", payment: null });
    const res = await startEvent(d, 1002);
    expect(res.statusCode, res.body).toBe(201);
    const { payment, bkash_url } = res.json().data;
    expect(payment).toMatchObject({ purpose: "event", amount: 1500, event: { id: 1002 }, enrollment: null });
    expect((await registration(d.id, 1002))!.status).toBe("pending_payment");
    await payInWallet(bkash_url, "pay");
    for (let i = 0; i < 2; i++) {
      expect((await callback(d, paymentIdOf(bkash_url), "success")).json().data).toMatchObject({ status: "paid", amount: 1500 });
    }
    expect((await registration(d.id, 1002))!.status).toBe("active");
    expect((await startEvent(d, 1002)).statusCode).toBe(409);
    // The event's pages read the registration and the paid payment behind it (for the invoice).
    expect(await mine(d, 1002)).toMatchObject({ status: "active", payment: { id: payment.id, status: "paid", amount: 1500 } });
    expect(await mine(await newDoctor(), 1002)).toMatchObject({ status: "none", payment: null });
  });

  it("tells the event's pages a free registration, registers no one by being read, and hides a hidden event", async () => {
    const d = await newDoctor();
    expect(await mine(d, 1001)).toEqual({ event_id: 1001, status: "none", payment: null });
    expect(await registration(d.id, 1001)).toBeUndefined();
    const registered = await stack.app.inject({
      method: "POST",
      url: "/api/v3/web/doctor/events/1001/register-free",
      headers: d.headers,
    });
    expect(registered.statusCode).toBe(200);
    expect(await mine(d, 1001)).toEqual({ event_id: 1001, status: "active", payment: null });
    for (const id of [1007, 999999]) {
      expect(
        (await stack.app.inject({ url: `/api/v3/web/doctor/events/${id}/registration`, headers: d.headers })).statusCode,
      ).toBe(404);
    }
    expect((await stack.app.inject({ url: "/api/v3/web/doctor/events/1001/registration" })).statusCode).toBe(401);
  });

  it("refuses a free event, a hidden one and a missing one", async () => {
    const d = await newDoctor();
    expect((await startEvent(d, 1001)).statusCode).toBe(422);
    expect((await startEvent(d, 1007)).statusCode).toBe(404);
    expect((await startEvent(d, 999999)).statusCode).toBe(404);
  });
});

describe("hostile input", () => {
  it("answers 4xx, never 5xx", async () => {
    const d = await enrolled();
    const cases: [string, object | string, string?][] = [
      ["/payments/course", { enrollment_id: [d.enrollmentId], callback_url: CALLBACK }],
      ["/payments/course", { enrollment_id: "abc", callback_url: CALLBACK }],
      ["/payments/course", { enrollment_id: d.enrollmentId, callback_url: "javascript:alert(1)" }],
      ["/payments/course", { enrollment_id: d.enrollmentId, callback_url: `${CALLBACK}?${"x".repeat(600)}` }],
      ["/payments/course", { enrollment_id: 99999999, callback_url: CALLBACK }],
      ["/payments/event", { event_id: "1004", callback_url: CALLBACK }],
      ["/payments/event", { event_id: 1004.5, callback_url: CALLBACK }],
      ["/payments/event", { event_id: 1004, callback_url: "http://x.test/\u0000" }],
      ["/payments/bkash-callback", { paymentID: ["a"], status: "success" }],
      ["/payments/bkash-callback", { paymentID: "TR\u0000X", status: "success" }],
      ["/payments/bkash-callback", { paymentID: "TR0011X", status: "paid" }],
      ["/payments/bkash-callback", "paymentID=x&status=success", "application/x-www-form-urlencoded"],
      ["/payments/bkash-callback", "{not json", "application/json"],
    ];
    for (const [path, payload, type] of cases) {
      const res = await stack.app.inject({
        method: "POST",
        url: `/api/v3/web/doctor${path}`,
        headers: { ...d.headers, ...(type ? { "content-type": type } : {}) },
        payload: typeof payload === "string" ? payload : JSON.stringify(payload),
        ...(type ? {} : { headers: { ...d.headers, "content-type": "application/json" } }),
      });
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    for (const id of ["abc", "0", "-1", "99999999999999"]) {
      const res = await stack.app.inject({ url: `/api/v3/web/doctor/payments/${id}`, headers: d.headers });
      expect(res.statusCode).toBe(404);
    }
    expect((await stack.app.inject({ url: "/api/v3/web/doctor/payments" })).statusCode).toBe(401);
  });
});
