import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { HttpError } from "../../server/http/errors";
import {
  LIMITS_UNAVAILABLE,
  memoryRateLimiter,
  rateLimiterFor,
  redisRateLimiter,
  type RateLimiter,
} from "../../server/rate-limit/limiter";

function behavesAsFixedWindow(make: () => RateLimiter, advance: (ms: number) => Promise<void>) {
  it("allows `limit` hits per window, then refuses with a retry time", async () => {
    const limiter = make();
    const key = `login:${Math.random()}`;
    for (let i = 0; i < 3; i++) expect((await limiter.hit(key, 3, 1_000)).allowed).toBe(true);
    const refused = await limiter.hit(key, 3, 1_000);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(1_000);
    await advance(1_050);
    expect((await limiter.hit(key, 3, 1_000)).allowed).toBe(true);
    await limiter.close();
  });

  it("holds a key: the first taker gets 0, the next the ms until it is free, and it frees on time", async () => {
    const limiter = make();
    const key = `pace:${Math.random()}`;
    expect(await limiter.hold(key, 1_000)).toBe(0);
    const wait = await limiter.hold(key, 2_000);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1_000);
    await advance(1_050);
    expect(await limiter.hold(key, 1_000)).toBe(0);
    await limiter.clear(key);
    expect(await limiter.hold(key, 1_000)).toBe(0);
    await limiter.close();
  });

  it("keeps keys apart", async () => {
    const limiter = make();
    const a = `a:${Math.random()}`;
    expect((await limiter.hit(a, 1, 1_000)).allowed).toBe(true);
    expect((await limiter.hit(a, 1, 1_000)).allowed).toBe(false);
    expect((await limiter.hit(`b:${Math.random()}`, 1, 1_000)).allowed).toBe(true);
    await limiter.close();
  });
}

describe("memory rate limiter", () => {
  let now = 0;
  behavesAsFixedWindow(
    () => memoryRateLimiter(() => now),
    async (ms) => {
      now += ms;
    },
  );
});

// Redis runs on these machines and in CI; REDIS_URL lets another one be used.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
describe.runIf(redisUrl)("redis rate limiter", () => {
  const clients: Redis[] = [];
  afterAll(() => Promise.all(clients.map((c) => c.quit().catch(() => undefined))));
  behavesAsFixedWindow(
    () => {
      const client = new Redis(redisUrl!);
      clients.push(client);
      return redisRateLimiter(client, `test-rl:${process.pid}:`);
    },
    (ms) => new Promise((r) => setTimeout(r, ms)),
  );
});

describe("a Redis limiter whose Redis is away", () => {
  it("answers every call at once with the friendly 503, never an unexplained error (decision 028)", async () => {
    // Port 1 on loopback: nothing listens, so every connection attempt is refused.
    const errors: Error[] = [];
    const limiter = rateLimiterFor("redis://127.0.0.1:1/0", Date.now, (err) => errors.push(err));
    try {
      const started = Date.now();
      for (const call of [() => limiter.hit("k", 3, 1_000), () => limiter.hold("k", 1_000), () => limiter.clear("k")]) {
        const err = await call().then(
          () => null,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(HttpError);
        expect(err).toMatchObject({ statusCode: 503, message: LIMITS_UNAVAILABLE, headers: { "retry-after": "5" } });
      }
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await limiter.close();
    }
  });

  it("answers its readiness ping at once while reconnecting, within a probe's 1 s (issue 23)", async () => {
    const limiter = rateLimiterFor("redis://127.0.0.1:1/0", Date.now, () => undefined);
    try {
      // Past the first refused attempt: ioredis is now between reconnect attempts, as in an outage.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        await expect(limiter.ping!()).rejects.toThrow();
        expect(Date.now() - started).toBeLessThan(100);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    } finally {
      await limiter.close();
    }
  });
});
