/**
 * POST my-profile-update: fields change one by one, each mistake is a Bengali message on its
 * field, addresses must nest (division ⊃ district ⊃ upazila), email and BMDC stay unique, and a
 * doctor refused enrolment for a missing address may enrol once it is filled in.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/auth/tokens";
import { batchSchedules, doctors } from "../../server/db/schema";
import { bearer, DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";

// Geography (server/seed/geo): division 1 চট্টগ্রাম holds district 1 কুমিল্লা (upazila 1) and
// district 2 ফেনী (upazila 18); division 2 রাজশাহী holds district 12.
const PERMANENT = {
  permanent_division_id: 1,
  permanent_district_id: 1,
  permanent_upazila_id: 1,
  permanent_address: "গ্রাম: চরপাড়া",
};

let api: TestApi;
beforeAll(async () => {
  api = await makeTestApi();
});
afterAll(() => api.close());

let count = 0;
/** A registered doctor without addresses (like one fresh from the register form). */
async function newDoctor() {
  const n = ++count;
  const [row] = await api.db
    .insert(doctors)
    .values({
      phone: `0161${String(n).padStart(7, "0")}`,
      name: "ডা. নতুন",
      email: `profile${n}@example.com`,
      bmdc: `P-${n}`,
      medicalCollegeId: 1,
    })
    .returning();
  return { id: row!.id, headers: bearer((await issueToken(api.db, row!.id, { name: "test" })).plaintext) };
}

const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  api.app.inject({ method: "POST", url: "/api/v3/web/doctor/my-profile-update", headers, payload });

async function expectFieldError(res: Awaited<ReturnType<typeof update>>, field: string, message: RegExp) {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json();
  expect(body.message).toBe("প্রদত্ত তথ্য সঠিক নয়।");
  expect(body.errors[field]?.[0]).toMatch(message);
}

describe("my-profile-update", () => {
  it("saves the fields sent, keeps the others, and answers the doctor", async () => {
    const { id, headers } = await newDoctor();
    const res = await update(headers, { name: "  ডা. হালনাগাদ  ", bmdc: "a 5550", ...PERMANENT });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { message, doctor } = res.json();
    expect(message).toBe("প্রোফাইল হালনাগাদ করা হয়েছে।");
    expect(doctor).toMatchObject({
      id,
      name: "ডা. হালনাগাদ",
      bmdc: "A-5550",
      email: `profile${count}@example.com`,
      ...PERMANENT,
    });
    expect(doctor.present_division_id).toBeNull();
  });

  it("is refused to a guest", async () => {
    const res = await update({}, { name: "ডা. অতিথি" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthenticated." });
  });

  it("does not change the phone", async () => {
    const { id, headers } = await newDoctor();
    const res = await update(headers, { phone: "01999999999", name: "ডা. ফোন" });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await api.db.select().from(doctors).where(eq(doctors.id, id));
    expect(row!.phone).not.toBe("01999999999");
  });

  it.each([
    ["name", { name: "ক" }, /নাম/],
    ["email", { email: "not-an-email" }, /সঠিক ইমেইল/],
    ["bmdc", { bmdc: "A1" }, /বিএমডিসি/],
    ["medical_college_id", { medical_college_id: 999999 }, /মেডিকেল কলেজ/],
    ["medical_college_id", { medical_college_id: "abc" }, /মেডিকেল কলেজ/],
    ["present_division_id", { present_division_id: 99 }, /বিভাগ/],
    ["permanent_address", { permanent_address: "   " }, /ঠিকানা/],
  ])("refuses a bad %s with a Bengali message on the field", async (field, payload, message) => {
    const { headers } = await newDoctor();
    await expectFieldError(await update(headers, payload), field, message);
  });

  it("refuses a district outside the division and an upazila outside the district", async () => {
    const { headers } = await newDoctor();
    await expectFieldError(
      await update(headers, { ...PERMANENT, permanent_district_id: 12 }),
      "permanent_district_id",
      /বিভাগের মধ্যে নয়/,
    );
    await expectFieldError(
      await update(headers, { ...PERMANENT, permanent_upazila_id: 18 }),
      "permanent_upazila_id",
      /জেলার মধ্যে নয়/,
    );
    await expectFieldError(await update(headers, { present_district_id: 1 }), "present_district_id", /আগে বিভাগ/);
  });

  it("judges the hierarchy on the profile as it would be saved", async () => {
    const { headers } = await newDoctor();
    expect((await update(headers, PERMANENT)).statusCode).toBe(200);
    // Moving only the division leaves the stored district behind in the old one.
    await expectFieldError(await update(headers, { permanent_division_id: 2 }), "permanent_district_id", /বিভাগের মধ্যে নয়/);
    expect((await update(headers, { permanent_district_id: 2, permanent_upazila_id: 18 })).statusCode).toBe(200);
  });

  it("refuses another doctor's email (any capitals) or BMDC number", async () => {
    const first = await newDoctor();
    const second = await newDoctor();
    await expectFieldError(
      await update(second.headers, { email: `PROFILE${count - 1}@example.com` }),
      "email",
      /ইমেইল দিয়ে আগেই/,
    );
    await expectFieldError(await update(second.headers, { bmdc: `p ${count - 1}` }), "bmdc", /বিএমডিসি নম্বর দিয়ে আগেই/);
    // The doctor's own values are no clash.
    expect((await update(first.headers, { email: `profile${count - 1}@example.com`, bmdc: `P-${count - 1}` })).statusCode).toBe(
      200,
    );
  });

  it("answers a uniqueness race on the field, not with a 500", async () => {
    const doctorsRacing = await Promise.all([newDoctor(), newDoctor(), newDoctor(), newDoctor()]);
    const results = await Promise.all(doctorsRacing.map((d) => update(d.headers, { email: "race@example.com" })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      await expectFieldError(res, "email", /ইমেইল দিয়ে আগেই/);
    }
  });

  it("lets the demo doctor enrol in batch 2 once the permanent address is filled", async () => {
    const headers = bearer((await issueToken(api.db, DEMO_DOCTOR_ID, { name: "profile" })).plaintext);
    const [schedule] = await api.db
      .select({ id: batchSchedules.id })
      .from(batchSchedules)
      .where(eq(batchSchedules.batchId, 2))
      .limit(1);
    const check = () =>
      api.app.inject({
        url: "/api/v3/web/doctor/enroll-check",
        query: { batch_id: "2", schedule_id: String(schedule!.id) },
        headers,
      });
    const before = (await check()).json().data;
    expect(before.refusal).toMatchObject({ code: "profile_incomplete", missing_fields: ["permanent_address"] });
    expect((await update(headers, PERMANENT)).statusCode).toBe(200);
    const after = (await check()).json().data;
    expect(after).toMatchObject({ allowed: true, refusal: null });
  });
});
