/**
 * Bearer-token lifecycle (idle expiry, maximum lifetime, revocation at logout) and the login
 * attempt limits (429 + Retry-After), in memory and, when a Redis answers, in Redis.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisRateLimiter } from "../../server/rate-limit/limiter";
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

  it("past 5 tries an hour on one account, from any addresses, a growing delay (1 s, 2 s, 4 s … a minute), never a lockout", async () => {
    const phone = "01611000077";
    const { device } = await client.register(phone, { ip: "192.0.2.110" });
    clock.advance(61 * 60_000);
    let address = 0;
    const stranger = () => client.login(phone, "guess", { ip: `203.0.113.${++address}` });
    for (let i = 0; i < 5; i++) expect((await stranger()).statusCode).toBe(422);
    expect((await stranger()).statusCode).toBe(422);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await stranger();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^এই অ্যাকাউন্টে অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে।/);
      const wait = Number(refused.headers["retry-after"]);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await stranger()).statusCode).toBe(422);
    }
    // It grows, and stops growing at a minute: the doctor is slowed down, never shut out.
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(Math.max(...waits)).toBe(60);
    // The doctor's own browser is not held back by the strangers' guesses.
    expect((await stranger()).statusCode).toBe(429);
    expect((await client.login(phone, PASSWORD, { ip: "192.0.2.110", device })).statusCode).toBe(200);
    // A correct password clears the account's count.
    expect((await stranger()).statusCode).toBe(422);
    expect((await stranger()).statusCode).toBe(422);
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

describe.runIf(redisUp)("login limits in Redis", () => {
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
      // The seventh try on the account is paced, and the pace is shared too.
      const refused = await login(one);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect((await login(two)).statusCode).toBe(429);
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
