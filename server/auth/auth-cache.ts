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

type Entry<T> = { value: T; until: number };

export class AuthCache {
  private readonly bearers = new Map<string, Entry<Authenticated>>();
  private readonly devices = new Map<string, Entry<true>>();
  /** Bumped by every forget(); a check that began under an older generation stores nothing. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly nowMs: () => number,
  ) {}

  /** The generation to hand back to `keep*` after reading the database. */
  begin(): number {
    return this.generation;
  }

  bearer(header: string): Authenticated | null {
    return this.fresh(this.bearers, header);
  }

  keepBearer(header: string, auth: Authenticated, since: number): void {
    this.keep(this.bearers, header, auth, since);
  }

  verifiedDevice(doctorId: number, tokenHash: string): boolean {
    return this.fresh(this.devices, `${doctorId}:${tokenHash}`) !== null;
  }

  keepVerifiedDevice(doctorId: number, tokenHash: string, since: number): void {
    this.keep(this.devices, `${doctorId}:${tokenHash}`, true, since);
  }

  /** After a write that may end a token or a device's verification. */
  forget(): void {
    this.generation++;
    this.bearers.clear();
    this.devices.clear();
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string): T | null {
    const entry = map.get(key);
    if (!entry) return null;
    if (entry.until > this.nowMs()) return entry.value;
    map.delete(key);
    return null;
  }

  private keep<T>(map: Map<string, Entry<T>>, key: string, value: T, since: number): void {
    if (this.ttlMs <= 0 || since !== this.generation) return;
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    map.set(key, { value, until: this.nowMs() + this.ttlMs });
  }
}
