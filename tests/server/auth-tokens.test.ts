/**
 * Bearer-token lifecycle (idle expiry, maximum lifetime, revocation at logout) and the login
 * attempt limits (429 + Retry-After), in memory and, when a Redis answers, in Redis.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisRateLimiter } from "../../server/rate-limit/limiter";
import { LOGIN_CODE_REFUSED, LOGIN_CODE_SENT } from "../../server/routes/auth";
import { accountsClient, PASSWORD, testClock } from "./accounts-client";
import { makeTestApi, type TestApi } from "./helpers";
import { redisAnswers } from "./redis-probe";

const DAY = 24 * 60 * 60_000;
const clock = testClock();
let api: TestApi;
let client: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  api = await makeTestApi({ TOKEN_IDLE_DAYS: "14", TOKEN_MAX_DAYS: "60" }, { clock });
  client = accountsClient(api);
});
afterAll(() => api.close());

const profile = (token: string) => client.get("/api/v3/web/doctor/my-profile", { bearer: token });

/** What a login held by the account's pace answers, whatever the password (decision 031). */
const CODE_ANSWER = { message: LOGIN_CODE_SENT, code_required: true };

/** Login attempts on one account, each from an address not used before (a distributed guesser). */
let strangerAddresses = 0;
function strangers(phone: string, password: string) {
  return () => {
    const n = ++strangerAddresses;
    return client.login(phone, password, { ip: `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}` });
  };
}

describe("bearer tokens", () => {
  let phoneNo = 0;
  const newDoctor = async () => {
    const phone = `0161100000${++phoneNo}`;
    await client.register(phone, { ip: `192.0.2.${phoneNo}` });
    clock.advance(61_000);
    return phone;
  };

  it("die after 14 idle days; use keeps them alive", async () => {
    const phone = await newDoctor();
    const token = (await client.login(phone, PASSWORD)).json().token as string;
    clock.advance(13 * DAY);
    expect((await profile(token)).statusCode).toBe(200);
    clock.advance(13 * DAY); // 26 days old, but used 13 days ago
    expect((await profile(token)).statusCode).toBe(200);
    clock.advance(14 * DAY);
    const dead = await profile(token);
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({ message: "Unauthenticated." });
  });

  it("die 60 days after login, however busy", async () => {
    const phone = await newDoctor();
    const token = (await client.login(phone, PASSWORD)).json().token as string;
    for (let day = 10; day < 60; day += 10) {
      clock.advance(10 * DAY);
      expect((await profile(token)).statusCode, `day ${day}`).toBe(200);
    }
    clock.advance(10 * DAY);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it("die at logout; logging out twice is still a 200", async () => {
    const phone = await newDoctor();
    const token = (await client.login(phone, PASSWORD)).json().token as string;
    expect((await client.post("/api/v3/auth/logout", {}, { bearer: token })).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await client.get("/api/v3/web/app-data", { bearer: token })).json().is_logged_in).toBe(false);
    expect((await client.post("/api/v3/auth/logout", {}, { bearer: token })).statusCode).toBe(200);
  });

  it("apply the configured rules everywhere a bearer is read (app data too)", async () => {
    const phone = await newDoctor();
    const token = (await client.login(phone, PASSWORD)).json().token as string;
    clock.advance(15 * DAY);
    expect((await client.get("/api/v3/web/app-data", { bearer: token })).json().is_logged_in).toBe(false);
  });
});

describe("login attempt limits", () => {
  it("10 tries per account and address in 15 minutes, then 429 with Retry-After", async () => {
    const ip = "192.0.2.100";
    for (let i = 0; i < 10; i++) {
      expect((await client.login("01611999999", "guess", { ip })).statusCode).toBe(422);
      clock.advance(60_000); // past the account's own growing delay, which has its own test
    }
    const refused = await client.login("01611999999", "guess", { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(900);
    expect(refused.json().message).toMatch(/মিনিট পরে আবার চেষ্টা করুন।$/);
    // Another phone form of the same account counts as the same account.
    expect((await client.login("+8801611999999", "guess", { ip })).statusCode).toBe(429);
    // The same account from another address is a separate count.
    clock.advance(60_000);
    expect((await client.login("01611999999", "guess", { ip: "192.0.2.101" })).statusCode).toBe(422);
    clock.advance(15 * 60_000);
    expect((await client.login("01611999999", "guess", { ip })).statusCode).toBe(422);
  });

  it("past 5 tries an hour on one account, from any addresses, one password check per growing delay (1 s, 2 s, 4 s … a minute), never a lockout", async () => {
    const phone = "01611000077";
    const { device } = await client.register(phone, { ip: "192.0.2.110" });
    clock.advance(61 * 60_000);
    const stranger = strangers(phone, "guess");
    for (let i = 0; i < 6; i++) expect((await stranger()).statusCode).toBe(422);
    // Held by the pace, a password is not checked: every guess gets the login code's answer.
    expect((await stranger()).json()).toEqual(CODE_ANSWER);
    // Probing every 5 s: the next real check waits longer each time, and never longer than a minute.
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      let waited = 0;
      while ((await stranger()).statusCode === 200) {
        clock.advance(5_000);
        waited += 5;
      }
      waits.push(waited);
    }
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60);
    expect(waits.at(-1)).toBeGreaterThanOrEqual(55);
    // The doctor's own browser is not held back by the strangers' guesses.
    expect((await stranger()).json()).toEqual(CODE_ANSWER);
    expect((await client.login(phone, PASSWORD, { ip: "192.0.2.110", device })).statusCode).toBe(200);
    // A correct password clears the account's count.
    expect((await stranger()).statusCode).toBe(422);
    expect((await stranger()).statusCode).toBe(422);
  });

  it("a stranger holding the pace with timed wrong passwords never keeps the doctor out of a new browser: a right password finishes with a code to the doctor's phone", async () => {
    const phone = "01611000078";
    await client.register(phone, { ip: "192.0.2.111" });
    clock.advance(61 * 60_000);
    // The review's attacker sent one wrong password per Retry-After from changing addresses; this one sends
    // one every second, so the account is held whenever the doctor comes.
    const attacker = strangers(phone, "guess");
    let doctorBrowser = 0;
    const signedIn: string[] = [];
    for (let second = 1; second <= 200; second++) {
      const attempt = await attacker();
      expect(attempt.statusCode, attempt.body).toBeOneOf([200, 422]);
      expect(attempt.json().token).toBeUndefined();
      clock.advance(1000);
      if (second % 65 !== 0) continue;
      // The doctor, on a browser the API has never seen (no device token), from their own network.
      const ip = `198.51.100.${++doctorBrowser}`;
      expect((await client.login(phone, PASSWORD, { ip })).json()).toEqual(CODE_ANSWER);
      const code = await client.lastCode(phone);
      const finished = await client.post("/api/v3/auth/login", { phone, password: PASSWORD, code }, { ip });
      expect(finished.statusCode, finished.body).toBe(200);
      signedIn.push(finished.json().token);
    }
    expect(signedIn).toHaveLength(3);
    for (const token of signedIn) expect((await profile(token)).statusCode).toBe(200);
  }, 120_000); // 200 argon2 checks: seconds on a quiet machine, more on a busy one

  it("while held, a right and a wrong password, a known and an unknown account get one answer; strangers send no SMS and cannot spend or kill the doctor's code", async () => {
    const phone = "01611000079";
    await client.register(phone, { ip: "192.0.2.112" });
    clock.advance(61 * 60_000);
    const stranger = strangers(phone, "guess");
    for (let i = 0; i < 6; i++) await stranger();
    const smsBefore = (await client.outbox(phone)).length;
    const right = await client.login(phone, PASSWORD, { ip: "198.51.100.50" });
    const wrong = await stranger();
    expect([right.statusCode, right.json()]).toEqual([wrong.statusCode, wrong.json()]);
    expect(right.json()).toEqual(CODE_ANSWER);
    const unknown = strangers("01611000080", "guess");
    for (let i = 0; i < 6; i++) expect((await unknown()).statusCode).toBe(422);
    expect((await unknown()).json()).toEqual(CODE_ANSWER);
    // Only the right password sent a code.
    for (let i = 0; i < 5; i++) await stranger();
    expect((await client.outbox(phone)).length).toBe(smsBefore + 1);
    const code = await client.lastCode(phone);
    // A stranger without the password gets the same refusal for any code, the right one included, and spends no try.
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (const guess of [wrongCode, wrongCode, wrongCode, wrongCode, wrongCode, code]) {
      const refused = await client.post("/api/v3/auth/login", { phone, password: "guess", code: guess }, { ip: "203.0.113.9" });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: LOGIN_CODE_REFUSED, errors: { code: [LOGIN_CODE_REFUSED] } });
    }
    // The code is checked only with the password; the OTP endpoint does not know the purpose.
    expect((await client.post("/api/v3/auth/otp", { phone, code, purpose: "login" })).statusCode).toBe(422);
    const finished = await client.post("/api/v3/auth/login", { phone, password: PASSWORD, code }, { ip: "198.51.100.50" });
    expect(finished.statusCode, finished.body).toBe(200);
    // Used once.
    await stranger();
    for (let i = 0; i < 6; i++) await stranger();
    const again = await client.post("/api/v3/auth/login", { phone, password: PASSWORD, code }, { ip: "198.51.100.51" });
    expect(again.json()).toEqual({ message: LOGIN_CODE_REFUSED, errors: { code: [LOGIN_CODE_REFUSED] } });
  });

  it("counts the phone and the BMDC number of one account as one account; unknown ones each as their own", async () => {
    const phone = "01611000081";
    await client.register(phone, { ip: "192.0.2.113" });
    clock.advance(61 * 60_000);
    const byPhone = strangers(phone, "guess");
    const byBmdc = strangers("b 11000081", "guess"); // registered as B-11000081
    for (let i = 0; i < 3; i++) expect((await byPhone()).statusCode).toBe(422);
    for (let i = 0; i < 3; i++) expect((await byBmdc()).statusCode).toBe(422);
    expect((await byPhone()).json()).toEqual(CODE_ANSWER);
    expect((await byBmdc()).json()).toEqual(CODE_ANSWER);
    // An unknown phone and an unknown BMDC number cannot be linked, so each keeps its own count.
    const unknownPhone = strangers("01611000082", "guess");
    const unknownBmdc = strangers("B-11000082", "guess");
    for (let i = 0; i < 3; i++) expect((await unknownPhone()).statusCode).toBe(422);
    for (let i = 0; i < 3; i++) expect((await unknownBmdc()).statusCode).toBe(422);
    expect((await unknownPhone()).statusCode).toBe(422);
  });

  it("50 tries per address in 15 minutes across accounts", async () => {
    const ip = "192.0.2.102";
    for (let i = 0; i < 50; i++) {
      const res = await client.login(`016120000${String(i).padStart(2, "0")}`, "guess", { ip });
      expect(res.statusCode).toBe(422);
    }
    expect((await client.login("01612999999", "guess", { ip })).statusCode).toBe(429);
  });
});

describe("change-password attempt limits", () => {
  it("10 old-password checks per doctor in 15 minutes, then 429", async () => {
    await client.register("01611000099", { ip: "192.0.2.103" });
    const bearer = (await client.login("01611000099", PASSWORD)).json().token as string;
    const body = { old_password: "guess", password: "new password", password_confirmation: "new password" };
    for (let i = 0; i < 10; i++) {
      const res = await client.post("/api/v3/auth/change-password", body, { bearer });
      expect(res.json().errors).toHaveProperty("old_password");
    }
    expect((await client.post("/api/v3/auth/change-password", body, { bearer })).statusCode).toBe(429);
  });
});

// Redis runs on these machines and in CI; skipped when none answers.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const redisUp = await redisAnswers(redisUrl);

// Each test builds whole APIs (migrate and seed), which a loaded CI machine can stretch past the 30 s default.
describe.runIf(redisUp)("login limits in Redis", { timeout: 90_000 }, () => {
  it("counts attempts in Redis (REDIS_URL), so several API processes share them", async () => {
    const prefix = `test-auth:${process.pid}:${Date.now()}:`;
    const limiters = [redisRateLimiter(new Redis(redisUrl), prefix), redisRateLimiter(new Redis(redisUrl), prefix)];
    // Two API processes: attempts on one count against the other.
    const one = await makeTestApi({}, { limiter: limiters[0] });
    const two = await makeTestApi({}, { limiter: limiters[1] });
    try {
      const login = (app: TestApi) =>
        app.app.inject({ method: "POST", url: "/api/v3/auth/login", payload: { phone: "01611888888", password: "guess" } });
      for (let i = 0; i < 3; i++) expect((await login(one)).statusCode).toBe(422);
      for (let i = 0; i < 3; i++) expect((await login(two)).statusCode).toBe(422);
      // The seventh try on the account is held by the pace, and the pace is shared too.
      expect((await login(one)).json()).toEqual(CODE_ANSWER);
      expect((await login(two)).json()).toEqual(CODE_ANSWER);
    } finally {
      await one.close();
      await two.close();
      await Promise.all(limiters.map((l) => l!.close()));
      const cleanup = new Redis(redisUrl);
      const keys = await cleanup.keys(`${prefix}*`);
      if (keys.length) await cleanup.del(...keys);
      await cleanup.quit();
    }
  });

  it("REDIS_URL in the configuration selects the Redis limiter", async () => {
    const app = await makeTestApi({ REDIS_URL: redisUrl });
    const ip = "192.0.2.200";
    const phone = `0161${String(process.pid % 10_000_000).padStart(7, "0")}`;
    const keys = [`rl:login:ip:${ip}`, `rl:login:account:${phone}:${ip}`, `rl:login:account:${phone}`];
    const check = new Redis(redisUrl);
    try {
      await check.del(...keys);
      const res = await app.app.inject({
        method: "POST",
        url: "/api/v3/auth/login",
        payload: { phone, password: "guess" },
        headers: { "x-forwarded-for": ip },
      });
      expect(res.statusCode).toBe(422);
      expect(await check.get(keys[0]!)).toBe("1");
      expect(await check.get(keys[1]!)).toBe("1");
    } finally {
      await check.del(...keys);
      await check.quit();
      await app.close();
    }
  });
});
