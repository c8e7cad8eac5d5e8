/**
 * The guest render cache (docs/decisions/023-render-cache-and-cluster.md). A visitor who sends no
 * cookie at all is a first-time guest: the public pages look the same for every such visitor, apart
 * from the CSP nonce of this response. Their rendered HTML is kept here and served as a memory read,
 * with the new nonce put in where the old one was.
 *
 * Kept: GET of a path in CACHEABLE_PATHS, no Cookie and no Authorization header, answered 200 with
 * text/html, no Set-Cookie and no no-store/private Cache-Control (the host checks the Node response
 * after the session hooks ran). Key: host + path + query. An entry is served only while the public
 * data version (app/lib/data-version.server.ts) is the one it was rendered at and it is younger than
 * the public cache's fresh window, so a page never shows older data than the public cache would,
 * and a re-render is what lets the public cache refresh. At most `maxEntries` pages (least recently
 * used go first). One cache per process: each cluster worker fills its own.
 */
import type { Request } from "express";
import { renderCacheLookups } from "../app/lib/metrics.server";

/**
 * Pages that depend only on the public data (and the URL) for a visitor without cookies. Anything
 * with a form that posts, a checkout, the login journey or the doctor's area stays out.
 */
const CACHEABLE_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/(about|faq|events|batches|gallery|master-schedule|quiz-list|contact-details|privacy-policy|refund-policy|terms-condition)$/,
  /^\/faq\/[^/]+\/show$/,
  /^\/courses\/[^/]+$/,
  /^\/batch-details\/[^/]+(\/schedule|\/master-schedule)?$/,
  /^\/batch-schedules\/[^/]+$/,
  /^\/[^/]+\/batches(\/[^/]+)?$/,
  /^\/[^/]+\/event$/,
  /^\/v\/[^/]+$/,
];

export function isCacheablePath(path: string): boolean {
  // Remix data requests (`/faq.data`, `?_data=`) answer JSON-like bodies for client navigation; only documents are kept.
  const bare = path.length > 1 ? path.replace(/\/$/, "") : path;
  return !bare.endsWith(".data") && CACHEABLE_PATHS.some((re) => re.test(bare));
}

/** The cache key for a request that may be served from (and stored in) the cache, or null. */
export function renderCacheKey(req: Pick<Request, "method" | "path" | "originalUrl" | "headers" | "query">): string | null {
  if (req.method !== "GET") return null;
  if (req.headers.cookie || req.headers.authorization) return null;
  if (!isCacheablePath(req.path) || "_data" in req.query) return null;
  return `${req.headers.host ?? ""}${req.originalUrl}`;
}

/** What the host knows about a finished response when it decides whether to keep it. */
export type ResponseFacts = { status: number; contentType: string | null; setCookie: boolean; cacheControl: string | null };

export function isCacheableResponse(r: ResponseFacts): boolean {
  return (
    r.status === 200 &&
    (r.contentType ?? "").startsWith("text/html") &&
    !r.setCookie &&
    !/no-store|private/i.test(r.cacheControl ?? "")
  );
}

/** The body cut at every occurrence of the nonce it was rendered with. */
export function splitOnNonce(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  const needle = Buffer.from(nonce);
  const out: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) out.push(needle);
    out.push(part);
  });
  return Buffer.concat(out);
}

export type CachedPage = {
  /** Response headers of the rendered page, without the host's own (CSP, security headers). */
  headers: ReadonlyArray<readonly [string, string]>;
  parts: readonly Buffer[];
  dataVersion: number;
  storedAt: number;
};

export class RenderCache {
  readonly #pages = new Map<string, CachedPage>();
  /** Keys being rendered right now, by the one request that renders for everybody. */
  readonly #rendering = new Set<string>();

  constructor(
    readonly maxEntries: number,
    readonly maxAgeMs: number,
  ) {}

  /**
   * The page to serve, or undefined when the caller must render it (and then call `rendered`). A
   * page outdated by age or data version is still served while another request renders its
   * successor, so when a popular page expires under load one request renders instead of all of them.
   */
  get(key: string, dataVersion: number, now = Date.now()): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return this.#startRender(key);
    const current = page.dataVersion === dataVersion && now - page.storedAt < this.maxAgeMs;
    if (!current && !this.#rendering.has(key)) return this.#startRender(key);
    renderCacheLookups.inc({ result: current ? "hit" : "stale" });
    // Map iteration order is insertion order: re-inserting on use keeps the least recent first.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  #startRender(key: string): undefined {
    renderCacheLookups.inc({ result: "miss" });
    this.#rendering.add(key);
    return undefined;
  }

  /** The render `get` asked for is over, whether or not its page was kept. */
  rendered(key: string): void {
    this.#rendering.delete(key);
  }

  set(key: string, page: CachedPage): void {
    this.#pages.delete(key);
    this.#pages.set(key, page);
    for (const oldest of this.#pages.keys()) {
      if (this.#pages.size <= this.maxEntries) break;
      this.#pages.delete(oldest);
    }
  }

  get size(): number {
    return this.#pages.size;
  }
}

/** Pages kept per process: every public page with a few query variants, far below memory concerns (~100 KB each). */
export const RENDER_CACHE_MAX_ENTRIES = 300;
