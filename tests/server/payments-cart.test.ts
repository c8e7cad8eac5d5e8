/**
 * The unit-video cart against the API's bKash simulator over real HTTP (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): add/remove/clear, the server's sum, paid once whatever is replayed, tampering,
 * an empty cart, a cart changed while bKash still has its old payment open, and another doctor's ids.
 */
import { and, count, eq, gt, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/auth/tokens";
import {
  batchSchedules,
  batches,
  doctors,
  paymentUnitVideos,
  payments,
  scheduleSlots,
  unitVideoCartItems,
  unitVideos,
  yearCourseSessions,
} from "../../server/db/schema";
import { addDays, dhakaDate } from "../../server/enrollments/dhaka";
import { STILL_OPEN_AT_BKASH } from "../../server/payments/checkout";
import { MESSAGES } from "../../server/payments/settle";
import { SHORT_PAY_WALLET } from "../../server/payments/simulator";
import { makeBkashStack, payInWallet, type BkashStack } from "./bkash-stack";
import { bearer, DEMO_DOCTOR_ID } from "./helpers";

let stack: BkashStack;
const CALLBACK = "http://portal.test/my/payments/bkash/callback";
type Video = { id: number; price: number; course: { id: number } };
let videos: Video[];
let courseId: number;

beforeAll(async () => {
  stack = await makeBkashStack();
  const all = (await stack.app.inject({ url: "/api/v3/web/unit-videos?perpage=100" })).json().data as Video[];
  courseId = all[0]!.course.id;
  videos = all.filter((v) => v.course.id === courseId);
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
    .values({ ...profile, phone: `0183${String(n).padStart(7, "0")}`, bmdc: `C-${n}`, email: `cart${n}@example.com` })
    .returning({ id: doctors.id });
  return { id: row!.id, headers: bearer((await issueToken(stack.db, row!.id, { name: "cart" })).plaintext) };
}

const cartUrl = (course: number, action = "") => `/api/v3/web/doctor/unit-video/cart/${course}${action && `/${action}`}`;
const cart = (d: Doctor, course = courseId) => stack.app.inject({ url: cartUrl(course), headers: d.headers });
const change = (d: Doctor, action: "add" | "remove" | "clear", unit_video_id?: number, course = courseId) =>
  stack.app.inject({
    method: "POST",
    url: cartUrl(course, action),
    headers: d.headers,
    ...(unit_video_id === undefined ? {} : { payload: { unit_video_id } }),
  });
const pay = (d: Doctor, extra: object = {}) =>
  stack.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/unit-video/payments/make-bkash-payment",
    headers: d.headers,
    payload: { course_id: courseId, callback_url: CALLBACK, ...extra },
  });
const callback = (d: Doctor, paymentID: string, status: string) =>
  stack.app.inject({
    method: "POST",
    url: "/api/v3/web/doctor/payments/bkash-callback",
    headers: d.headers,
    payload: { paymentID, status },
  });

async function started(d: Doctor, extra: object = {}) {
  const res = await pay(d, extra);
  expect(res.statusCode, res.body).toBe(201);
  const { payment, bkash_url } = res.json().data;
  return { payment, bkashURL: bkash_url as string, paymentID: (bkash_url as string).split("/").pop()! };
}

/** Two decimals of taka in integer paisa, so the expectation does not share the code's arithmetic. */
const sumOf = (vs: Video[]) => vs.reduce((s, v) => s + Math.round(v.price * 100), 0) / 100;

describe("the unit-video cart", () => {
  it("adds once, removes one, clears, and totals the videos' own prices", async () => {
    const d = await newDoctor();
    const [a, b, c] = videos;
    await change(d, "add", a!.id);
    await change(d, "add", a!.id); // duplicate: ignored
    await change(d, "add", b!.id);
    const added = await change(d, "add", c!.id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.items.map((v: Video) => v.id)).toEqual([a!.id, b!.id, c!.id]);
    expect(added.json().data.total).toBe(sumOf([a!, b!, c!]));
    expect(added.json().data.items[0].question_html).toContain("<ol>");

    const removed = (await change(d, "remove", b!.id)).json().data;
    expect(removed.items.map((v: Video) => v.id)).toEqual([a!.id, c!.id]);
    expect(removed.total).toBe(sumOf([a!, c!]));
    expect((await change(d, "clear")).json().data).toMatchObject({ items: [], total: 0 });
  });

  it("refuses a video of another course and an unknown course", async () => {
    const d = await newDoctor();
    const seeded = await stack.db.select({ id: unitVideos.id }).from(unitVideos);
    const elsewhere = seeded.find((v) => !videos.some((mine) => mine.id === v.id))!;
    expect((await change(d, "add", elsewhere.id)).statusCode).toBe(422);
    expect((await change(d, "add", 999999)).statusCode).toBe(422);
    expect((await cart(d, 999999)).statusCode).toBe(404);
    expect((await change(d, "add", videos[0]!.id, 999999)).statusCode).toBe(404);
  });

  it("an empty cart is refused with Cart is empty!", async () => {
    const d = await newDoctor();
    const res = await pay(d);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cart).toEqual(["Cart is empty!"]);
    expect((await stack.db.select({ n: count() }).from(payments).where(eq(payments.doctorId, d.id)))[0]!.n).toBe(0);
  });

  it("is paid once for the server's sum (prices sent by the browser ignored) and grants the videos once", async () => {
    const d = await newDoctor();
    const bought = videos.slice(-2); // includes ৳১৯৯.৫০ when the course is residency
    for (const v of bought) await change(d, "add", v.id);
    const { payment, bkashURL, paymentID } = await started(d, { total_price: 1, videos: [{ id: bought[0]!.id, price: 1 }] });
    expect(payment).toMatchObject({ purpose: "unit_video_cart", status: "pending", amount: sumOf(bought) });
    expect(payment.cart.videos.map((v: Video) => v.id).sort()).toEqual(bought.map((v) => v.id).sort());

    // A double click gets the same payment.
    expect((await started(d)).payment.id).toBe(payment.id);

    await payInWallet(bkashURL, "pay");
    const replays = await Promise.all([
      callback(d, paymentID, "success"),
      callback(d, paymentID, "success"),
      callback(d, paymentID, "cancel"),
    ]);
    for (const r of replays) expect(r.json().data).toMatchObject({ status: "paid", amount: sumOf(bought) });
    const paid = await stack.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.doctorId, d.id), eq(payments.status, "paid")));
    expect(paid[0]!.n).toBe(1);

    const after = (await cart(d)).json().data;
    expect(after.items).toEqual([]);
    expect(after.purchased.map((v: Video) => v.id).sort()).toEqual(bought.map((v) => v.id).sort());
    // A purchased video cannot be bought again; the empty cart cannot be paid.
    expect((await change(d, "add", bought[0]!.id)).statusCode).toBe(422);
    expect((await pay(d)).statusCode).toBe(422);
  });

  it("a cart changed in another tab waits for the old payment bKash still has open, then gets a new one", async () => {
    const d = await newDoctor();
    await change(d, "add", videos[0]!.id);
    const first = await started(d);
    await change(d, "add", videos[1]!.id);
    const refused = await pay(d);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STILL_OPEN_AT_BKASH);
    const [old] = await stack.db.select().from(payments).where(eq(payments.id, first.payment.id));
    expect(old!.status).toBe("pending"); // never cancelled here while bKash says Initiated

    await payInWallet(first.bkashURL, "cancel"); // bKash closes it, even without the callback
    const second = await started(d);
    expect(second.payment.id).not.toBe(first.payment.id);
    expect(second.payment.amount).toBe(sumOf(videos.slice(0, 2)));
    const [closed] = await stack.db.select().from(payments).where(eq(payments.id, first.payment.id));
    expect(closed!.status).toBe("cancelled");
    const lines = await stack.db.select().from(paymentUnitVideos).where(eq(paymentUnitVideos.paymentId, second.payment.id));
    expect(lines).toHaveLength(2);
  });

  it("refuses tampering: another doctor's cart and paymentID, a success claimed without paying, another amount", async () => {
    const d = await newDoctor();
    const other = await newDoctor();
    await change(d, "add", videos[0]!.id);
    const { paymentID, bkashURL } = await started(d);

    // The other doctor's cart is their own: empty, and their callback with d's paymentID is a 404.
    expect((await cart(other)).json().data.items).toEqual([]);
    expect((await callback(other, paymentID, "success")).statusCode).toBe(404);
    expect((await change(other, "remove", videos[0]!.id)).statusCode).toBe(200);
    expect((await cart(d)).json().data.items).toHaveLength(1);

    expect((await callback(d, paymentID, "success")).json().data.status).toBe("pending");
    await payInWallet(bkashURL, "cancel");
    const cancelled = (await callback(d, paymentID, "cancel")).json().data;
    expect(cancelled).toMatchObject({ status: "cancelled", message: MESSAGES.cancelled });
    expect((await cart(d)).json().data.items).toHaveLength(1); // the cart stays for another try

    const short = await newDoctor();
    await change(short, "add", videos[0]!.id);
    const s = await started(short);
    await payInWallet(s.bkashURL, "pay", SHORT_PAY_WALLET);
    expect((await callback(short, s.paymentID, "success")).json().data).toMatchObject({
      status: "paid",
      refund_due: true,
      message: MESSAGES.amountMismatch,
    });
    const left = (await cart(short)).json().data;
    expect(left.purchased).toEqual([]);
    expect(left.items).toHaveLength(1);
  });

  it("needs a signed-in doctor", async () => {
    expect((await stack.app.inject({ url: cartUrl(courseId) })).statusCode).toBe(401);
  });
});

/** A lecture slot of a course's timetables (or of another course's, with `not`): an existing one after `date.after`, or one added on `date.on`. */
async function lectureSlot(course: { id: number; not?: boolean }, date: { after: string } | { on: string }) {
  const ofCourse = course.not ? ne(yearCourseSessions.courseId, course.id) : eq(yearCourseSessions.courseId, course.id);
  const slots = stack.db
    .select({ id: scheduleSlots.id, scheduleId: scheduleSlots.scheduleId })
    .from(scheduleSlots)
    .innerJoin(batchSchedules, eq(batchSchedules.id, scheduleSlots.scheduleId))
    .innerJoin(batches, eq(batches.id, batchSchedules.batchId))
    .innerJoin(yearCourseSessions, eq(yearCourseSessions.id, batches.sessionId));
  if ("after" in date) {
    const [slot] = await slots
      .where(and(ofCourse, eq(scheduleSlots.kind, "lecture"), gt(scheduleSlots.date, date.after)))
      .limit(1);
    return slot!.id;
  }
  const [timetable] = await slots.where(ofCourse).limit(1);
  const [slot] = await stack.db
    .insert(scheduleSlots)
    .values({
      scheduleId: timetable!.scheduleId,
      kind: "lecture",
      topic: "রেকর্ড করা ক্লাস",
      date: date.on,
      startTime: "18:00",
      endTime: "20:00",
      teacher: "ডা. শিক্ষক",
    })
    .returning({ id: scheduleSlots.id });
  return slot!.id;
}

async function recordingOn(slotId: number) {
  const [video] = await stack.db
    .insert(unitVideos)
    .values({
      slotId,
      title: "ক্লাস রেকর্ডিং",
      description: "রেকর্ডিং",
      durationSeconds: 3600,
      pricePaisa: 10_000,
      videoLink: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      position: 99,
    })
    .returning({ id: unitVideos.id });
  return video!.id;
}

describe("what a course's cart sells (issue 42, item 12)", () => {
  it("only that course's own recordings of classes already held: listed, added, kept in the cart and paid alike", async () => {
    const today = dhakaDate(new Date());
    const notYetHeld = await recordingOn(await lectureSlot({ id: courseId }, { after: today }));
    const otherCourse = await recordingOn(await lectureSlot({ id: courseId, not: true }, { on: addDays(today, -7) }));

    const listed = (await stack.app.inject({ url: `/api/v3/web/unit-videos?course=${courseId}&perpage=100` })).json()
      .data as (Video & { event: { date: string } })[];
    expect(listed.length).toBeGreaterThan(0);
    for (const v of listed) {
      expect(v.course.id).toBe(courseId);
      expect(v.event.date < today, `video ${v.id} of a class on ${v.event.date}`).toBe(true);
    }
    expect(listed.map((v) => v.id)).not.toContain(notYetHeld);
    expect(listed.map((v) => v.id)).not.toContain(otherCourse);
    // The other course's recording is on sale in its own course.
    const everywhere = (await stack.app.inject({ url: "/api/v3/web/unit-videos?perpage=100" })).json().data as Video[];
    expect(everywhere.map((v) => v.id)).toContain(otherCourse);
    expect(everywhere.map((v) => v.id)).not.toContain(notYetHeld);

    const d = await newDoctor();
    expect((await change(d, "add", notYetHeld)).statusCode).toBe(422);
    expect((await change(d, "add", otherCourse)).statusCode).toBe(422);
    // A cart row the rule would not take today (added before the class moved, or written by hand) is neither shown nor paid.
    await stack.db.insert(unitVideoCartItems).values({ doctorId: d.id, courseId, unitVideoId: notYetHeld });
    expect((await cart(d)).json().data).toMatchObject({ items: [], total: 0 });
    expect((await pay(d)).statusCode).toBe(422);
  });
});
