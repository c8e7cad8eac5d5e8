/**
 * Unit videos play like lecture videos (server/videos/unit-videos.ts), against the API's bKash
 * simulator over real HTTP: a video bought through the cart plays for its buyer only, on a verified
 * device, with their phone as the watermark; a subscription's videos play while it runs. Another
 * doctor, an unpaid cart, a video not bought, and an expired or unpaid subscription are refused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctorSubscriptions, doctors, unitVideos } from "../../server/db/schema";
import { buyUnitVideos, makeBkashStack, payInWallet, type BkashStack } from "./bkash-stack";
import { DEMO_DOCTOR_ID } from "./helpers";
import { doctorOnDevice } from "./learning-helpers";

const DAY_MS = 24 * 3600 * 1000;
let stack: BkashStack;
type Video = { id: number; course: { id: number } };
let courseId: number;
let videos: Video[];

beforeAll(async () => {
  stack = await makeBkashStack();
  const all = (await stack.app.inject({ url: "/api/v3/web/unit-videos?perpage=100" })).json().data as Video[];
  courseId = all[0]!.course.id;
  videos = all.filter((v) => v.course.id === courseId);
});
afterAll(() => stack.close());

let n = 0;
async function newDoctor(opts?: { verified?: boolean }) {
  const [template] = await stack.db.select().from(doctors).where(eq(doctors.id, DEMO_DOCTOR_ID));
  const i = ++n;
  const phone = `0185${String(i).padStart(7, "0")}`;
  const { id: _, ...profile } = template!;
  const [row] = await stack.db
    .insert(doctors)
    .values({ ...profile, phone, bmdc: `U-${i}`, email: `unit${i}@example.com` })
    .returning({ id: doctors.id });
  return { id: row!.id, phone, headers: await doctorOnDevice(stack.db, row!.id, opts) };
}
type Doctor = Awaited<ReturnType<typeof newDoctor>>;

const get = (d: Doctor | null, url: string) => stack.app.inject({ url, headers: d?.headers ?? {} });
const play = (d: Doctor | null, videoId: number) => get(d, `/api/v3/web/doctor/unit-videos/${videoId}`);
const youtubeIdOf = async (videoId: number) => {
  const [row] = await stack.db.select({ link: unitVideos.videoLink }).from(unitVideos).where(eq(unitVideos.id, videoId));
  return new URL(row!.link).searchParams.get("v");
};

describe("a unit video bought through the cart", () => {
  it("plays for its buyer on a verified device, with their phone as the watermark and the id in no list", async () => {
    const buyer = await newDoctor();
    const [bought, notBought] = videos;
    expect((await play(buyer, bought!.id)).statusCode).toBe(403);
    await buyUnitVideos(stack, buyer.headers, courseId, [bought!.id]);

    const res = await play(buyer, bought!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { data } = res.json();
    expect(data.video).toMatchObject({ id: bought!.id, youtube_id: await youtubeIdOf(bought!.id) });
    expect(data.watermark).toBe(buyer.phone);
    expect(data.course.id).toBe(courseId);
    // The cart page lists it as bought, still without the id.
    const cart = await get(buyer, `/api/v3/web/doctor/unit-video/cart/${courseId}`);
    expect(cart.json().data.purchased.map((v: Video) => v.id)).toEqual([bought!.id]);
    expect(cart.body).not.toContain(data.video.youtube_id);

    const refused = await play(buyer, notBought!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/কেনেননি/);
    expect(refused.body).not.toContain((await youtubeIdOf(notBought!.id))!);
  });

  it("is refused to another doctor, to an unpaid cart, off a verified device, to a guest; an unknown id is a 404", async () => {
    const buyer = await newDoctor();
    const video = videos[2]!;
    await buyUnitVideos(stack, buyer.headers, courseId, [video.id]);

    const other = await newDoctor();
    expect((await play(other, video.id)).statusCode).toBe(403);

    const unpaid = await newDoctor();
    await stack.app.inject({
      method: "POST",
      url: `/api/v3/web/doctor/unit-video/cart/${courseId}/add`,
      headers: unpaid.headers,
      payload: { unit_video_id: video.id },
    });
    const started = await stack.app.inject({
      method: "POST",
      url: "/api/v3/web/doctor/unit-video/payments/make-bkash-payment",
      headers: unpaid.headers,
      payload: { course_id: courseId, callback_url: "http://portal.test/my/payments/bkash/callback" },
    });
    expect(started.statusCode).toBe(201);
    expect((await play(unpaid, video.id)).statusCode).toBe(403);
    await payInWallet(started.json().data.bkash_url, "cancel");
    expect((await play(unpaid, video.id)).statusCode).toBe(403);

    const unverified = { ...buyer, headers: await doctorOnDevice(stack.db, buyer.id, { verified: false }) };
    expect((await play(unverified, video.id)).statusCode).toBe(423);
    expect((await play(null, video.id)).statusCode).toBe(401);
    expect((await play(buyer, 2_000_000)).statusCode).toBe(404);
  });

  it("does not play a link that is not YouTube's, and never passes that link on", async () => {
    const buyer = await newDoctor();
    const video = videos[3]!;
    await buyUnitVideos(stack, buyer.headers, courseId, [video.id]);
    const [before] = await stack.db.select().from(unitVideos).where(eq(unitVideos.id, video.id));
    await stack.db.update(unitVideos).set({ videoLink: "https://video.example/unit/raw" }).where(eq(unitVideos.id, video.id));
    try {
      const res = await play(buyer, video.id);
      expect(res.statusCode).toBe(409);
      expect(res.body).not.toContain("video.example");
    } finally {
      await stack.db.update(unitVideos).set({ videoLink: before!.videoLink }).where(eq(unitVideos.id, video.id));
    }
  });
});

describe("a subscription's video", () => {
  async function paidSubscription(d: Doctor) {
    const plans = (await get(d, "/api/v3/web/doctor/subscriptions/plans")).json().data;
    const ordered = await stack.app.inject({
      method: "POST",
      url: "/api/v3/web/doctor/subscriptions",
      headers: d.headers,
      payload: { plan_id: plans[0].id, duration_id: plans[0].durations[0].id },
    });
    const order = ordered.json().data as { id: number; videos: { id: number }[] };
    const url = `/api/v3/web/doctor/subscriptions/${order.id}/videos/${order.videos[0]!.id}`;
    expect((await get(d, url)).statusCode).toBe(403);
    const started = await stack.app.inject({
      method: "POST",
      url: "/api/v3/web/doctor/payments/subscription",
      headers: d.headers,
      payload: { subscription_id: order.id, callback_url: "http://portal.test/my/payments/bkash/callback" },
    });
    const back = await payInWallet(started.json().data.bkash_url, "pay");
    await stack.app.inject({
      method: "POST",
      url: "/api/v3/web/doctor/payments/bkash-callback",
      headers: d.headers,
      payload: { paymentID: back.searchParams.get("paymentID"), status: "success" },
    });
    return { order, url, videoId: order.videos[0]!.id };
  }

  it("plays while the subscription runs, with the watermark; expired it is refused, and another doctor's is a 404", async () => {
    const d = await newDoctor();
    const { order, url, videoId } = await paidSubscription(d);
    const res = await get(d, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.video).toMatchObject({ id: videoId, youtube_id: await youtubeIdOf(videoId) });
    expect(res.json().data.watermark).toBe(d.phone);
    expect(res.body).not.toContain("video_link");

    const other = await newDoctor();
    expect((await get(other, url)).statusCode).toBe(404);

    await stack.db
      .update(doctorSubscriptions)
      .set({ startsAt: new Date(Date.now() - 40 * DAY_MS), endsAt: new Date(Date.now() - DAY_MS) })
      .where(eq(doctorSubscriptions.id, order.id));
    const expired = await get(d, url);
    expect(expired.statusCode).toBe(403);
    expect(expired.body).not.toContain((await youtubeIdOf(videoId))!);
  });
});
