/** POST immediate-profile-update (spec §4/§5): every missing field required, nothing else written. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctors } from "../../server/db/schema";
import { makeTestApi, type TestApi } from "./helpers";
import { doctorWithCourse, wholeAddress } from "./learning-helpers";

let api: TestApi;
const URL = "/api/v3/web/doctor/immediate-profile-update";
const post = (headers: Record<string, string>, payload: unknown, contentType = "application/json") =>
  api.app.inject({ method: "POST", url: URL, headers: { ...headers, "content-type": contentType }, payload: payload as string });

beforeAll(async () => {
  api = await makeTestApi();
}, 120_000); // seeding a fresh database is slow on a loaded machine
afterAll(() => api.close());

/** A paid doctor lacking email, BMDC and both addresses (the rule's "paid" case). */
const paidIncomplete = () => doctorWithCourse(api.db, 1, "active", { email: null, bmdc: null, medicalCollegeId: 1 });

describe("the rule as the doctor resource shows it", () => {
  it("a paid doctor has active paid courses; an unpaid one does not", async () => {
    const paid = await paidIncomplete();
    const unpaid = await doctorWithCourse(api.db, 1, "pending_payment", { email: null });
    const profile = async (h: Record<string, string>) =>
      (await api.app.inject({ url: "/api/v3/web/doctor/my-profile", headers: h })).json().doctor;
    expect((await profile(paid.headers)).has_active_courses_with_payment).toBe(true);
    expect((await profile(unpaid.headers)).has_active_courses_with_payment).toBe(false);
  });
});

describe("POST immediate-profile-update", () => {
  it("names every missing field that was not sent, in Bengali, and writes nothing", async () => {
    const { headers, doctorId } = await paidIncomplete();
    const res = await post(headers, { email: "new@example.com" });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(
      [
        "bmdc",
        ...["present", "permanent"].flatMap((b) => [`${b}_division_id`, `${b}_district_id`, `${b}_upazila_id`, `${b}_address`]),
      ].sort(),
    );
    expect(errors.bmdc[0]).toMatch(/[\u0980-\u09FF]/);
    const [row] = await api.db.select().from(doctors).where(eq(doctors.id, doctorId));
    expect(row!.email).toBeNull();
  });

  it("saves the missing fields, ignores the others, and answers the doctor and a message", async () => {
    const { headers, doctorId } = await paidIncomplete();
    const body = {
      email: `saved${Date.now()}@example.com`,
      bmdc: `R-${Date.now() % 100000}`,
      name: "অন্য নাম (উপেক্ষিত)",
      ...(await wholeAddress(api, "present")),
      ...(await wholeAddress(api, "permanent")),
    };
    const res = await post(headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const { doctor, message } = res.json();
    expect(message).toMatch(/[\u0980-\u09FF]/);
    expect(doctor).toMatchObject({ email: body.email, permanent_address: "গ্রাম: কাশিমপুর, ডাকঘর: গাজীপুর সদর" });
    const [row] = await api.db.select().from(doctors).where(eq(doctors.id, doctorId));
    expect(row!.name).not.toBe("অন্য নাম (উপেক্ষিত)");
  });

  it("keeps the API's per-field errors: a malformed email, a district outside its division", async () => {
    const { headers } = await paidIncomplete();
    const address = await wholeAddress(api, "permanent");
    const res = await post(headers, { email: "not-an-email", bmdc: "X-1", ...(await wholeAddress(api, "present")), ...address });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
    const far = await post(headers, {
      email: "far@example.com",
      bmdc: "X-2",
      ...(await wholeAddress(api, "present")),
      ...address,
      permanent_division_id: Number(address.permanent_division_id) + 1,
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.permanent_district_id[0]).toMatch(/[\u0980-\u09FF]/);
  });

  it("a guest gets 401", async () => {
    expect((await post({}, { email: "a@example.com" })).statusCode).toBe(401);
  });

  it.each([
    ["an array body", "[1,2]", "application/json"],
    ["arrays for scalars", JSON.stringify({ email: ["a@example.com"], bmdc: [1] }), "application/json"],
    ["a NUL byte", JSON.stringify({ email: "a\u0000@example.com" }), "application/json"],
    ["an over-long address", JSON.stringify({ permanent_address: "ক".repeat(5000) }), "application/json"],
    ["malformed JSON", '{"email":', "application/json"],
    ["a wrong content type", "email=a@example.com", "text/plain"],
  ])("hostile input (%s) is 4xx, never 5xx", async (_name, payload, contentType) => {
    const { headers } = await paidIncomplete();
    const res = await post(headers, payload, contentType);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
