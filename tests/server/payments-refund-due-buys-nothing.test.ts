/**
 * One rule for what a payment buys (issue 39, N3 and goal 4; decision 030): a payment recorded paid
 * but flagged for refund (here the simplest way there, bKash completing ৳1 less than we asked)
 * counts toward nothing, whatever it was for. The sweep is over every purpose a payment can have,
 * read from the same enum the payments table uses (`paymentPurpose`): a new purpose does not compile
 * here until it has a purchase, and this test then asks every door that purchase opens. Each purpose
 * is also paid in full once, so the doors asked are the ones a payment that stands does open.
 * Against the API's bKash simulator over real HTTP (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchSchedules, paymentPurpose } from "../../server/db/schema";
import { bkashHttpDriver } from "../../server/payments/bkash";
import { refundPayment } from "../../server/payments/refund";
import { SHORT_PAY_WALLET } from "../../server/payments/simulator";
import { ALREADY_PURCHASED } from "../../server/payments/unit-video-cart";
import { makeBkashStack, payingDoctor, payInWallet, type BkashStack } from "./bkash-stack";
import { doctorOnDevice } from "./learning-helpers";

type Purpose = (typeof paymentPurpose.enumValues)[number];
type Doctor = { id: number; headers: Record<string, string> };
type Started = { payment: { id: number }; bkash_url: string };

let stack: BkashStack;
const CALLBACK = "http://portal.test/my/payments/bkash/callback";
/** Seeded batch 1: open for enrolment, payable in three installments. */
const BATCH = 1;
/** A paid seeded event. */
const EVENT = 1002;

beforeAll(async () => {
  stack = await makeBkashStack();
});
afterAll(() => stack.close());

let doctorCount = 0;
/** A doctor every pre-entry check lets through, on a verified device (paid content asks for one). */
async function newDoctor(): Promise<Doctor> {
  const { id } = await payingDoctor(stack, `0176${String(++doctorCount).padStart(7, "0")}`);
  return { id, headers: await doctorOnDevice(stack.db, id) };
}

const get = (d: Doctor, url: string) => stack.app.inject({ url: `/api/v3/web/doctor${url}`, headers: d.headers });
const post = (d: Doctor, url: string, payload: object) =>
  stack.app.inject({ method: "POST", url: `/api/v3/web/doctor${url}`, headers: d.headers, payload });
const ok = async (res: Promise<Awaited<ReturnType<typeof get>>>, status = 200) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json().data;
};

/** Pays `started` in the simulator's wallet, in full or ৳1 short, and sends the success callback; the payment as the API records it. */
async function pay(d: Doctor, started: Started, wallet: "full" | "short") {
  await payInWallet(started.bkash_url, "pay", wallet === "short" ? SHORT_PAY_WALLET : undefined);
  const paymentID = started.bkash_url.split("/").pop()!;
  return ok(post(d, "/payments/bkash-callback", { paymentID, status: "success" }));
}

/**
 * A purchase of one kind: `buy` makes a fresh one for the doctor and starts its payment; `opened`
 * asks every door that purchase opens, and says which stand open.
 */
type Purchase = {
  buy(d: Doctor): Promise<{ started: Started; what: Record<string, number> }>;
  opened(d: Doctor, what: Record<string, number>): Promise<Record<string, boolean>>;
};

const purchases: Record<Purpose, Purchase> = {
  course: {
    async buy(d) {
      const [schedule] = await stack.db
        .select({ id: batchSchedules.id })
        .from(batchSchedules)
        .where(eq(batchSchedules.batchId, BATCH));
      const enrollment = await ok(
        post(d, "/enrollments", {
          batch_id: BATCH,
          schedule_id: schedule!.id,
          idempotency_key: `refund-due-${d.id}`,
          payment_plan: "full",
        }),
        201,
      );
      const started = await ok(post(d, "/payments/course", { enrollment_id: enrollment.id, callback_url: CALLBACK }), 201);
      return { started, what: { enrollment: enrollment.id } };
    },
    async opened(d, { enrollment }) {
      const state = await ok(get(d, `/enrollments/${enrollment}`));
      return {
        "the enrolment is active": state.status === "active",
        "nothing is left to pay": state.balance === 0,
        "the course's materials": (await get(d, `/courses/${enrollment}/materials`)).statusCode === 200,
        "the course's exams": (await get(d, `/courses/${enrollment}/exams`)).statusCode === 200,
      };
    },
  },
  event: {
    async buy(d) {
      const started = await ok(post(d, "/payments/event", { event_id: EVENT, callback_url: CALLBACK }), 201);
      return { started, what: { event: EVENT } };
    },
    async opened(d, { event }) {
      const registration = await ok(get(d, `/events/${event}/registration`));
      return {
        "the registration is active": registration?.status === "active",
        "the registration shows the payment": Boolean(registration?.payment),
      };
    },
  },
  subscription: {
    async buy(d) {
      const [plan] = await ok(get(d, "/subscriptions/plans"));
      const order = await ok(post(d, "/subscriptions", { plan_id: plan.id, duration_id: plan.durations[0].id }), 201);
      const started = await ok(post(d, "/payments/subscription", { subscription_id: order.id, callback_url: CALLBACK }), 201);
      return { started, what: { order: order.id, video: order.videos[0].id } };
    },
    async opened(d, { order, video }) {
      const state = await ok(get(d, `/subscriptions/${order}`));
      return {
        "the order is active": state.status === "active",
        "its video plays": (await get(d, `/subscriptions/${order}/videos/${video}`)).statusCode === 200,
      };
    },
  },
  unit_video_cart: {
    async buy(d) {
      const [video] = (await stack.app.inject({ url: "/api/v3/web/unit-videos?perpage=1" })).json().data;
      await ok(post(d, `/unit-video/cart/${video.course.id}/add`, { unit_video_id: video.id }));
      const started = await ok(
        post(d, "/unit-video/payments/make-bkash-payment", { course_id: video.course.id, callback_url: CALLBACK }),
        201,
      );
      return { started, what: { course: video.course.id, video: video.id } };
    },
    async opened(d, { course, video }) {
      const cart = await ok(get(d, `/unit-video/cart/${course}`));
      const addedAgain = await post(d, `/unit-video/cart/${course}/add`, { unit_video_id: video });
      return {
        "the video plays": (await get(d, `/unit-videos/${video}`)).statusCode === 200,
        "the cart lists it as bought": cart.purchased.some((v: { id: number }) => v.id === video),
        "the cart refuses it as bought": addedAgain.statusCode === 422 && addedAgain.json().message === ALREADY_PURCHASED,
      };
    },
  },
};

const shut = (doors: Record<string, boolean>) => Object.fromEntries(Object.keys(doors).map((door) => [door, false]));
const open = (doors: Record<string, boolean>) => Object.fromEntries(Object.keys(doors).map((door) => [door, true]));

describe("a payment flagged for refund buys nothing (issue 39, N3)", () => {
  it("the sweep has a purchase for every purpose a payment can have", () => {
    expect(Object.keys(purchases).sort()).toEqual([...paymentPurpose.enumValues].sort());
  });

  it.each(paymentPurpose.enumValues)(
    "%s: paid ৳1 short, flagged for refund, and every door it would open stays shut",
    async (purpose) => {
      const d = await newDoctor();
      const { started, what } = await purchases[purpose].buy(d);
      expect(await pay(d, started, "short")).toMatchObject({ status: "paid", refund_due: true });
      const doors = await purchases[purpose].opened(d, what);
      expect(Object.keys(doors).length).toBeGreaterThan(0);
      expect(doors).toEqual(shut(doors));
    },
  );

  it.each(paymentPurpose.enumValues)(
    "%s: paid in full, the same doors open (so the sweep asks the right ones)",
    async (purpose) => {
      const d = await newDoctor();
      const { started, what } = await purchases[purpose].buy(d);
      expect(await pay(d, started, "full")).toMatchObject({ status: "paid", refund_due: false });
      const doors = await purchases[purpose].opened(d, what);
      expect(doors).toEqual(open(doors));
    },
  );

  it.each(paymentPurpose.enumValues)(
    "%s: paid in full, then refunded by an operator, and every door shuts again",
    async (purpose) => {
      const d = await newDoctor();
      const { started, what } = await purchases[purpose].buy(d);
      expect(await pay(d, started, "full")).toMatchObject({ refund_due: false });
      await refundPayment(stack.db, bkashHttpDriver(stack.config.bkash), started.payment.id, "operator's refund", new Date());
      const doors = await purchases[purpose].opened(d, what);
      expect(doors).toEqual(shut(doors));
    },
  );

  it("course installments: a later installment flagged for refund leaves it unpaid", async () => {
    const d = await newDoctor();
    const [schedule] = await stack.db
      .select({ id: batchSchedules.id })
      .from(batchSchedules)
      .where(eq(batchSchedules.batchId, BATCH));
    const enrollment = await ok(
      post(d, "/enrollments", {
        batch_id: BATCH,
        schedule_id: schedule!.id,
        idempotency_key: `refund-due-installments-${d.id}`,
        payment_plan: "installment",
      }),
      201,
    );
    const installment = async (n: number) =>
      ok(post(d, "/payments/course", { enrollment_id: enrollment.id, installment: n, callback_url: CALLBACK }), 201);
    expect(await pay(d, await installment(1), "full")).toMatchObject({ refund_due: false });
    const before = await ok(get(d, `/enrollments/${enrollment.id}`));
    expect(before).toMatchObject({ status: "active", next_installment: 2 });

    expect(await pay(d, await installment(2), "short")).toMatchObject({ status: "paid", refund_due: true });
    const after = await ok(get(d, `/enrollments/${enrollment.id}`));
    expect(after).toMatchObject({ next_installment: 2, balance: before.balance, amount_due: before.amount_due });
    expect(after.installments.find((p: { number: number }) => p.number === 2).payment_id).toBeNull();
  });
});
