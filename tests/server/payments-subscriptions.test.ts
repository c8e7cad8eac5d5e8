/**
 * Subscriptions against the API's bKash simulator over real HTTP (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): ordered at the duration's price, activated once whatever is replayed, videos
 * only for an active order on a verified device, another doctor's ids a 404.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctorSubscriptions, doctors, payments } from "../../server/db/schema";
import { makeBkashStack, payInWallet, type BkashStack } from "./bkash-stack";
import { DEMO_DOCTOR_ID } from "./helpers";
import { doctorOnDevice } from "./learning-helpers";

let stack: BkashStack;
const CALLBACK = "http://portal.test/my/payments/bkash/callback";

beforeAll(async () => {
  stack = await makeBkashStack();
});
afterAll(() => stack.close());

let n = 0;
async function newDoctor(opts?: { verified?: boolean }) {
  const [template] = await stack.db.select().from(doctors).where(eq(doctors.id, DEMO_DOCTOR_ID));
  const i = ++n;
  const { id: _, ...profile } = template!;
  const [row] = await stack.db
    .insert(doctors)
    .values({ ...profile, phone: `0184${String(i).padStart(7, "0")}`, bmdc: `S-${i}`, email: `sub${i}@example.com` })
    .returning({ id: doctors.id });
  return { id: row!.id, headers: await doctorOnDevice(stack.db, row!.id, opts) };
}
type Doctor = Awaited<ReturnType<typeof newDoctor>>;

const get = (d: Doctor, url: string) => stack.app.inject({ url, headers: d.headers });
const post = (d: Doctor, url: string, payload: object) => stack.app.inject({ method: "POST", url, headers: d.headers, payload });

async function order(d: Doctor) {
  const plan = (await get(d, "/api/v3/web/doctor/subscriptions/plans")).json().data[0];
  const res = await post(d, "/api/v3/web/doctor/subscriptions", {
    plan_id: plan.id,
    duration_id: plan.durations[1].id,
    price: 1,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { plan, order: res.json().data, duration: plan.durations[1] };
}

describe("a subscription", () => {
  it("is ordered at the duration's price, paid once, activated once, and opens its videos", async () => {
    const d = await newDoctor();
    const { order: o, duration } = await order(d);
    expect(o).toMatchObject({
      status: "pending_payment",
      price: duration.price,
      amount_due: duration.price,
      months: duration.months,
    });
    // Ordering the same duration again gives the same order.
    expect((await order(d)).order.id).toBe(o.id);
    const video = `/api/v3/web/doctor/subscriptions/${o.id}/videos/${o.videos[0].id}`;
    expect((await get(d, video)).statusCode).toBe(403);

    const started = await post(d, "/api/v3/web/doctor/payments/subscription", { subscription_id: o.id, callback_url: CALLBACK });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data.payment).toMatchObject({ amount: duration.price, subscription: { id: o.id } });
    const back = await payInWallet(started.json().data.bkash_url, "pay");
    const paymentID = back.searchParams.get("paymentID")!;
    const replays = await Promise.all(
      ["success", "success", "cancel"].map((status) =>
        post(d, "/api/v3/web/doctor/payments/bkash-callback", { paymentID, status }),
      ),
    );
    for (const r of replays) expect(r.json().data.status).toBe("paid");
    const paid = await stack.db.select({ n: count() }).from(payments).where(eq(payments.subscriptionId, o.id));
    expect(paid[0]!.n).toBe(1);

    const active = (await get(d, `/api/v3/web/doctor/subscriptions/${o.id}`)).json().data;
    expect(active.status).toBe("active");
    // Paid: nothing more is due, as on a paid course's checkout (issue 42, item 11).
    expect(active.amount_due).toBe(0);
    const [row] = await stack.db.select().from(doctorSubscriptions).where(eq(doctorSubscriptions.id, o.id));
    const months = (row!.endsAt!.getTime() - row!.startsAt!.getTime()) / (24 * 3600 * 1000);
    expect(months).toBeGreaterThan(duration.months * 28);
    expect(months).toBeLessThan(duration.months * 32);

    const watched = await get(d, video);
    expect(watched.statusCode, watched.body).toBe(200);
    expect(watched.json().data.video.youtube_id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(
      (await post(d, "/api/v3/web/doctor/payments/subscription", { subscription_id: o.id, callback_url: CALLBACK })).statusCode,
    ).toBe(409);
  });

  it("gives another doctor's order and video a 404, an unverified device a 423, and refuses a duration of another plan", async () => {
    const d = await newDoctor();
    const other = await newDoctor();
    const { order: o } = await order(d);
    expect((await get(other, `/api/v3/web/doctor/subscriptions/${o.id}`)).statusCode).toBe(404);
    expect((await get(other, `/api/v3/web/doctor/subscriptions/${o.id}/videos/${o.videos[0].id}`)).statusCode).toBe(404);
    expect(
      (await post(other, "/api/v3/web/doctor/payments/subscription", { subscription_id: o.id, callback_url: CALLBACK }))
        .statusCode,
    ).toBe(404);

    const unverified = await newDoctor({ verified: false });
    expect((await get(unverified, `/api/v3/web/doctor/subscriptions/${o.id}/videos/${o.videos[0].id}`)).statusCode).toBe(423);

    const plans = (await get(d, "/api/v3/web/doctor/subscriptions/plans")).json().data;
    const res = await post(d, "/api/v3/web/doctor/subscriptions", {
      plan_id: plans[0].id,
      duration_id: plans[1].durations[0].id,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe("a free event", () => {
  it("registers without bKash, idempotently; a paid event is refused here", async () => {
    const d = await newDoctor();
    const url = (id: number) => `/api/v3/web/doctor/events/${id}/register-free`;
    const first = await stack.app.inject({ method: "POST", url: url(1001), headers: d.headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ event_id: 1001, status: "active" });
    expect((await stack.app.inject({ method: "POST", url: url(1001), headers: d.headers })).json().data.status).toBe("active");
    expect((await stack.app.inject({ method: "POST", url: url(1004), headers: d.headers })).statusCode).toBe(422);
    expect((await stack.app.inject({ method: "POST", url: url(1007), headers: d.headers })).statusCode).toBe(404);
    const made = await stack.db.select({ n: count() }).from(payments).where(eq(payments.doctorId, d.id));
    expect(made[0]!.n).toBe(0);
  });
});
