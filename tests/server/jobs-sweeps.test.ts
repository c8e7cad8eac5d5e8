/**
 * The API's scheduled jobs (server/api-jobs.ts) doing their areas' work on the API's clock:
 * an exam attempt nobody came back to is submitted, a lapsed unpaid hold is cancelled (a live one
 * and a paid one are left alone), and a pending payment bKash completed is settled. Only a serving
 * API (startApi's `schedules`) runs them on a schedule.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApi } from "../../server/app";
import { EXPIRE_HOLDS, EXPIRE_HOLDS_EVERY_MS } from "../../server/catalogue/jobs";
import { enrollments, examAttempts, payments } from "../../server/db/schema";
import { SUBMIT_OVERDUE, SUBMIT_OVERDUE_EVERY_MS } from "../../server/exams/jobs";
import { inProcessJobQueue } from "../../server/jobs/in-process";
import type { BkashPayment, PaymentGateway } from "../../server/payments/bkash";
import { SETTLE_PENDING, SETTLE_PENDING_EVERY_MS } from "../../server/payments/jobs";
import { testClock } from "./accounts-client";
import { examBatch, makeExam, newSitter } from "./exams-helpers";
import { makeTestApi, silentLog, testConfig, type TestApi } from "./helpers";

const clock = testClock(Date.UTC(2026, 10, 24, 10, 0));
const minutes = (n: number) => new Date(clock().getTime() + n * 60_000);

/** bKash as reconcile sees it: every payment it is asked about was Completed, for what we stored. */
const completedAtBkash = (stored: () => Promise<{ amountPaisa: number; invoiceNumber: string }>): PaymentGateway => {
  const answer = async (paymentID: string): Promise<BkashPayment> => {
    const { amountPaisa, invoiceNumber } = await stored();
    return { paymentID, trxID: "TRX-JOB-1", transactionStatus: "Completed", amountPaisa, merchantInvoiceNumber: invoiceNumber };
  };
  return {
    create: () => Promise.reject(new Error("not used")),
    refund: () => Promise.reject(new Error("not used")),
    execute: answer,
    status: answer,
  };
};

let api: TestApi;
let paymentId = 0;

beforeAll(async () => {
  const bkash = completedAtBkash(async () => (await api.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!);
  api = await makeTestApi({}, { clock, bkash });
});
afterAll(() => api.close());

const runJob = async (name: string) => {
  await api.jobs.enqueue(name, {});
  await api.jobs.idle();
};

describe("exams.submit-overdue", () => {
  it("submits an attempt once its answer time is over, not before", async () => {
    const doctor = await newSitter(api, clock());
    const { exam } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(5), durationSeconds: 600 });
    const started = await api.app.inject({ method: "POST", url: `/api/v3/exams/${exam.id}/start`, headers: doctor.headers });
    expect(started.statusCode, started.body).toBe(200);
    const attemptId = started.json().data.id as number;
    const attempt = async () => (await api.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId)))[0]!;

    // Deadline at the window's close (5 min), plus 30 s grace.
    clock.advance(5 * 60_000 + 29_000);
    await runJob(SUBMIT_OVERDUE);
    expect((await attempt()).submittedAt).toBeNull();
    clock.advance(2_000);
    await runJob(SUBMIT_OVERDUE);
    expect(await attempt()).toMatchObject({ submittedBy: "server", submittedAt: new Date(started.json().data.deadline_at) });
  });
});

describe("enrollment.expire-holds", () => {
  it("cancels unpaid enrolments whose hold lapsed, and leaves live holds and paid enrolments alone", async () => {
    const { batchId, scheduleId } = await examBatch(api);
    const row = async (status: "pending_payment" | "active", holdExpiresAt: Date) => {
      const doctor = await newSitter(api, clock(), false);
      const [created] = await api.db
        .insert(enrollments)
        .values({
          doctorId: doctor.id,
          batchId,
          scheduleId,
          status,
          feePaisa: 300_000,
          discountPaisa: 0,
          totalPaisa: 300_000,
          amountDuePaisa: status === "active" ? 0 : 300_000,
          idempotencyKey: `hold-${doctor.id}`,
          holdExpiresAt,
        })
        .returning({ id: enrollments.id });
      return created!.id;
    };
    const lapsed = await row("pending_payment", minutes(-1));
    const live = await row("pending_payment", minutes(60));
    const paid = await row("active", minutes(-60));

    await runJob(EXPIRE_HOLDS);
    const statuses = await api.db
      .select({ id: enrollments.id, status: enrollments.status })
      .from(enrollments)
      .where(inArray(enrollments.id, [lapsed, live, paid]));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [lapsed]: "cancelled",
      [live]: "pending_payment",
      [paid]: "active",
    });
  });
});

describe("payments.settle-pending", () => {
  it("settles a payment left pending once it is old enough, with bKash's answer", async () => {
    const { batchId, scheduleId } = await examBatch(api);
    const doctor = await newSitter(api, clock(), false);
    const [enrolment] = await api.db
      .insert(enrollments)
      .values({
        doctorId: doctor.id,
        batchId,
        scheduleId,
        feePaisa: 300_000,
        discountPaisa: 0,
        totalPaisa: 300_000,
        amountDuePaisa: 300_000,
        idempotencyKey: "settle-job",
        holdExpiresAt: minutes(24 * 60),
      })
      .returning({ id: enrollments.id });
    const [payment] = await api.db
      .insert(payments)
      .values({
        doctorId: doctor.id,
        purpose: "course",
        enrollmentId: enrolment!.id,
        amountPaisa: 300_000,
        invoiceNumber: "INV-JOB-1",
        bkashPaymentId: "TESTJOBPAY1",
        createdAt: clock(),
        updatedAt: clock(),
      })
      .returning({ id: payments.id });
    paymentId = payment!.id;
    const status = async () => (await api.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.status;

    await runJob(SETTLE_PENDING);
    expect(await status()).toBe("pending"); // too fresh: the doctor may still be in the wallet
    clock.advance(6 * 60_000);
    await runJob(SETTLE_PENDING);
    expect(await status()).toBe("paid");
    const [after] = await api.db.select().from(enrollments).where(eq(enrollments.id, enrolment!.id));
    expect(after!.status).toBe("active");
  });
});

describe("the schedules", () => {
  it("are set by a serving API, and by no test's app", async () => {
    const scheduled = async (schedules: boolean) => {
      const jobs = inProcessJobQueue({ log: silentLog });
      const every = vi.spyOn(jobs, "every");
      const app = buildApi({ db: api.db, config: testConfig(), jobs, schedules });
      await app.ready();
      await app.close();
      return every.mock.calls;
    };
    expect(await scheduled(false)).toEqual([]);
    expect(await scheduled(true)).toEqual([
      [SETTLE_PENDING, SETTLE_PENDING_EVERY_MS],
      [SUBMIT_OVERDUE, SUBMIT_OVERDUE_EVERY_MS],
      [EXPIRE_HOLDS, EXPIRE_HOLDS_EVERY_MS],
    ]);
  });
});
