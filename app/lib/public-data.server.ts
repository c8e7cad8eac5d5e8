/**
 * Guest data (the same for every visitor) with stale-while-revalidate, so public pages stay fast
 * and keep serving when the product API is slow or down: `@epic-web/cachified` over an `lru-cache`
 * (docs/decisions/049-caches-on-cachified.md).
 *
 * - at most the fresh window old: served from memory;
 * - older, up to PUBLIC_CACHE_MAX_STALE_MS: served from memory at once while one background refresh
 *   runs; if that refresh fails the old answer keeps being served (and that is logged), and the API
 *   is not asked again for that URL for RETRY_AFTER_FAILURE_MS;
 * - older still, or never fetched: the caller waits for the API and gets its error if it fails.
 * Concurrent misses for one URL share one API call. At most MAX_ENTRIES URLs are kept (least
 * recently used go first). Values are frozen: they are shared by every request.
 * Every stored answer that differs from the one before moves the data version (data-version.server.ts), which drops the guest pages
 * rendered from older data (bin/render-cache.ts).
 */
import { cachified, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import type { EndpointName, EndpointResponse, PersonalEndpointName, PublicEndpointName } from "@contract";
import { ApiResponseError, callApi, endpointUrl, type CallOptions } from "./product-api.server";
import { config } from "./config.server";
import { bumpPublicDataVersion } from "./data-version.server";
import { errorReason, logEvent } from "./log.server";
import { publicCacheLookups } from "./metrics.server";
import { getSession } from "./session.server";

const MAX_ENTRIES = 500;
/** Spec §9: divisions are cached for 2 minutes. */
const FRESH_MS_BY_ENDPOINT: Partial<Record<EndpointName, number>> = { divisions: 2 * 60_000 };
/** After a failed refresh, stale data is served without asking the API again for this long. */
const RETRY_AFTER_FAILURE_MS = 5_000;

/** Entries past their stale window are left for the LRU to drop: cachified never serves them. */
const newStore = () => new LRUCache<string, CacheEntry<unknown>>({ max: MAX_ENTRIES });
let store = newStore();
/** When a background refresh of a URL last failed (Date.now()), for the back-off above. */
const failedAt = new LRUCache<string, number>({ max: MAX_ENTRIES });

/** A background refresh skipped for the back-off: not a failure worth a log line. */
class BackingOff extends Error {}

type ReadOptions = Pick<CallOptions, "params" | "query">;

/** An endpoint's answer shared by every visitor. A personal endpoint does not compile here: use `guestOrLive`. */
export function publicData<N extends PublicEndpointName>(name: N, opts: ReadOptions = {}): Promise<EndpointResponse<N>> {
  return shared(name, opts);
}

/**
 * A personal endpoint that guests may share: a guest gets the one guest answer from the public cache
 * (fast, and it survives an API outage), a logged-in doctor always gets their own answer live, never a
 * cached one and never the guest one on failure. Only a 401 (callApi has then already ended the
 * login) falls back to the guest answer, because the visitor is a guest from then on.
 */
export async function guestOrLive<N extends PersonalEndpointName>(
  request: Request,
  name: N,
  opts: ReadOptions = {},
): Promise<EndpointResponse<N>> {
  if (!getSession(request).isLoggedIn) return shared(name, opts);
  try {
    return await callApi(request, name, opts);
  } catch (e) {
    if (e instanceof ApiResponseError && e.status === 401) return shared(name, opts);
    throw e;
  }
}

/**
 * The guest answer of a personal endpoint, whoever is asking: for the parts of it that are the same
 * for everyone (app data's site frame), when the caller's own answer cannot be had (app-data.server.ts).
 */
export function guestAnswer<N extends PersonalEndpointName>(name: N, opts: ReadOptions = {}): Promise<EndpointResponse<N>> {
  return shared(name, opts);
}

async function shared<N extends EndpointName>(name: N, opts: ReadOptions): Promise<EndpointResponse<N>> {
  const key = endpointUrl(name, opts);
  const ttl = FRESH_MS_BY_ENDPOINT[name] ?? config().PUBLIC_CACHE_FRESH_MS;
  const staleWhileRevalidate = Math.max(0, config().PUBLIC_CACHE_MAX_STALE_MS - ttl);
  const held = store.peek(key);
  const age = held ? Date.now() - held.metadata.createdTime : Infinity;
  publicCacheLookups.inc({ result: age <= ttl ? "fresh" : age <= ttl + staleWhileRevalidate ? "stale" : "miss" });
  const cache = store;
  return (await cachified(
    {
      key,
      cache,
      ttl,
      staleWhileRevalidate,
      async getFreshValue({ background }) {
        const lastFailure = failedAt.get(key);
        if (background && lastFailure !== undefined && Date.now() - lastFailure < RETRY_AFTER_FAILURE_MS) {
          throw new BackingOff();
        }
        const value: unknown = await callApi(null, name, opts);
        deepFreeze(value);
        failedAt.delete(key);
        // A refresh that brought the same answer leaves the pages rendered from it valid.
        const before = cache.peek(key);
        if (!before || JSON.stringify(before.value) !== JSON.stringify(value)) bumpPublicDataVersion();
        return value;
      },
    },
    () => (event) => {
      if (event.name !== "refreshValueError" || event.error instanceof BackingOff) return;
      failedAt.set(key, Date.now());
      const stale = cache.peek(key);
      logEvent("warn", "public_cache_serving_stale", {
        endpoint: name,
        age_ms: stale ? Date.now() - stale.metadata.createdTime : null,
        reason: errorReason(event.error),
      });
    },
  )) as EndpointResponse<N>;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** Tests start every case from an empty cache. */
export function clearPublicDataCache(): void {
  store = newStore(); // a new store also leaves any refresh still running for the old one behind
  failedAt.clear();
  bumpPublicDataVersion();
}

export const PUBLIC_CACHE_MAX_ENTRIES = MAX_ENTRIES;
