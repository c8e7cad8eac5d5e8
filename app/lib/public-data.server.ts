/**
 * Guest data (the same for every visitor) with stale-while-revalidate, so public pages stay fast
 * and keep serving when the product API is slow or down.
 *
 * - younger than the fresh window: served from memory;
 * - older, up to PUBLIC_CACHE_MAX_STALE_MS: served from memory at once while one background refresh
 *   runs; if that refresh fails the old answer keeps being served (and that is logged);
 * - older still, or never fetched: the caller waits for the API and gets its error if it fails.
 * Concurrent misses for one URL share one API call. At most MAX_ENTRIES URLs are kept (least
 * recently used go first). Values are frozen: they are shared by every request.
 * Every stored answer that differs from the one before moves the data version (data-version.server.ts), which drops the guest pages
 * rendered from older data (bin/render-cache.ts).
 */
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

type Entry = { value: unknown; storedAt: number; failedAt?: number };
const store = new Map<string, Entry>();
const inFlight = new Map<string, Promise<unknown>>();

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
  const hit = store.get(key);
  const now = Date.now();
  const age = hit ? now - hit.storedAt : Infinity;
  const freshMs = FRESH_MS_BY_ENDPOINT[name] ?? config().PUBLIC_CACHE_FRESH_MS;

  if (hit && age <= config().PUBLIC_CACHE_MAX_STALE_MS) {
    touch(key, hit);
    const backingOff = hit.failedAt !== undefined && now - hit.failedAt < RETRY_AFTER_FAILURE_MS;
    publicCacheLookups.inc({ result: age < freshMs ? "fresh" : "stale" });
    if (age >= freshMs && !backingOff) {
      refresh(name, opts, key).catch((e: unknown) => {
        hit.failedAt = Date.now();
        logEvent("warn", "public_cache_serving_stale", {
          endpoint: name,
          age_ms: Date.now() - hit.storedAt,
          reason: errorReason(e),
        });
      });
    }
    return hit.value as EndpointResponse<N>;
  }
  publicCacheLookups.inc({ result: "miss" });
  return (await refresh(name, opts, key)) as EndpointResponse<N>;
}

function refresh(name: EndpointName, opts: ReadOptions, key: string): Promise<unknown> {
  const running = inFlight.get(key);
  if (running) return running;
  const call = callApi(null, name, opts)
    .then((value) => {
      deepFreeze(value);
      const before = store.get(key);
      store.delete(key);
      store.set(key, { value, storedAt: Date.now() });
      evictOverflow();
      // A refresh that brought the same answer leaves the pages rendered from it valid.
      if (!before || JSON.stringify(before.value) !== JSON.stringify(value)) bumpPublicDataVersion();
      return value;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, call);
  return call;
}

/** Map iteration order is insertion order: re-inserting on use keeps the least recent first. */
function touch(key: string, entry: Entry): void {
  store.delete(key);
  store.set(key, entry);
}

function evictOverflow(): void {
  for (const key of store.keys()) {
    if (store.size <= MAX_ENTRIES) return;
    store.delete(key);
  }
}

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** Tests start every case from an empty cache. */
export function clearPublicDataCache(): void {
  store.clear();
  inFlight.clear();
  bumpPublicDataVersion();
}

export const PUBLIC_CACHE_MAX_ENTRIES = MAX_ENTRIES;
