/**
 * A small in-process cache for the site's content reads that every page asks for (app-data's frame,
 * the home page's lists): the same answer for everybody, changed only by the seed or an operator.
 *
 * Freshness follows the portal's public cache (app/lib/public-data.server.ts): an answer younger than
 * READ_CACHE_FRESH_MS (its PUBLIC_CACHE_FRESH_MS default) is served from memory, so content changed
 * in the database shows within that minute. Concurrent misses share one query; a failed query is not
 * kept. Entries belong to one database handle (tests open many), and `invalidateReadCache` drops them
 * at once after a write through this process (the seed does). Values are frozen: they are shared.
 * Per process; the API is one process.
 */
import { Counter } from "prom-client";
import type { Db } from "./client";

export const READ_CACHE_FRESH_MS = 60_000;

/** In no registry of its own: each app's metrics (server/http/metrics.ts) register it in theirs. */
export const readCacheLookups = new Counter({
  name: "api_read_cache_lookups_total",
  help: "Content reads asked of the read cache: hit (served from memory) or miss (queried the database)",
  labelNames: ["result"] as const,
  registers: [],
});

type Entry = { value: Promise<unknown>; storedAt: number };
const caches = new WeakMap<Db, Map<string, Entry>>();

export function cachedRead<T>(db: Db, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && now - hit.storedAt < READ_CACHE_FRESH_MS) {
    readCacheLookups.inc({ result: "hit" });
    return hit.value as Promise<T>;
  }
  readCacheLookups.inc({ result: "miss" });
  const value = load().then(deepFreeze);
  const entry = { value, storedAt: now };
  cache.set(key, entry);
  value.catch(() => cache.get(key) === entry && cache.delete(key));
  return value;
}

export function invalidateReadCache(db: Db): void {
  caches.delete(db);
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}
