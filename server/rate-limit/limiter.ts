/**
 * Fixed-window counters and holds (a key that blocks until it expires) for login and OTP limits. In
 * memory by default; Redis when REDIS_URL is set, so several API processes share one count.
 *
 * The Redis one is `rate-limiter-flexible`'s RateLimiterRedis (one Lua call per hit; decision 050).
 * The memory one stays ours: it reads the API's clock (`buildApi({ clock })`), which the server tests
 * move by minutes and hours instead of sleeping, and RateLimiterMemory reads only Date.now() (and keeps
 * one timer per key).
 */
import { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { HttpError } from "../http/errors";
import { redisReconnectDelay } from "../redis";

export type LimitResult = { allowed: boolean; count: number; remaining: number; retryAfterMs: number };

export interface RateLimiter {
  /** Counts one hit on `key` and says whether it is within `limit` hits per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<LimitResult>;
  /** Takes `key` for `ms` when it is free and answers 0; otherwise answers the ms until it is free. */
  hold(key: string, ms: number): Promise<number>;
  /** Forgets counters and holds. */
  clear(...keys: string[]): Promise<void>;
  close(): Promise<void>;
  /** Only a limiter on a shared store has one: throws unless the store answers (readiness). */
  ping?(): Promise<void>;
}

/** A readiness probe must answer quickly even while ioredis is still reconnecting. */
const PING_TIMEOUT_MS = 2_000;

const result = (count: number, limit: number, retryAfterMs: number): LimitResult => ({
  allowed: count <= limit,
  count,
  remaining: Math.max(0, limit - count),
  retryAfterMs: count <= limit ? 0 : retryAfterMs,
});

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return result(w.count, limit, w.resetAt - t);
    },
    async hold(key, ms) {
      const t = now();
      const held = windows.get(key);
      if (held && held.resetAt > t) return held.resetAt - t;
      windows.set(key, { count: 1, resetAt: t + ms });
      return 0;
    },
    async clear(...keys) {
      for (const key of keys) windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

/**
 * What a login or OTP check answers while Redis is away (decision 028): a 503 the portal shows as its
 * "try again shortly" message, never a 500, and never a check skipped.
 */
export const LIMITS_UNAVAILABLE = "লগইন ও কোড যাচাই এই মুহূর্তে বন্ধ আছে। একটু পরে আবার চেষ্টা করুন।";

const unavailable = (): HttpError => new HttpError(503, LIMITS_UNAVAILABLE, undefined, { "retry-after": "5" });

/**
 * Runs one Redis call; any failure of the store becomes the friendly 503 (ioredis logs the cause). A
 * call made while ioredis waits to reconnect fails at once instead of waiting out the backoff in its
 * queue; one made while it connects (the first connection at start, or a reconnect attempt) waits for it.
 */
async function orUnavailable<T>(redis: Redis, call: () => Promise<T>): Promise<T> {
  if (redis.status === "reconnecting" || redis.status === "end") throw unavailable();
  try {
    return await call();
  } catch {
    throw unavailable();
  }
}

export function redisRateLimiter(redis: Redis, prefix = "rl:"): RateLimiter {
  // rate-limiter-flexible joins prefix and key with ":", so keys stay "rl:login:…" as before.
  const keyPrefix = prefix.replace(/:$/, "");
  const windows = new Map<string, RateLimiterRedis>();
  /** One RateLimiterRedis per (limit, window): the library counts against its own `points` and `duration`. */
  const windowOf = (limit: number, windowMs: number): RateLimiterRedis => {
    const id = `${limit}/${windowMs}`;
    let window = windows.get(id);
    if (!window) {
      window = new RateLimiterRedis({ storeClient: redis, keyPrefix, points: limit, duration: Math.ceil(windowMs / 1000) });
      windows.set(id, window);
    }
    return window;
  };
  /** A consume past the limit rejects with the counter's state; a store failure rejects with an Error. */
  const consume = (window: RateLimiterRedis, key: string): Promise<RateLimiterRes> =>
    window.consume(key).catch((e: unknown) => {
      if (e instanceof RateLimiterRes) return e;
      throw e;
    });
  const limiter: RateLimiter = {
    async hit(key, limit, windowMs) {
      const counted = await consume(windowOf(limit, windowMs), key);
      return result(counted.consumedPoints, limit, counted.msBeforeNext > 0 ? counted.msBeforeNext : windowMs);
    },
    async hold(key, ms) {
      const taken = await consume(windowOf(1, ms), key);
      return taken.consumedPoints === 1 ? 0 : Math.max(1, taken.msBeforeNext);
    },
    async clear(...keys) {
      if (keys.length) await redis.del(...keys.map((key) => `${keyPrefix}:${key}`));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
    async ping() {
      // Not connected: say so at once. Waiting for a reconnect would outlast a readiness probe's timeout,
      // and an API that is slow to answer /readyz leaves the Service (decision 028, issue 23).
      if (redis.status !== "ready") throw new Error(`Redis is ${redis.status}`);
      await Promise.race([
        redis.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("Redis did not answer PING")), PING_TIMEOUT_MS).unref()),
      ]);
    },
  };
  return {
    ...limiter,
    hit: (...args) => orUnavailable(redis, () => limiter.hit(...args)),
    hold: (...args) => orUnavailable(redis, () => limiter.hold(...args)),
    clear: (...args) => orUnavailable(redis, () => limiter.clear(...args)),
  };
}

/**
 * The limiter the configuration asks for. A Redis outage makes limited calls answer 503 quickly rather
 * than silently drop the limits (one retry per call at most). `onError` hears about the connection;
 * ioredis reconnects by itself (at most 2 s apart, server/redis.ts), so the limits come back without a restart.
 */
export function rateLimiterFor(redisUrl: string | undefined, now: () => number, onError: (err: Error) => void): RateLimiter {
  if (!redisUrl) return memoryRateLimiter(now);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, retryStrategy: redisReconnectDelay });
  redis.on("error", onError);
  return redisRateLimiter(redis);
}
