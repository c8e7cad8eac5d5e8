/**
 * The site's two OTP switches (app data's need_otp_for_registration and need_otp_for_reset_password,
 * spec §3), honoured by the API as decision 033 says: registration without a code only where the
 * site needs none, with the phone the form states (never marked verified, never completing a
 * prepared account); password reset only by code, so a site that needs no code for it has no
 * self-service reset at all.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ALREADY_REGISTERED, PHONE_NEEDS_CODE } from "../../server/auth/accounts";
import { RESET_CLOSED } from "../../server/routes/auth";
import { doctors } from "../../server/db/schema";
import { readSiteSettings, writeSiteSettings } from "../../server/site/settings";
import { accountsClient, PASSWORD, testClock } from "./accounts-client";
import { makeTestApi, type TestApi } from "./helpers";

let api: TestApi;
let client: ReturnType<typeof accountsClient>;
/** A visitor address of its own per test: join, OTP and login budgets count per address. */
let ip = { ip: "198.18.7.0" };
let visitor = 0;

/** Moved past the resend cooldown between a phone's join code and its reset code. */
const clock = testClock();

beforeAll(async () => {
  api = await makeTestApi({}, { clock });
  client = accountsClient(api);
});
afterAll(() => api.close());

async function otpSwitches(registration: boolean, reset_password: boolean) {
  const settings = await readSiteSettings(api.db);
  await writeSiteSettings(api.db, { ...settings, otp: { registration, reset_password } });
}

const registration = (phone: string | undefined, digits: string) => ({
  ...(phone === undefined ? {} : { phone }),
  name: "ডা. কোডহীন",
  email: `nocode${digits}@example.com`,
  bmdc: `N-${digits}`,
  medical_college_id: 1,
  password: PASSWORD,
  password_confirmation: PASSWORD,
});

beforeEach(async () => {
  ip = { ip: `198.18.7.${++visitor}` };
  await otpSwitches(true, true);
});

describe("need_otp_for_registration", () => {
  it("true (the seed): a register without a token is refused, whatever phone the body names", async () => {
    const res = await client.post("/api/v3/auth/register", registration("01755000001", "55000001"), ip);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["otp_token"]);
    expect((await api.db.select().from(doctors).where(eq(doctors.phone, "01755000001"))).length).toBe(0);
  });

  it("false: the body's phone registers without a code, logged in, the phone not marked verified", async () => {
    await otpSwitches(false, true);
    const appData = (await client.get("/api/v3/web/app-data")).json();
    expect(appData).toMatchObject({ need_otp_for_registration: false, need_otp_for_reset_password: true });
    const res = await client.post("/api/v3/auth/register", registration("+8801755000002", "55000002"), ip);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().token).toEqual(expect.any(String));
    const [row] = await api.db.select().from(doctors).where(eq(doctors.phone, "01755000002"));
    expect(row!.phoneVerifiedAt).toBeNull();
    expect(await client.outbox("01755000002")).toEqual([]);
  });

  it("false: a missing or bad phone, a registered phone and a prepared account are refused beside the phone field", async () => {
    await otpSwitches(false, true);
    for (const phone of [undefined, "12345"]) {
      const res = await client.post("/api/v3/auth/register", registration(phone, "55000003"), ip);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["phone"]);
    }
    await client.post("/api/v3/auth/register", registration("01755000004", "55000004"), ip);
    const taken = await client.post("/api/v3/auth/register", registration("01755000004", "55000014"), ip);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.phone).toEqual([ALREADY_REGISTERED]);
    // The demo doctor is such an account: seeded without a password (decision 035).
    const prepared = await client.post("/api/v3/auth/register", registration("01700000001", "55000005"), ip);
    expect(prepared.statusCode).toBe(422);
    expect(prepared.json().errors.phone).toEqual([PHONE_NEEDS_CODE]);
  });

  it("false: a verified phone's token still decides the phone, over the body's", async () => {
    await otpSwitches(false, true);
    await client.post("/api/v3/auth/join", { phone: "01755000006" }, ip);
    const otpToken = await client.verify("01755000006", "register", ip);
    const res = await client.post("/api/v3/auth/register", registration("01755000007", "55000006"), { ...ip, otpToken });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await api.db.select().from(doctors).where(eq(doctors.phone, "01755000006"));
    expect(row!.phoneVerifiedAt).not.toBeNull();
    expect((await api.db.select().from(doctors).where(eq(doctors.phone, "01755000007"))).length).toBe(0);
  });
});

describe("need_otp_for_reset_password", () => {
  it("false: forget sends no code and reset changes no password, both 403 in Bengali", async () => {
    // A reset token from before the switch was turned off is no way round it.
    const { token } = await client.register("01755000009", ip);
    expect(token).toEqual(expect.any(String));
    clock.advance(61_000);
    expect((await client.post("/api/v3/auth/forget", { phone: "01755000009" }, ip)).statusCode).toBe(200);
    const otpToken = await client.verify("01755000009", "reset", ip);
    await otpSwitches(true, false);
    const sentBefore = (await client.outbox("01755000009")).length;

    const forget = await client.post("/api/v3/auth/forget", { phone: "01755000009" }, ip);
    expect(forget.statusCode).toBe(403);
    expect(forget.json().message).toBe(RESET_CLOSED);
    expect(await client.outbox("01755000009")).toHaveLength(sentBefore);

    const reset = await client.post(
      "/api/v3/auth/reset",
      { password: "another password", password_confirmation: "another password" },
      { ...ip, otpToken },
    );
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe(RESET_CLOSED);
    expect((await client.login("01755000009", PASSWORD, ip)).statusCode).toBe(200);
  });

  it("true (the seed): forget and reset work by code", async () => {
    await client.register("01755000010", ip);
    clock.advance(61_000);
    expect((await client.post("/api/v3/auth/forget", { phone: "01755000010" }, ip)).statusCode).toBe(200);
    const otpToken = await client.verify("01755000010", "reset", ip);
    const reset = await client.post(
      "/api/v3/auth/reset",
      { password: "another password", password_confirmation: "another password" },
      { ...ip, otpToken },
    );
    expect(reset.statusCode, reset.body).toBe(200);
  });
});
