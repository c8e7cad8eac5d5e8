/**
 * A small in-process cache for the site's content reads that every page asks for (app-data's frame,
 * the home page's lists): the same answer for everybody, changed only by the seed or an operator.
 * `@epic-web/cachified` over an `lru-cache` (docs/decisions/049-caches-on-cachified.md).
 *
 * An answer at most READ_CACHE_FRESH_MS old (the portal's PUBLIC_CACHE_FRESH_MS default) is served
 * from memory; after that the next read queries again and waits for it (no stale serving here: the
 * portal's public cache in front already serves stale). Concurrent misses share one query; a failed
 * query is not kept. Entries belong to one database handle (tests open many), and
 * `invalidateReadCache` drops them at once after a write through this process (the seed does).
 * Values are frozen: they are shared.
 *
 * Per process, and the API runs as several replicas (decision 025): an
 * operator's change shows in each process within READ_CACHE_FRESH_MS, and an invalidation reaches
 * only the process that wrote. docs/architecture.md ("How stale a page can be") adds up the caches
 * in series.
 */
import { cachified, createBatch, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { Counter } from "prom-client";
import type { Db } from "./client";

export const READ_CACHE_FRESH_MS = 60_000;
/** Keys are the frame, the home lists and two per exam paper (its questions, its sitters' progress totals); the bound keeps old papers from piling up. */
const MAX_ENTRIES = 1000;

/** In no registry of its own: each app's metrics (server/http/metrics.ts) register it in theirs. */
export const readCacheLookups = new Counter({
  name: "api_read_cache_lookups_total",
  help: "Content reads asked of the read cache: hit (served from memory) or miss (queried the database)",
  labelNames: ["result"] as const,
  registers: [],
});

const caches = new WeakMap<Db, LRUCache<string, CacheEntry<unknown>>>();

function cacheOf(db: Db): LRUCache<string, CacheEntry<unknown>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LRUCache({ max: MAX_ENTRIES })));
  return cache;
}

function countLookup(cache: LRUCache<string, CacheEntry<unknown>>, key: string): void {
  const held = cache.peek(key);
  const fresh = held !== undefined && Date.now() - held.metadata.createdTime <= READ_CACHE_FRESH_MS;
  readCacheLookups.inc({ result: fresh ? "hit" : "miss" });
}

export function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  countLookup(cache, key);
  return cachified({ key, cache, ttl: READ_CACHE_FRESH_MS, getFreshValue: async () => deepFreeze(await load()) });
}

/**
 * Several entries at once, each under its own key (say, one per exam paper): those not fresh are
 * loaded together by one call of `loadMany` (one query, not one per entry), which answers them in
 * the order it was given them.
 */
export function cachedReads<P, T>(
  db: Db,
  params: readonly P[],
  keyOf: (param: P) => string,
  loadMany: (params: P[]) => Promise<T[]>,
): Promise<T[]> {
  const cache = cacheOf(db);
  const batch = createBatch<T, P>(async (missing) => (await loadMany(missing)).map(deepFreeze));
  return Promise.all(
    params.map((param) => {
      const key = keyOf(param);
      countLookup(cache, key);
      return cachified({ key, cache, ttl: READ_CACHE_FRESH_MS, getFreshValue: batch.add(param) });
    }),
  );
}

export function invalidateReadCache(db: Db): void {
  caches.delete(db);
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}
