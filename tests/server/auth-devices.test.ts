/**
 * The device rule (MAX_DEVICES = 2): a login from a new browser is allowed, paid content answers
 * 423 there until the device is verified by OTP into a free slot, and a slot is freed by releasing
 * another device. Also my-profile (never device-locked) and the real `has_verified_device`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountsClient,
  ANDROID_CHROME,
  IPHONE_SAFARI,
  PASSWORD,
  testClock,
  WINDOWS_FIREFOX,
  type Caller,
} from "./accounts-client";
import { makeTestApi, type TestApi } from "./helpers";

const clock = testClock();
let api: TestApi;
let client: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  api = await makeTestApi({}, { clock });
  client = accountsClient(api);
});
afterAll(() => api.close());

const COURSES = "/api/v3/web/doctor/courses";
const DEVICES = "/api/v3/web/doctor/devices";

/** A browser: logs in and keeps the device token the API hands it, like the portal's session. */
async function loginOn(phone: string, userAgent: string): Promise<Required<Pick<Caller, "bearer" | "device" | "userAgent">>> {
  const res = await client.login(phone, PASSWORD, { userAgent });
  expect(res.statusCode, res.body).toBe(200);
  return { bearer: res.json().token, device: res.json().gns_ddt, userAgent };
}

async function verifyByOtp(phone: string, browser: Caller): Promise<string> {
  clock.advance(61_000);
  const requested = await client.post("/api/v3/auth/otp-request", { purpose: "device" }, browser);
  expect(requested.statusCode, requested.body).toBe(200);
  return client.verify(phone, "device");
}

describe("the 423 device flow", () => {
  const phone = "01511000001";

  it("third device: 423 → otp → no free slot (422) → release one → verified → 200", async () => {
    const first = await client.register(phone, { userAgent: ANDROID_CHROME });
    const phoneBrowser = { bearer: first.token, device: first.device, userAgent: ANDROID_CHROME };
    expect((await client.get(COURSES, phoneBrowser)).statusCode).toBe(200);

    // Second browser: logged in, but paid content is locked until it is verified.
    const laptop = await loginOn(phone, WINDOWS_FIREFOX);
    const locked = await client.get(COURSES, laptop);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ message: expect.stringContaining("যাচাই"), device_verified: false });
    expect((await client.get("/api/v3/web/doctor/my-profile", laptop)).json().doctor.has_verified_device).toBe(false);
    const laptopToken = await verifyByOtp(phone, laptop);
    const verified = await client.post("/api/v3/web/doctor/devices/verify", {}, { ...laptop, otpToken: laptopToken });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await client.get(COURSES, laptop)).statusCode).toBe(200);
    expect((await client.get("/api/v3/web/doctor/my-profile", laptop)).json().doctor.has_verified_device).toBe(true);

    // Third browser: both slots are taken.
    const tablet = await loginOn(phone, IPHONE_SAFARI);
    expect((await client.get(COURSES, tablet)).statusCode).toBe(423);
    const tabletToken = await verifyByOtp(phone, tablet);
    const full = await client.post("/api/v3/web/doctor/devices/verify", {}, { ...tablet, otpToken: tabletToken });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.device[0]).toContain("সর্বোচ্চ ২টি");

    const list = await client.get(DEVICES, tablet);
    expect(list.statusCode).toBe(200);
    expect(list.json().max_devices).toBe(2);
    const rows = list.json().data as { id: number; name: string; verified: boolean; is_current: boolean }[];
    expect(rows.map((d) => [d.name, d.verified, d.is_current])).toEqual([
      [expect.stringMatching(/Android|Windows/), true, false],
      [expect.stringMatching(/Android|Windows/), true, false],
      ["Safari · iOS", false, true],
    ]);

    // Release the phone from the tablet; the same OTP token (not spent by the refusal) now verifies.
    const phoneRow = rows.find((d) => d.name === "Chrome · Android")!;
    const released = await client.post(`${DEVICES}/${phoneRow.id}/release`, {}, tablet);
    expect(released.statusCode, released.body).toBe(200);
    expect((await client.get(COURSES, phoneBrowser)).statusCode).toBe(423);
    const again = await client.post("/api/v3/web/doctor/devices/verify", {}, { ...tablet, otpToken: tabletToken });
    expect(again.statusCode, again.body).toBe(200);
    expect((await client.get(COURSES, tablet)).statusCode).toBe(200);
    expect((await client.get(COURSES, tablet)).json()).toMatchObject({ data: [], total: 0, current_page: 1 });
  });

  it("a device cannot release itself, an unverified one, or another doctor's", async () => {
    const browser = await loginOn(phone, IPHONE_SAFARI); // a fourth browser, unverified
    const rows = (await client.get(DEVICES, browser)).json().data as { id: number; verified: boolean; is_current: boolean }[];
    const current = rows.find((d) => d.is_current)!;
    const verifiedOther = rows.find((d) => d.verified)!;
    expect((await client.post(`${DEVICES}/${current.id}/release`, {}, browser)).statusCode).toBe(422);

    const other = await client.register("01511000002", { userAgent: ANDROID_CHROME });
    expect(
      (await client.post(`${DEVICES}/${verifiedOther.id}/release`, {}, { bearer: other.token, device: other.device })).statusCode,
    ).toBe(404);
    expect((await client.post(`${DEVICES}/abc/release`, {}, browser)).statusCode).toBe(404);

    const stillVerified = (await client.get(DEVICES, browser)).json().data.filter((d: { verified: boolean }) => d.verified);
    expect(stillVerified).toHaveLength(2);
  });

  it("otp-request for a device that is already verified is refused (no SMS wasted)", async () => {
    const doctor = await client.register("01511000003", { userAgent: ANDROID_CHROME });
    clock.advance(61_000);
    const res = await client.post(
      "/api/v3/auth/otp-request",
      { purpose: "device" },
      { bearer: doctor.token, device: doctor.device },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("device");
  });

  it("verify without an OTP token, or with one for another purpose, is refused", async () => {
    await client.register("01511000004", { userAgent: ANDROID_CHROME });
    clock.advance(61_000);
    const laptop = await loginOn("01511000004", WINDOWS_FIREFOX);
    expect((await client.post("/api/v3/web/doctor/devices/verify", {}, laptop)).statusCode).toBe(422);
    await client.post("/api/v3/auth/otp-request", { purpose: "change-password" }, laptop);
    const wrongPurpose = await client.verify("01511000004", "change-password");
    const res = await client.post("/api/v3/web/doctor/devices/verify", {}, { ...laptop, otpToken: wrongPurpose });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("otp_token");
  });
});

describe("whose device is it", () => {
  it("a shared browser changes hands unverified: a verification is never passed on", async () => {
    const owner = await client.register("01511000010", { userAgent: ANDROID_CHROME });
    clock.advance(61_000);
    const guest = await client.register("01511000011", { userAgent: WINDOWS_FIREFOX });
    const onOwnersPhone = await client.login("01511000011", PASSWORD, { device: owner.device, userAgent: ANDROID_CHROME });
    expect(onOwnersPhone.statusCode).toBe(200);
    expect(onOwnersPhone.json().user.has_verified_device).toBe(false);
    expect((await client.get(COURSES, { bearer: onOwnersPhone.json().token, device: owner.device })).statusCode).toBe(423);
    expect((await client.get(COURSES, { bearer: owner.token, device: owner.device })).statusCode).toBe(423);
    expect((await client.get(COURSES, { bearer: guest.token, device: guest.device })).statusCode).toBe(200);
  });

  it("app data's has_verified_device follows the calling browser", async () => {
    const doctor = await client.register("01511000012", { userAgent: ANDROID_CHROME });
    const appData = (device?: string) =>
      client.get("/api/v3/web/app-data", { bearer: doctor.token, ...(device ? { device } : {}) });
    expect((await appData(doctor.device)).json().doctor.has_verified_device).toBe(true);
    expect((await appData()).json().doctor.has_verified_device).toBe(false);
  });

  it("a browser that reached the account without logging in here is listed, so it can be verified", async () => {
    const doctor = await client.register("01511000013", { userAgent: ANDROID_CHROME });
    const fresh = (await client.get("/api/v3/web/app-data", { userAgent: IPHONE_SAFARI })).json().gns_ddt as string;
    // A browser sends its user agent on every call (the portal forwards it).
    const list = await client.get(DEVICES, { bearer: doctor.token, device: fresh, userAgent: IPHONE_SAFARI });
    expect(list.json().data).toContainEqual(expect.objectContaining({ name: "Safari · iOS", verified: false, is_current: true }));
  });
});

describe("guards", () => {
  it.each([
    ["GET", "/api/v3/web/doctor/my-profile"],
    ["GET", DEVICES],
    ["GET", COURSES],
    ["POST", "/api/v3/web/doctor/devices/verify"],
    ["POST", `${DEVICES}/1/release`],
    ["POST", "/api/v3/auth/otp-request"],
    ["POST", "/api/v3/auth/change-password"],
  ] as const)("%s %s answers 401 Unauthenticated. without a living bearer", async (method, url) => {
    const res = await api.app.inject({
      method,
      url,
      headers: { authorization: "Bearer 1|not-a-real-token" },
      payload: method === "POST" ? {} : undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthenticated." });
  });

  it("my-profile answers the doctor, no-store, and is not device-locked", async () => {
    const doctor = await client.register("01511000020", { userAgent: ANDROID_CHROME });
    const res = await client.get("/api/v3/web/doctor/my-profile", { bearer: doctor.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().doctor).toMatchObject({ phone: "01511000020", has_verified_device: false });
  });
});
