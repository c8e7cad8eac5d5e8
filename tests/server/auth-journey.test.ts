/**
 * The whole account journey over HTTP, codes read from the dev SMS outbox:
 * join → otp → register → login → logout → forget → otp → reset → login → otp-request → change-password.
 * Plus the rules a journey can break: phone forms, equal login failures, enumeration, purpose binding.
 */
import * as argon2 from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accountsClient, ANDROID_CHROME, PASSWORD, testClock } from "./accounts-client";
import { makeTestApi, type TestApi } from "./helpers";

// Pass-through spy: counts the argon2id verifications a login performs.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...real, verify: vi.fn(real.verify) };
});

let api: TestApi;
let client: ReturnType<typeof accountsClient>;
const clock = testClock();

const registration = (bmdc: string) => ({
  name: "ডা. নতুন ডাক্তার",
  email: `${bmdc.toLowerCase()}@example.com`,
  bmdc,
  medical_college_id: 1,
  password: PASSWORD,
  password_confirmation: PASSWORD,
});

beforeAll(async () => {
  api = await makeTestApi({}, { clock });
  client = accountsClient(api);
});
afterAll(() => api.close());

describe("the whole journey", () => {
  const phone = "01811000001";
  const caller = { ip: "203.0.113.10", userAgent: ANDROID_CHROME };
  const nextSend = () => clock.advance(61_000); // past the resend cooldown

  it("join, otp, register, logout, login, forget, otp, reset, login, otp-request, change password", async () => {
    // join sends a register code in Bengali, the code itself in Latin digits
    const joined = await client.post("/api/v3/auth/join", { phone: "+880 1811-000001", name: "ডা. নতুন" }, caller);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ message: expect.any(String), phone, purpose: "register", resend_after: 60 });
    expect(joined.headers["cache-control"]).toBe("no-store");
    const [sms] = await client.outbox(phone);
    expect(sms!.text).toMatch(/^সোপান: আপনার যাচাই কোড \d{6}। ৫ মিনিটের মধ্যে ব্যবহার করুন। কাউকে জানাবেন না।$/);

    // otp + register: logged in, and this browser is the doctor's first, verified device
    const otpToken = await client.verify(phone, "register", caller);
    const registered = await client.post("/api/v3/auth/register", registration("B-11000001"), { ...caller, otpToken });
    expect(registered.statusCode, registered.body).toBe(201);
    const { token, gns_ddt: device, user } = registered.json();
    expect(user).toMatchObject({ phone, name: "ডা. নতুন ডাক্তার", bmdc: "B-11000001", has_verified_device: true });
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await client.get("/api/v3/web/doctor/my-profile", { bearer: token, device });
    expect(me.statusCode).toBe(200);
    expect(me.json().doctor).toMatchObject({ phone, has_verified_device: true });

    // logout revokes that token
    expect((await client.post("/api/v3/auth/logout", {}, { bearer: token })).statusCode).toBe(200);
    expect((await client.get("/api/v3/web/doctor/my-profile", { bearer: token })).statusCode).toBe(401);

    // login again on the same browser, the phone written another way
    const login = await client.login("8801811000001", PASSWORD, { ...caller, device });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ token: expect.stringMatching(/^\d+\|/), user: { phone, has_verified_device: true } });
    expect(login.json()).not.toHaveProperty("gns_ddt");
    const loggedIn = login.json().token as string;

    // forget → otp → reset: the new password works, the old one and every old token do not
    nextSend();
    expect((await client.post("/api/v3/auth/forget", { phone }, caller)).statusCode).toBe(200);
    const resetToken = await client.verify(phone, "reset", caller);
    const reset = await client.post(
      "/api/v3/auth/reset",
      { password: "second password", password_confirmation: "second password" },
      { otpToken: resetToken },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await client.get("/api/v3/web/doctor/my-profile", { bearer: loggedIn })).statusCode).toBe(401);
    expect((await client.login(phone, PASSWORD, caller)).statusCode).toBe(422);
    const relogin = await client.login(phone, "second password", { ...caller, device });
    expect(relogin.statusCode).toBe(200);
    const current = relogin.json().token as string;

    // otp-request → otp → change-password: this session stays, the others go
    const other = (await client.login(phone, "second password", caller)).json().token as string;
    nextSend();
    const requested = await client.post(
      "/api/v3/auth/otp-request",
      { purpose: "change-password" },
      { ...caller, bearer: current },
    );
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toMatchObject({ phone, purpose: "change-password" });
    const changeToken = await client.verify(phone, "change-password", caller);
    const change = { old_password: "second password", password: "third password", password_confirmation: "third password" };
    const wrongOld = await client.post(
      "/api/v3/auth/change-password",
      { ...change, old_password: "nope" },
      { bearer: current, otpToken: changeToken },
    );
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json().errors).toHaveProperty("old_password");
    const changed = await client.post("/api/v3/auth/change-password", change, { bearer: current, otpToken: changeToken });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await client.get("/api/v3/web/doctor/my-profile", { bearer: current })).statusCode).toBe(200);
    expect((await client.get("/api/v3/web/doctor/my-profile", { bearer: other })).statusCode).toBe(401);
    expect((await client.login(phone, "third password", caller)).statusCode).toBe(200);
  });
});

describe("login", () => {
  it("accepts the phone in any form and the BMDC number, case and spacing aside", async () => {
    const phone = "01811000002";
    await client.register(phone, { ip: "203.0.113.11" });
    for (const id of [phone, "+8801811000002", "880-1811-000002", "০১৮১১০০০০০২", "b-11000002", "B 11000002"]) {
      const res = await client.login(id, PASSWORD, { ip: "203.0.113.12" });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
      expect(res.json().user.phone).toBe(phone);
    }
  });

  it("answers a wrong password and an unknown phone with the same 422, after the same work, in comparable time", async () => {
    const phone = "01811000003";
    await client.register(phone, { ip: "203.0.113.13" });
    let sample = 0;
    const attempt = async (id: string) => {
      vi.mocked(argon2.verify).mockClear();
      // The process's CPU time (argon2's thread included), not the wall clock: what an attacker could time is
      // the work done, and on a busy machine the wall clock mostly measures the other processes.
      const cpu = process.cpuUsage();
      // A fresh address per attempt keeps the login limiter out of the measurement.
      const res = await client.login(id, "wrong password", { ip: `203.0.113.${100 + sample++}` });
      const { user, system } = process.cpuUsage(cpu);
      const ms = (user + system) / 1000;
      // The same work on every path: exactly one argon2id verification, also for unknown accounts.
      expect(argon2.verify, id).toHaveBeenCalledTimes(1);
      return { res, ms };
    };
    const ids = [phone, "01899999999", "Z-00000"];
    const runs: Record<string, { res: Awaited<ReturnType<typeof attempt>>["res"]; ms: number }[]> = {};
    // Interleaved rounds, compared by median, so one slow moment on a busy machine can't decide it.
    for (let round = 0; round < 5; round++) for (const id of ids) (runs[id] ??= []).push(await attempt(id));
    const median = (id: string) => runs[id]!.map((r) => r.ms).sort((a, b) => a - b)[2]!;
    const [wrong, unknown, unknownBmdc] = ids.map((id) => runs[id]![0]!.res);
    expect(wrong!.statusCode).toBe(422);
    expect(unknown!.body).toBe(wrong!.body);
    expect(unknownBmdc!.body).toBe(wrong!.body);
    expect(wrong!.json()).toEqual({ message: expect.any(String), errors: { phone: [wrong!.json().message] } });
    expect(median("01899999999")).toBeGreaterThan(median(phone) * 0.5);
    expect(median("Z-00000")).toBeGreaterThan(median(phone) * 0.5);
  });

  it("refuses the demo doctor, who has no password yet, with the same message", async () => {
    const res = await client.login("01700000001", "anything", { ip: "203.0.113.15" });
    expect(res.statusCode).toBe(422);
  });
});

describe("join and forget", () => {
  it("join answers a registered phone exactly like a new one, and sends it nothing", async () => {
    const phone = "01811000004";
    await client.register(phone, { ip: "203.0.113.16" });
    const before = (await client.outbox(phone)).length;
    const registered = await client.post("/api/v3/auth/join", { phone }, { ip: "203.0.113.17" });
    const fresh = await client.post("/api/v3/auth/join", { phone: "01811000005" }, { ip: "203.0.113.17" });
    expect(registered.statusCode).toBe(200);
    expect({ ...registered.json(), phone: "x" }).toEqual({ ...fresh.json(), phone: "x" });
    expect(registered.json().message).toBe("এই নম্বর দিয়ে নিবন্ধন করা গেলে একটি যাচাই কোড পাঠানো হয়েছে।");
    expect(await client.outbox(phone)).toHaveLength(before);
    expect(await client.outbox("01811000005")).toHaveLength(1);
    // …and the cooldown that follows is the same too.
    expect((await client.post("/api/v3/auth/join", { phone }, { ip: "203.0.113.17" })).statusCode).toBe(429);
    expect((await client.post("/api/v3/auth/join", { phone: "01811000005" }, { ip: "203.0.113.17" })).statusCode).toBe(429);
  });

  it("join counts 20 attempts an hour per address before it looks the phone up", async () => {
    const ip = "203.0.113.40";
    const phone = "01811000004"; // registered above
    for (let i = 0; i < 20; i++) {
      const res = await client.post(
        "/api/v3/auth/join",
        { phone: i % 2 ? phone : `0181200${String(i).padStart(4, "0")}` },
        { ip },
      );
      expect([200, 429]).toContain(res.statusCode);
    }
    for (const p of [phone, "01812009999"]) {
      const refused = await client.post("/api/v3/auth/join", { phone: p }, { ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^অনেকবার চেষ্টা করা হয়েছে।/);
    }
  });

  it("rejects a number that is not a Bangladeshi mobile with a clear message", async () => {
    for (const phone of ["12345", "01211000000", "+91 98765 43210"]) {
      const res = await client.post("/api/v3/auth/join", { phone }, { ip: "203.0.113.18" });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.phone).toEqual(["সঠিক বাংলাদেশি মোবাইল নম্বর দিন (যেমন 01712345678)"]);
    }
  });

  it("forget answers an unknown phone exactly like a known one, and sends it nothing", async () => {
    const known = await client.post("/api/v3/auth/forget", { phone: "01700000001" }, { ip: "203.0.113.19" });
    const unknown = await client.post("/api/v3/auth/forget", { phone: "01899999998" }, { ip: "203.0.113.19" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect({ ...unknown.json(), phone: "x" }).toEqual({ ...known.json(), phone: "x" });
    expect(await client.outbox("01700000001")).toHaveLength(1);
    expect(await client.outbox("01899999998")).toHaveLength(0);
    // …and the cooldown that follows is the same too.
    const again = await client.post("/api/v3/auth/forget", { phone: "01899999998" }, { ip: "203.0.113.19" });
    expect(again.statusCode).toBe(429);
  });
});

describe("OTP tokens", () => {
  it("a register token cannot reset a password, and a used token cannot be used again", async () => {
    const phone = "01811000005";
    const caller = { ip: "203.0.113.20" };
    await client.post("/api/v3/auth/join", { phone }, caller);
    const registerToken = await client.verify(phone, "register", caller);
    const body = { password: "new password 1", password_confirmation: "new password 1" };
    const reset = await client.post("/api/v3/auth/reset", body, { ...caller, otpToken: registerToken });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors).toHaveProperty("otp_token");

    const registration = {
      name: "ডা. এক",
      email: "one@example.com",
      bmdc: "C-1",
      medical_college_id: 1,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    // A refused registration (mismatched passwords) leaves the token usable…
    const mismatch = await client.post(
      "/api/v3/auth/register",
      { ...registration, password_confirmation: "other" },
      { otpToken: registerToken },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toHaveProperty("password_confirmation");
    expect((await client.post("/api/v3/auth/register", registration, { otpToken: registerToken })).statusCode).toBe(201);
    // …a successful one spends it.
    const reuse = await client.post(
      "/api/v3/auth/register",
      { ...registration, email: "two@example.com", bmdc: "C-2" },
      { otpToken: registerToken },
    );
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors).toHaveProperty("otp_token");
  });

  it("register refuses a taken email or BMDC number, field by field", async () => {
    const phone = "01811000006";
    await client.post("/api/v3/auth/join", { phone }, { ip: "203.0.113.21" });
    const otpToken = await client.verify(phone, "register");
    const res = await client.post(
      "/api/v3/auth/register",
      {
        name: "ডা. দুই",
        email: "TASNIM.rahman@sopan-pg.example",
        bmdc: "a-74215",
        medical_college_id: 999_999,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
      { otpToken },
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["bmdc", "email", "medical_college_id"]);
  });
});
