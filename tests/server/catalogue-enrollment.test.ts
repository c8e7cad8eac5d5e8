/**
 * Enrolment: the pre-entry check and its refusals, server-side pricing, idempotency, and seats
 * that are never oversold under concurrency (on PGlite and, with TEST_DATABASE_URL, PostgreSQL).
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollmentRefusal } from "../../server/contract";
import { issueToken } from "../../server/auth/tokens";
import { batches, batchSchedules, doctors, enrollments } from "../../server/db/schema";
import { bearer, DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";

// Seeded batches (server/seed/data/catalogue.ts): 1 open with early-bird and installments,
// 2 couriers sheets (needs a permanent address), 3 alumni discount only, 4 full, 5 deadline
// passed, 7 four installments, 13 open, 21 the demo doctor's active enrolment.
let api: TestApi;
let clockNow = new Date();
let demo: Record<string, string>;

beforeAll(async () => {
  api = await makeTestApi({}, { clock: () => clockNow });
  demo = bearer((await issueToken(api.db, DEMO_DOCTOR_ID, { name: "enrolment" })).plaintext);
});
afterAll(() => api.close());

let doctorCount = 0;
/** A new doctor with a complete profile (copied from the demo doctor), and a bearer for them. */
async function newDoctor(
  over: Partial<typeof doctors.$inferInsert> = {},
): Promise<{ id: number; headers: Record<string, string> }> {
  const [template] = await api.db.select().from(doctors).where(eq(doctors.id, DEMO_DOCTOR_ID));
  const n = ++doctorCount;
  const { id: _, ...profile } = template!;
  const [row] = await api.db
    .insert(doctors)
    .values({
      ...profile,
      phone: `0181${String(n).padStart(7, "0")}`,
      bmdc: `T-${n}`,
      email: `doctor${n}@example.com`,
      permanentDivisionId: profile.presentDivisionId,
      permanentDistrictId: profile.presentDistrictId,
      permanentUpazilaId: profile.presentUpazilaId,
      permanentAddress: "গ্রাম: চরপাড়া, ডাকঘর: সাভার, ঢাকা",
      ...over,
    })
    .returning({ id: doctors.id });
  return { id: row!.id, headers: bearer((await issueToken(api.db, row!.id, { name: "test" })).plaintext) };
}

async function firstSchedule(batchId: number): Promise<number> {
  const [row] = await api.db
    .select({ id: batchSchedules.id })
    .from(batchSchedules)
    .where(eq(batchSchedules.batchId, batchId))
    .orderBy(batchSchedules.position);
  return row!.id;
}

const check = (headers: Record<string, string>, query: Record<string, string | number>) =>
  api.app.inject({
    url: "/api/v3/web/doctor/enroll-check",
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers,
  });

const enrol = (headers: Record<string, string>, body: Record<string, unknown>) =>
  api.app.inject({ method: "POST", url: "/api/v3/web/doctor/enrollments", payload: body, headers });

let keyCount = 0;
const key = () => `test-key-${++keyCount}-${Math.random().toString(36).slice(2, 10)}`;

const liveCount = async (batchId: number) =>
  (
    await api.db
      .select({ n: count() })
      .from(enrollments)
      .where(and(eq(enrollments.batchId, batchId), eq(enrollments.status, "pending_payment")))
  )[0]!.n;

describe("guards", () => {
  it("every enrolment endpoint needs a bearer token", async () => {
    expect((await check({}, { batch_id: 1, schedule_id: 1 })).statusCode).toBe(401);
    expect((await enrol({}, { batch_id: 1, schedule_id: 1, idempotency_key: key() })).statusCode).toBe(401);
    const res = await api.app.inject({ url: "/api/v3/web/doctor/enrollments/1" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthenticated." });
  });

  it("wants exactly one of schedule_id and master_schedule_id, belonging to the batch", async () => {
    expect((await check(demo, { batch_id: 1 })).statusCode).toBe(422);
    expect((await check(demo, { batch_id: 14, schedule_id: 1, master_schedule_id: 1 })).statusCode).toBe(422);
    expect((await check(demo, { batch_id: 2, schedule_id: await firstSchedule(1) })).statusCode).toBe(404);
    expect((await check(demo, { batch_id: 9999, schedule_id: 1 })).statusCode).toBe(404);
  });
});

describe("enroll-check (the pre-entry check, creating nothing)", () => {
  it.each([
    [21, "already_enrolled"],
    [5, "deadline_passed"],
    [4, "batch_full"],
    [2, "profile_incomplete"],
  ])("batch %i refuses the demo doctor with %s and a Bengali message", async (batchId, code) => {
    const res = await check(demo, { batch_id: batchId, schedule_id: await firstSchedule(batchId) });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.allowed).toBe(false);
    expect(data.refusal.code).toBe(code);
    expect(data.refusal.message).toMatch(/[\u0980-\u09FF]/);
    if (code === "already_enrolled") expect(data.refusal.enrollment_id).toEqual(expect.any(Number));
    if (code === "profile_incomplete") {
      expect(data.refusal.missing_fields).toEqual(["permanent_address"]);
      expect(data.refusal.message).toContain("স্থায়ী ঠিকানা");
    }
  });

  it("allows an open batch and prices it for this doctor", async () => {
    const { data } = (await check(demo, { batch_id: 1, schedule_id: await firstSchedule(1) })).json();
    expect(data).toMatchObject({ allowed: true, refusal: null, pending_enrollment_id: null, schedule: { kind: "batch" } });
    // Early-bird ৳3,000 beats the alumni ৳2,000 (they never stack).
    expect(data.quote).toMatchObject({ fee: 18000, discount: 3000, discount_kind: "early_bird", total: 15000 });
    const parts = data.quote.installment_plan.installments.map((i: { amount: number }) => i.amount);
    expect(parts.reduce((a: number, b: number) => a + b, 0)).toBe(15000);
  });

  it("gives an alumnus the alumni discount where no early-bird runs", async () => {
    const { data } = (await check(demo, { batch_id: 3, schedule_id: await firstSchedule(3) })).json();
    expect(data.quote).toMatchObject({ fee: 20000, discount: 2000, discount_kind: "alumni", total: 18000 });
    const stranger = await newDoctor();
    expect((await check(stranger.headers, { batch_id: 3, schedule_id: await firstSchedule(3) })).json().data.quote).toMatchObject(
      { discount: 0, total: 20000 },
    );
  });

  it("names every missing profile field", async () => {
    const incomplete = await newDoctor({ bmdc: null, email: null, medicalCollegeId: null });
    const { data } = (await check(incomplete.headers, { batch_id: 1, schedule_id: await firstSchedule(1) })).json();
    expect(data.refusal).toMatchObject({ code: "profile_incomplete", missing_fields: ["bmdc", "email", "medical_college_id"] });
    expect(data.refusal.message).toContain("বিএমডিসি রেজিস্ট্রেশন নম্বর");
  });
});

describe("POST /doctor/enrollments", () => {
  it("creates a pending enrolment priced on the server, whatever the client says", async () => {
    const doctor = await newDoctor();
    const res = await enrol(doctor.headers, {
      batch_id: 1,
      schedule_id: await firstSchedule(1),
      idempotency_key: key(),
      amount: 1,
      total: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const { data, message } = res.json();
    expect(message).toMatch(/[\u0980-\u09FF]/);
    expect(data).toMatchObject({
      status: "pending_payment",
      fee: 18000,
      discount: 3000,
      total: 15000,
      amount_due: 15000,
      payment_plan: "full",
      installments: null,
    });
    expect(Date.parse(data.hold_expires_at) - clockNow.getTime()).toBe(24 * 60 * 60 * 1000);

    const read = await api.app.inject({ url: `/api/v3/web/doctor/enrollments/${data.id}`, headers: doctor.headers });
    expect(read.json().data).toEqual(data);
    // Another doctor cannot even learn that it exists.
    expect((await api.app.inject({ url: `/api/v3/web/doctor/enrollments/${data.id}`, headers: demo })).statusCode).toBe(404);
  });

  it("is idempotent: the same key again returns the same enrolment", async () => {
    const doctor = await newDoctor();
    const body = { batch_id: 13, schedule_id: await firstSchedule(13), idempotency_key: key() };
    const first = await enrol(doctor.headers, body);
    const again = await enrol(doctor.headers, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it("a burst of double submits creates one enrolment", async () => {
    const doctor = await newDoctor();
    const before = await liveCount(13);
    const body = { batch_id: 13, schedule_id: await firstSchedule(13), idempotency_key: key() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => enrol(doctor.headers, body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    expect(await liveCount(13)).toBe(before + 1);
  });

  it("a second form for the same batch reuses the held seat, moved to the new choice", async () => {
    const doctor = await newDoctor();
    const [morning, evening] = await api.db
      .select({ id: batchSchedules.id })
      .from(batchSchedules)
      .where(eq(batchSchedules.batchId, 1))
      .orderBy(batchSchedules.position);
    const first = (await enrol(doctor.headers, { batch_id: 1, schedule_id: morning!.id, idempotency_key: key() })).json().data;
    const second = await enrol(doctor.headers, {
      batch_id: 1,
      schedule_id: evening!.id,
      idempotency_key: key(),
      payment_plan: "installment",
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ id: first.id, schedule: { id: evening!.id }, payment_plan: "installment" });
  });

  it("refuses a key used before for another batch", async () => {
    const doctor = await newDoctor();
    const k = key();
    expect(
      (await enrol(doctor.headers, { batch_id: 13, schedule_id: await firstSchedule(13), idempotency_key: k })).statusCode,
    ).toBe(201);
    const res = await enrol(doctor.headers, { batch_id: 11, schedule_id: await firstSchedule(11), idempotency_key: k });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.idempotency_key).toBeDefined();
  });

  it("splits an installment plan that adds up to the total, first part due now", async () => {
    const doctor = await newDoctor();
    const res = await enrol(doctor.headers, {
      batch_id: 7,
      schedule_id: await firstSchedule(7),
      idempotency_key: key(),
      payment_plan: "installment",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data.installments).toHaveLength(4);
    expect(data.installments.reduce((a: number, i: { amount: number }) => a + i.amount, 0)).toBe(data.total);
    expect(data.amount_due).toBe(data.installments[0].amount);
    expect(data.installments.map((i: { due_on: string }) => i.due_on)).toEqual(
      [...data.installments.map((i: { due_on: string }) => i.due_on)].sort(),
    );
  });

  it("refuses installments on a batch without a plan", async () => {
    const doctor = await newDoctor();
    const res = await enrol(doctor.headers, {
      batch_id: 3,
      schedule_id: await firstSchedule(3),
      idempotency_key: key(),
      payment_plan: "installment",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_plan).toBeDefined();
  });

  it("enrols an alumnus with the alumni discount", async () => {
    const res = await enrol(demo, { batch_id: 3, schedule_id: await firstSchedule(3), idempotency_key: key() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ discount: 2000, discount_kind: "alumni", amount_due: 18000 });
  });

  it.each([
    [21, "already_enrolled"],
    [5, "deadline_passed"],
    [4, "batch_full"],
    [2, "profile_incomplete"],
  ])("batch %i: 422 %s in Laravel's shape plus a machine code", async (batchId, code) => {
    const res = await enrol(demo, { batch_id: batchId, schedule_id: await firstSchedule(batchId), idempotency_key: key() });
    expect(res.statusCode).toBe(422);
    const body = enrollmentRefusal.parse(res.json());
    expect(body.code).toBe(code);
  });
});

describe("seats", () => {
  it("20 doctors racing for the last 5 seats: exactly 5 get one", async () => {
    const batchId = 19;
    const [b] = await api.db.select().from(batches).where(eq(batches.id, batchId));
    await api.db
      .update(batches)
      .set({ seatsSoldOffline: b!.seats - 5 })
      .where(eq(batches.id, batchId));
    const scheduleId = await firstSchedule(batchId);
    const racers = await Promise.all(Array.from({ length: 20 }, () => newDoctor()));
    const answers = await Promise.all(
      racers.map((d) => enrol(d.headers, { batch_id: batchId, schedule_id: scheduleId, idempotency_key: key() })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 422)).toHaveLength(15);
    for (const r of answers.filter((a) => a.statusCode === 422)) expect(r.json().code).toBe("batch_full");
    expect(await liveCount(batchId)).toBe(5);
    const details = (await api.app.inject({ url: `/api/v3/web/batches/${batchId}` })).json().data;
    expect(details).toMatchObject({ seats_left: 0, status: "full" });
  });

  it("an unpaid hold gives its seat back once it lapses", async () => {
    const batchId = 18;
    const [b] = await api.db.select().from(batches).where(eq(batches.id, batchId));
    await api.db
      .update(batches)
      .set({ seatsSoldOffline: b!.seats - 1 })
      .where(eq(batches.id, batchId));
    const scheduleId = await firstSchedule(batchId);
    const [first, second] = [await newDoctor(), await newDoctor()];
    const held = (await enrol(first.headers, { batch_id: batchId, schedule_id: scheduleId, idempotency_key: key() })).json().data;
    expect(
      (await enrol(second.headers, { batch_id: batchId, schedule_id: scheduleId, idempotency_key: key() })).json().code,
    ).toBe("batch_full");

    const started = clockNow;
    clockNow = new Date(Date.parse(held.hold_expires_at) + 1000);
    try {
      expect(
        (await enrol(second.headers, { batch_id: batchId, schedule_id: scheduleId, idempotency_key: key() })).statusCode,
      ).toBe(201);
      const lapsed = await api.app.inject({ url: `/api/v3/web/doctor/enrollments/${held.id}`, headers: first.headers });
      expect(lapsed.json().data.status).toBe("cancelled");
      const [row] = await api.db.select().from(enrollments).where(eq(enrollments.id, held.id));
      expect(row!.status).toBe("cancelled");
    } finally {
      clockNow = started;
    }
  });
});

describe("the doctor resource", () => {
  it("has an active paid course only once an enrolment is active, not while it waits for payment", async () => {
    const doctor = await newDoctor();
    const appData = async () => (await api.app.inject({ url: "/api/v3/web/app-data", headers: doctor.headers })).json().doctor;
    const { data } = (
      await enrol(doctor.headers, { batch_id: 13, schedule_id: await firstSchedule(13), idempotency_key: key() })
    ).json();
    expect((await appData()).has_active_courses_with_payment).toBe(false);
    await api.db.update(enrollments).set({ status: "active" }).where(eq(enrollments.id, data.id));
    expect((await appData()).has_active_courses_with_payment).toBe(true);
  });
});
