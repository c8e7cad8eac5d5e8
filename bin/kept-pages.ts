/**
 * Kept guest pages (render-cache.ts) as the host serves them (decisions 063, 090 and 091): answered from
 * memory in the fast lane (fast-lane.ts) with their visit and their count; an outdated one served as it is
 * while one render in the background makes its successor; kept after the render whose turn it was; and
 * given to the other cluster workers (shared-kept-pages.ts), so a page one process has kept is served by
 * every process, whatever the API does. A kept page's bytes depend on its path and query only: every
 * absolute URL in it is PUBLIC_ORIGIN's, never a header's, so its key holds no Host.
 */
import type { IncomingMessage } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { encodedBodies } from "../app/lib/encodings.server";
import { errorReason, logEvent } from "../app/lib/log.server";
import type { PortalHost } from "../app/lib/portal-host.server";
import type { KeptPageAnswer } from "./fast-lane";
import { countRequest, routeLabel } from "./metrics";
import type { PageVisitBatch } from "./page-visits";
import type { GuestRender } from "./remix-handler";
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

export type KeptPagesOptions = {
  build: ServerBuild;
  host: PortalHost;
  visits: PageVisitBatch;
  replicaName: string;
  freshMs: number;
  maxStaleMs: number;
  /** A guest's render of a path with nobody behind it (remix-handler.ts's guestRenderer). */
  renderAsGuest: (path: string) => Promise<GuestRender>;
  /** The headers a kept copy of the page at `path` carries besides the render's own (its CSP by hashes). */
  headersFor: (path: string, scriptHashes: readonly string[]) => Record<string, string>;
};

export class KeptPages {
  readonly #cache: RenderCache;
  /** The requests whose turn it is to render a guest page for everybody (RenderCache.get). */
  readonly #turns = new WeakMap<IncomingMessage, RenderTurn>();
  /** The route label of a kept page's path, found once per kept copy rather than on every hit. */
  readonly #routes = new WeakMap<CachedPage, string>();
  /** Told of every page this process keeps (shared-kept-pages.ts gives it to the other workers). */
  onKept: (key: string, page: CachedPage) => void = () => {};

  constructor(private readonly options: KeptPagesOptions) {
    this.#cache = new RenderCache(RENDER_CACHE_MAX_ENTRIES, options.freshMs, options.maxStaleMs);
  }

  /**
   * The fast lane's answer for a guest GET of a public page: the kept copy, current or outdated, in the
   * encoding the visitor accepts, with this response's request id. Without one, false, and to one request
   * the turn to render the page for everybody (`keep`).
   */
  readonly answer: KeptPageAnswer = (req, res, admitted) => {
    const started = performance.now();
    const key = renderCacheKey(req);
    if (!key || hasControlCharacter(key)) return false;
    const dataVersion = this.options.host.publicDataVersion();
    const found = this.#cache.get(key, dataVersion);
    if (!("page" in found)) {
      if (found.keep) this.#turns.set(req, { key, dataVersion });
      return false;
    }
    // No request line of its own: it cost a third of a hit. The load balancer's access line carries the
    // same request id; http_requests_total counts it by route, as any request (decision 063).
    sendCachedPage(req, res, found.page, ["x-request-id", admitted.requestId, "x-served-by", this.options.replicaName]);
    // The root loader that records a rendered page's activity did not run (spec §1).
    this.options.visits.addHit(req, admitted);
    countRequest("GET", this.#routeOf(found.page, key), 200, (performance.now() - started) / 1000);
    if (found.refresh) void this.#refresh(key, dataVersion);
    return true;
  };

  #routeOf(page: CachedPage, key: string): string {
    let route = this.#routes.get(page);
    if (route === undefined) this.#routes.set(page, (route = routeLabel(this.options.build, key.split("?")[0]!)));
    return route;
  }

  /**
   * An outdated page's successor, rendered with nobody waiting for it. A render that fails or cannot be
   * kept (the API away: a 503 page) leaves the outdated page served, and the next asker tries again.
   */
  async #refresh(key: string, dataVersion: number): Promise<void> {
    try {
      const { status, headers, body, nonce } = await this.options.renderAsGuest(key);
      await this.#keep(key, dataVersion, { status, headers, body, nonce });
    } catch (error) {
      logEvent("warn", "kept_page_not_refreshed", { path: key.split("?")[0], reason: errorReason(error) });
    } finally {
      this.#cache.rendered(key);
    }
  }

  /**
   * Keeps what a request's render answered when it held the turn: `headers` are its response's after the
   * session hooks ran (a cookie or no-store they added keeps the page out), `body` the document as sent
   * with `nonce`. Always ends the turn.
   */
  async keepRendered(req: IncomingMessage, render: GuestRender): Promise<void> {
    const turn = this.#turns.get(req);
    if (turn) await this.#keep(turn.key, turn.dataVersion, render);
  }

  async #keep(key: string, dataVersion: number, { status, headers, body, nonce }: GuestRender): Promise<void> {
    const facts = {
      status,
      contentType: headers.get("content-type"),
      setCookie: headers.has("set-cookie"),
      cacheControl: headers.get("cache-control"),
    };
    if (!isCacheableResponse(facts)) return;
    const kept = withoutNonce(body, nonce);
    if (!kept) return;
    const stored = new Headers(headers);
    for (const [name, value] of Object.entries(this.options.headersFor(key.split("?")[0]!, kept.scriptHashes)))
      stored.set(name, value);
    const page = keptPage(stored, await encodedBodies(kept.html), dataVersion, Date.now());
    this.#cache.set(key, page);
    this.onKept(key, page);
  }

  /** The turn's render is over, whether or not its page was kept. */
  endTurn(req: IncomingMessage): void {
    const turn = this.#turns.get(req);
    if (turn) this.#cache.rendered(turn.key);
  }

  /**
   * A page another worker kept: served here too, current until this process's public data moves. Workers
   * refresh their public data each on its own clock, so it may show data up to one fresh window older than a
   * render here would: the bound any kept page has. A copy of our own at least as recent is kept instead.
   */
  adopt(key: string, page: CachedPage): void {
    const own = this.#cache.peek(key);
    if (own && own.storedAt >= page.storedAt) return;
    this.#cache.set(key, { ...page, dataVersion: this.options.host.publicDataVersion() });
  }

  /** Every page kept here, least recently used first. */
  entries(): IterableIterator<[string, CachedPage]> {
    return this.#cache.entries();
  }
}
