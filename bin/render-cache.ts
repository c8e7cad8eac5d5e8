/**
 * The guest render cache (docs/decisions/023-render-cache-and-cluster.md). A visitor who sends no
 * cookie at all is a first-time guest: the public pages look the same for every such visitor, apart
 * from the CSP nonce of this response. Their rendered HTML is kept here without the nonce, its inline
 * scripts allowed by CSP hashes instead, in brotli, gzip and identity bytes made once when it is
 * stored, and served as a memory read of the encoding the visitor accepts.
 *
 * Kept: GET of a path in CACHEABLE_PATHS, no Cookie and no Authorization header, answered 200 with
 * text/html, no Set-Cookie and no no-store/private Cache-Control (the host checks the Node response
 * after the session hooks ran). Key: path + query (every absolute URL in a page is PUBLIC_ORIGIN's,
 * decision 090). An entry is current while the public data version (app/lib/data-version.server.ts) is
 * the one it was rendered at and it is younger than the public cache's fresh window; once outdated it is
 * still served, as the public cache serves stale data, while one render in the background makes its
 * successor (decision 091), so a page never waits on the API once it has been kept. At most `maxEntries`
 * pages (least recently used go first). Each cluster worker holds its own, and every page one of them
 * keeps is given to the others (kept-pages.ts, bin/cluster.ts).
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { renderCacheLookups } from "../app/lib/metrics.server";
import { chooseEncoding, KEPT_ENCODINGS, type EncodedBodies, type Encoding } from "../app/lib/encodings.server";

/**
 * Pages that depend only on the public data (and the URL) for a visitor without cookies. Anything
 * with a form that posts, a checkout, the login journey or the doctor's area stays out.
 */
export const CACHEABLE_PATHS: readonly RegExp[] = [
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

/**
 * The cache key for a request that may be served from (and stored in) the cache, or null. It reads
 * node:http's own request (the host asks before Express runs), so the path and query come from the URL as sent.
 */
export function renderCacheKey(req: Pick<IncomingMessage, "method" | "url" | "headers">): string | null {
  if (req.method !== "GET") return null;
  if (req.headers.cookie || req.headers.authorization) return null;
  const url = req.url ?? "";
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!isCacheablePath(path)) return null;
  if (queryAt !== -1 && new URLSearchParams(url.slice(queryAt + 1)).has("_data")) return null;
  return url;
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

/**
 * A rendered page made fit to keep: the nonce attributes of this render taken out, and the CSP
 * hashes ('sha256-…') of the inline scripts that carried them, so the kept bytes never change and
 * only the scripts the renderer itself nonced may run (docs/decisions/040-csp-hashes-for-cached-pages.md).
 * Null when the nonce shows up anywhere but in such an attribute: that page is not understood, so not kept.
 */
export function withoutNonce(body: Buffer, nonce: string): { html: Buffer; scriptHashes: string[] } | null {
  const html = body.toString("utf8");
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
    if (attributes!.includes(attribute) && !/\ssrc=/.test(attributes!))
      hashes.add(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  const kept = html.replaceAll(attribute, "");
  if (kept.includes(nonce)) return null;
  return { html: Buffer.from(kept, "utf8"), scriptHashes: [...hashes] };
}

/** One encoding of a kept page as it is sent: its header lines (name, value, name, value, …) and body. */
type KeptResponse = { readonly head: readonly string[]; readonly body: Buffer };

export type CachedPage = {
  /** Per encoding, made once when the page is kept: a hit only picks one and adds its own request's lines. */
  responses: Readonly<Record<Encoding | "identity", KeptResponse>>;
  dataVersion: number;
  storedAt: number;
};

/**
 * A page to keep, from the rendered page's response headers (with the kept page's own CSP and the
 * host's security headers; lower-case names, as a fetch Headers gives them) and its bodies.
 */
export function keptPage(
  headers: Iterable<readonly [string, string]>,
  bodies: EncodedBodies,
  dataVersion: number,
  storedAt: number,
): CachedPage {
  const stored = new Map(headers);
  const vary = stored.get("vary");
  stored.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  stored.delete("content-length");
  stored.delete("content-encoding");
  const responseIn = (encoding: Encoding | null): KeptResponse => {
    const body = bodies[encoding ?? "identity"];
    const lines = new Map(stored);
    if (encoding) lines.set("content-encoding", encoding);
    lines.set("content-length", String(body.length));
    return { head: [...lines].flat(), body };
  };
  return {
    responses: { br: responseIn("br"), gzip: responseIn("gzip"), identity: responseIn(null) },
    dataVersion,
    storedAt,
  };
}

/**
 * Sends a kept page in the encoding the visitor accepts, as it was stored, with this response's own
 * header lines (`perResponse`: its request id and replica, as name, value, …), in one write. The
 * lines are given as one flat list: node:http takes it as it is, with no header object to build.
 */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  perResponse: readonly string[],
): void {
  const { head, body } = page.responses[chooseEncoding(req.headers["accept-encoding"], KEPT_ENCODINGS) ?? "identity"];
  res.writeHead(200, head.concat(perResponse)).end(body);
}

/**
 * What a request that finds no page to serve does: it renders, and keeps its page for everybody only
 * when it holds the key's one render (`keep`); then it calls `rendered`.
 */
export type RenderTurn = { readonly keep: boolean };
const KEEPS: RenderTurn = Object.freeze({ keep: true });
const KEEPS_NOTHING: RenderTurn = Object.freeze({ keep: false });

/** A page to serve; `refresh`: this caller starts the one render of its successor (and calls `rendered`). */
export type KeptCopy = { readonly page: CachedPage; readonly refresh: boolean };

export class RenderCache {
  readonly #pages = new Map<string, CachedPage>();
  /** Keys being rendered right now, by the one render that keeps a page for everybody. */
  readonly #rendering = new Set<string>();

  constructor(
    readonly maxEntries: number,
    readonly maxAgeMs: number,
    /** How long past `maxAgeMs` an outdated page may still be served while its successor renders. */
    readonly maxStaleMs: number,
  ) {}

  /**
   * The page to serve, or the caller's turn to render. A page outdated by age or data version is
   * served, to every asker, while one render makes its successor: the first asker's `refresh` says it
   * starts that render (the host renders in the background, kept-pages.ts), so an expired page costs
   * nobody a wait, and a render that fails (the API away) leaves the page as it was. Past `maxStaleMs`
   * it is too old to serve. A page nobody has yet cannot be served: the first asker renders for everybody,
   * the others render for themselves meanwhile but keep nothing, so the first kept copy is the one every
   * later request gets.
   */
  get(key: string, dataVersion: number, now = Date.now()): KeptCopy | RenderTurn {
    const page = this.#pages.get(key);
    const age = page ? now - page.storedAt : Infinity;
    if (!page || age >= this.maxAgeMs + this.maxStaleMs) return this.#miss(key);
    const current = page.dataVersion === dataVersion && age < this.maxAgeMs;
    const refresh = !current && !this.#rendering.has(key);
    if (refresh) this.#rendering.add(key);
    renderCacheLookups.inc({ result: current ? "hit" : "stale" });
    // Map iteration order is insertion order: re-inserting on use keeps the least recent first.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return { page, refresh };
  }

  #miss(key: string): RenderTurn {
    renderCacheLookups.inc({ result: "miss" });
    if (this.#rendering.has(key)) return KEEPS_NOTHING;
    this.#rendering.add(key);
    return KEEPS;
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

  /** The page kept for `key`, as it is, without counting a lookup or touching its place. */
  peek(key: string): CachedPage | undefined {
    return this.#pages.get(key);
  }

  /** Every page kept, least recently used first. */
  entries(): IterableIterator<[string, CachedPage]> {
    return this.#pages.entries();
  }

  get size(): number {
    return this.#pages.size;
  }
}

/** Pages kept per process: every public page with a few query variants, far below memory concerns (~100 KB each). */
export const RENDER_CACHE_MAX_ENTRIES = 300;
