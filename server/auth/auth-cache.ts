/**
 * Bearer and device checks, cached for a few seconds (decisions 039 and 070). In an exam's start minute
 * every save, start and submit checked the same token and device again: two of a save's five round trips
 * to the database. On every other page the portal makes two or three API calls, each of which checked the
 * same token again (three of a dashboard's nineteen statements).
 *
 * Only what stays true is cached: a living token (its expiry and idle rules are checked again on each
 * hit) with its doctor's row, and a verified device. Revocation is honoured at once: every path that can
 * end either (logout, a password change or reset, freeing a device, a login moving a browser to another
 * doctor) calls `forget()` after its write, which empties the cache and makes a check that read the
 * database before it unable to store what it read. Every write to a doctor's own row (profile, photo,
 * required information, registration) does the same, so an edit shows on the very next page. That holds
 * inside one API process; with several (API_WORKERS above 1, or REDIS_URL set for replicas) the cache is
 * off, see `authCacheMs` and decision 044.
 */
import { LRUCache } from "lru-cache";
import type { Authenticated } from "./tokens";

/** Long enough to spare the database most of a doctor's requests in an exam minute, short enough to bound memory. */
export const AUTH_CACHE_MS = 5_000;
/** Far above the bearers of one process's start minute; past it, the oldest go first. */
const MAX_ENTRIES = 20_000;

/**
 * Only a lone API process caches: workers (API_WORKERS) or replicas (REDIS_URL) would each need to hear the
 * others' revocations before answering, which nothing does yet (decision 044).
 */
export const authCacheMs = (config: { redisUrl: string | undefined; workers: number }) =>
  config.redisUrl || config.workers > 1 ? 0 : AUTH_CACHE_MS;

/**
 * Two bounded maps with a time to live (lru-cache, decision 049's caching library), behind a generation
 * counter: `forget` empties both and moves it, so a check that read the database before the forget keeps
 * nothing it read.
 */
export class AuthCache {
  private readonly bearers: LRUCache<string, Authenticated>;
  private readonly devices: LRUCache<string, true>;
  /** Bumped by every forget(); a check that began under an older generation stores nothing. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    nowMs: () => number,
  ) {
    // Time is the API's clock (the one tests move), read on every look-up (ttlResolution 0), not a timer's copy.
    // lru-cache keeps an entry while its age is at most its ttl; an answer here lives less than ttlMs.
    const options = { max: MAX_ENTRIES, ttl: Math.max(ttlMs - 1, 1), ttlResolution: 0, perf: { now: nowMs } };
    this.bearers = new LRUCache(options);
    this.devices = new LRUCache(options);
  }

  /** The generation to hand back to `keep*` after reading the database. */
  begin(): number {
    return this.generation;
  }

  bearer(header: string): Authenticated | null {
    return this.bearers.get(header) ?? null;
  }

  keepBearer(header: string, auth: Authenticated, since: number): void {
    if (this.keeps(since)) this.bearers.set(header, auth);
  }

  verifiedDevice(doctorId: number, tokenHash: string): boolean {
    return this.devices.get(`${doctorId}:${tokenHash}`) === true;
  }

  keepVerifiedDevice(doctorId: number, tokenHash: string, since: number): void {
    if (this.keeps(since)) this.devices.set(`${doctorId}:${tokenHash}`, true);
  }

  /** After a write that may end a token or a device's verification. */
  forget(): void {
    this.generation++;
    this.bearers.clear();
    this.devices.clear();
  }

  private keeps(since: number): boolean {
    return this.ttlMs > 0 && since === this.generation;
  }
}
