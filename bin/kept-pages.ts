/**
 * Kept guest pages (render-cache.ts) as the host serves them: answered from memory in the fast lane
 * (fast-lane.ts, decisions 063 and 090), with their visit and their count; and kept after the one render
 * whose turn it was. A kept page's bytes depend on its path and query only: every absolute URL in it is
 * PUBLIC_ORIGIN's, never a header's, so its key holds no Host.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import type { Response as ExpressResponse } from "express";
import { encodedBodies } from "../app/lib/encodings.server";
import type { PortalHost } from "../app/lib/portal-host.server";
import type { KeptPageAnswer } from "./fast-lane";
import { countRequest, routeLabel } from "./metrics";
import type { PageVisitBatch } from "./page-visits";
import {
  type CachedPage,
  isCacheableResponse,
  keptPage,
  RENDER_CACHE_MAX_ENTRIES,
  RenderCache,
  renderCacheKey,
  sendCachedPage,
  withoutNonce,
} from "./render-cache";
import { hasControlCharacter } from "./security";

/** A guest page one request renders for everybody: where to keep it, and the data version it shows. */
type RenderTurn = { key: string; dataVersion: number };

export class KeptPages {
  readonly #cache: RenderCache;
  /** The requests whose turn it is to render a guest page for everybody (RenderCache.get). */
  readonly #turns = new WeakMap<IncomingMessage, RenderTurn>();
  /** The route label of a kept page's path, found once per kept copy rather than on every hit. */
  readonly #routes = new WeakMap<CachedPage, string>();

  constructor(
    private readonly build: ServerBuild,
    private readonly host: PortalHost,
    private readonly visits: PageVisitBatch,
    private readonly replicaName: string,
    freshMs: number,
  ) {
    this.#cache = new RenderCache(RENDER_CACHE_MAX_ENTRIES, freshMs);
  }

  /**
   * The fast lane's answer for a guest GET of a public page: the kept copy while it is current, in the
   * encoding the visitor accepts, with this response's request id. Without one, false, and to one request
   * the turn to render the page for everybody (`keep`).
   */
  readonly answer: KeptPageAnswer = (req, res, admitted) => {
    const started = performance.now();
    const key = renderCacheKey(req);
    if (!key || hasControlCharacter(key)) return false;
    const dataVersion = this.host.publicDataVersion();
    const found = this.#cache.get(key, dataVersion);
    if (!("responses" in found)) {
      if (found.keep) this.#turns.set(req, { key, dataVersion });
      return false;
    }
    // No request line of its own: it cost a third of a hit. The load balancer's access line carries the
    // same request id; http_requests_total counts it by route, as any request (decision 063).
    sendCachedPage(req, res, found, ["x-request-id", admitted.requestId, "x-served-by", this.replicaName]);
    // The root loader that records a rendered page's activity did not run (spec §1).
    this.visits.addHit(req, admitted);
    countRequest("GET", this.#routeOf(found, key), 200, (performance.now() - started) / 1000);
    return true;
  };

  #routeOf(page: CachedPage, key: string): string {
    let route = this.#routes.get(page);
    if (route === undefined) this.#routes.set(page, (route = routeLabel(this.build, key.split("?")[0]!)));
    return route;
  }

  /** Whether this request holds a page's turn to be rendered for everybody. */
  hasTurn(req: IncomingMessage): boolean {
    return this.#turns.has(req);
  }

  /**
   * Keeps what the turn's render answered (`response`, its document `body` as sent with `nonce`), when it is
   * fit for everybody: the session hooks have run on the Node response by now, so a cookie or no-store they
   * added keeps the page out. `headersFor` gives the headers a kept copy carries (its CSP by hashes).
   */
  async keep(
    req: IncomingMessage,
    res: ExpressResponse,
    response: globalThis.Response,
    body: Buffer,
    nonce: string,
    headersFor: (scriptHashes: readonly string[]) => Record<string, string>,
  ): Promise<void> {
    const turn = this.#turns.get(req);
    if (!turn || !isCacheableResponse(factsOf(response)) || !isCacheableResponse(nodeFactsOf(res))) return;
    const kept = withoutNonce(body, nonce);
    if (!kept) return;
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(headersFor(kept.scriptHashes))) headers.set(name, value);
    this.#cache.set(turn.key, keptPage(headers, await encodedBodies(kept.html), turn.dataVersion, Date.now()));
  }

  /** The turn's render is over, whether or not its page was kept. */
  endTurn(req: IncomingMessage): void {
    const turn = this.#turns.get(req);
    if (turn) this.#cache.rendered(turn.key);
  }
}

function factsOf(response: globalThis.Response) {
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    setCookie: response.headers.has("set-cookie"),
    cacheControl: response.headers.get("cache-control"),
  };
}

function nodeFactsOf(res: ServerResponse) {
  const cacheControl = res.getHeader("cache-control");
  return {
    status: res.statusCode,
    contentType: String(res.getHeader("content-type") ?? ""),
    setCookie: res.hasHeader("set-cookie"),
    cacheControl: cacheControl === undefined ? null : String(cacheControl),
  };
}
