/**
 * The portal's HTTP host: Express in front of the Remix build (docs/decisions/001-portal-host.md).
 * Everything that must hold for every response, before any route code runs, lives here: security
 * headers, the cross-site POST guard, trusted-proxy IP handling, static files, the /media proxy and
 * the per-request scope the app's session and API client use.
 */
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { isIP } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { constants as zlibConstants } from "node:zlib";
// The adapter's own request/response translation; its index exports only the whole handler, which
// reads the body itself, and a chunked body must be counted before Remix sees it. A path inside the
// package is no public API, so package.json pins @remix-run/express exactly (tests/unit/pinned-deep-imports.test.ts):
// a Remix upgrade is a deliberate edit that runs the e2e suite, never a caret's drift.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import onHeaders from "on-headers";
import { portalConfigOrExit, type PortalConfig } from "../app/lib/config.server";
import { encodedBodies, LIVE_BROTLI_QUALITY } from "../app/lib/encodings.server";
import { errorReason, logEvent, processLoggers } from "../app/lib/log.server";
import type { PortalHost } from "../app/lib/portal-host.server";
import type { ScopeHeaders } from "../app/lib/request-scope.server";
import { headers as apiHeaders } from "../server/contract";
import { drainable, exitAfterDrain } from "../server/http/drain";
import { metricsAccess } from "../server/http/metrics-access";
import { requestIdFrom } from "../server/http/request-id";
import { forkPortalWorkers, webConcurrency } from "./cluster";
import { PageVisitBatch } from "./page-visits";
import { bodyLimit, bodyLimitFor, readChunkedBody, refuseBody } from "./body-limit";
import { cspReportRouter } from "./csp-report";
import { isDocument, isSentDocument, sendDocument } from "./documents";
import {
  type CachedPage,
  isCacheableResponse,
  RENDER_CACHE_MAX_ENTRIES,
  RenderCache,
  renderCacheKey,
  keptPage,
  sendCachedPage,
  withoutNonce,
} from "./render-cache";
import { portalHostOf } from "./portal-host";
import { BUILD_ASSETS_DIR, precompressedAssets } from "./precompress";
import { healthRouter } from "./health";
import { countRequest, metricsRouter, routeLabel } from "./metrics";
import { withRouteGuards } from "./route-guards";
import {
  ALLOWED_METHODS,
  badAddressPage,
  bkashSimulatorOrigin,
  contentSecurityPolicy,
  hasControlCharacter,
  type InlineScripts,
  isCrossSiteWrite,
  methodRefusalPage,
  ownOrigin,
  rememberedTrust,
  securityHeaders,
  type TrustProxy,
  withoutDocumentHeaders,
  crossSiteRefusalPage,
} from "./security";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The server build of `npm run build` (`remix vite:build`); the browser build is beside it in build/client. */
export const BUILD_ENTRY = path.join(ROOT, "build", "server", "index.js");

/**
 * The portal: `listener` is what node:http calls for every request. A guest page the render cache
 * holds is answered there, before Express (`answerKeptPage`); every other request goes to `app`.
 */
export type PortalApp = { app: express.Express; listener: RequestListener };

/**
 * `build`: the loaded build, or (development) a function that returns the current one on every request.
 * `browserFiles` (development): what answers /build/ instead of the built files, Vite's dev server.
 */
export function createPortalApp(
  cfg: PortalConfig,
  build: ServerBuild | (() => Promise<ServerBuild>),
  browserFiles?: express.RequestHandler,
): PortalApp {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", cfg.PORTAL_TRUST_PROXY);
  // Express's own setting, read by req.ip, req.protocol and the host's checks alike; made once here.
  const trustProxy = rememberedTrust(app.get("trust proxy fn") as TrustProxy);
  app.set("trust proxy fn", trustProxy);
  const production = cfg.NODE_ENV === "production";
  const simulatorOrigin = bkashSimulatorOrigin(cfg.apiBaseUrl);
  // From the load balancer only when it is a trusted proxy; otherwise a visitor could pick their own.
  const requestIdOf = (req: IncomingMessage) => {
    const fromProxy = trustProxy(req.socket.remoteAddress ?? "", 0);
    return requestIdFrom(fromProxy ? req.headers[apiHeaders.requestId] : undefined);
  };

  app.use((req, res, next) => {
    res.locals.requestId = requestIdOf(req);
    res.setHeader("X-Request-Id", res.locals.requestId as string);
    // Which replica answered: harmless, and what the cluster smoke test uses to see the load balancer alternate.
    res.setHeader("X-Served-By", cfg.replicaName);
    next();
  });
  // Before the request log: probes every few seconds would drown it.
  app.use(healthRouter());
  app.use(metricsRouter(metricsAccess(cfg.METRICS_ALLOW, cfg.METRICS_TOKEN), build));
  app.use((req, res, next) => {
    logWhenSent(req, res, res.locals.requestId as string);
    next();
  });
  // A build that reloads (development) keeps nothing: its data version starts again with each reload.
  const renderCache = new RenderCache(RENDER_CACHE_MAX_ENTRIES, cfg.PUBLIC_CACHE_FRESH_MS);
  const keptPagesHost = production && typeof build !== "function" ? portalHostOf(build) : null;
  const pageVisits = new PageVisitBatch();
  /** The requests whose turn it is to render a guest page for everybody (RenderCache.get), for remixHandler. */
  const renderSlots = new WeakMap<IncomingMessage, RenderSlot>();
  /**
   * A kept guest page carries the headers the rest of the chain would set (CSP with its hashes, the
   * security headers), made when it was stored, and goes in the encoding it was stored in, so nothing
   * of Express needs to run for it: its router and middleware took about 40 % of a hit (decision 063).
   * Only GETs without cookies of public paths get here.
   */
  /** The route label of a kept page's path, found once per kept copy rather than on every hit. */
  const keptRoutes = new WeakMap<CachedPage, string>();
  const routeOfKept = (page: CachedPage, path: string): string => {
    let route = keptRoutes.get(page);
    if (route === undefined) keptRoutes.set(page, (route = routeLabel(build as ServerBuild, path)));
    return route;
  };
  /**
   * The request as Express's router would give it, for the guest activity of a kept page: Express's
   * own request prototype, so the trusted-proxy rules for the visitor's address and scheme are
   * Express's. A view over the request rather than the request given that prototype: node:http's own
   * work on a request whose prototype was swapped cost about a fifth of a hit (decision 063's note).
   */
  const expressViewOf = (req: IncomingMessage): Request =>
    Object.create(app.request, {
      headers: { value: req.headers },
      url: { value: req.url },
      socket: { value: req.socket },
      connection: { value: req.socket },
    });
  const answerKeptPage = (req: IncomingMessage, res: ServerResponse): boolean => {
    const started = performance.now();
    const key = keptPagesHost && renderCacheKey(req);
    if (!keptPagesHost || !key || hasControlCharacter(req.url ?? "")) return false;
    const dataVersion = keptPagesHost.publicDataVersion();
    const found = renderCache.get(key, dataVersion);
    if (!("responses" in found)) {
      // The request whose turn keeps the page renders it for everybody (remixHandler keeps it, or not).
      if (found.keep) renderSlots.set(req, { key, dataVersion });
      return false;
    }
    // No request line of its own: it cost a third of a hit. The load balancer's access line carries the
    // same request id; http_requests_total counts it by route, as any request (decision 063).
    sendCachedPage(req, res, found, ["x-request-id", requestIdOf(req), "x-served-by", cfg.replicaName]);
    // The root loader that records a rendered page's activity did not run (spec §1).
    pageVisits.addHit(expressViewOf(req));
    countRequest("GET", routeOfKept(found, (req.url ?? "/").split("?")[0]!), 200, (performance.now() - started) / 1000);
    return true;
  };
  app.use(bodyLimit(bodyLimitFor));
  const documentHeaders = (path: string, inlineScripts: InlineScripts): Record<string, string> => ({
    "Content-Security-Policy": contentSecurityPolicy(inlineScripts, path, simulatorOrigin),
    ...securityHeaders(path),
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  });
  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(documentHeaders(req.path, { nonce }))) res.setHeader(name, value);
    next();
  });
  app.use((req, res, next) => {
    // Forms post; nothing here answers PUT, DELETE, TRACE … (Remix cannot even build a Request for TRACE).
    if (ALLOWED_METHODS.includes(req.method)) return next();
    res.status(405).set("Allow", ALLOWED_METHODS.join(", ")).type("html").send(methodRefusalPage());
  });
  app.use((req, res, next) => {
    if (!hasControlCharacter(req.originalUrl)) return next();
    res.status(400).type("html").send(badAddressPage());
  });
  // Before the cross-site guard: a report changes nothing but the log, and browsers may send it without Origin.
  app.use(cspReportRouter((event, fields) => logEvent("warn", event, fields)));
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || !isCrossSiteWrite(req, ownOrigin(req))) return next();
    logEvent("warn", "cross_site_write_refused", {
      method: req.method,
      path: req.path,
      origin: req.get("origin") ?? null,
      site: req.get("sec-fetch-site") ?? null,
    });
    res.status(403).type("html").send(crossSiteRefusalPage());
  });
  // What is neither a document nor a file compressed at build time: data requests, resource routes,
  // the few public files without a build-time sibling. Kept pages never get here (answered before
  // Express in the encodings they were stored in, render-cache.ts); documents are compressed whole
  // (documents.ts) and the filter lets them pass as they were sent.
  app.use(
    compression({
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY } },
      filter: (req, res) => !isSentDocument(res) && compression.filter(req, res),
    }),
  );

  // Hashed file names: a changed file gets a new URL, so the old one can be cached for good. Brotli
  // and gzip siblings written at build time are served as they are (bin/precompress.ts).
  if (browserFiles) app.use((req, res, next) => (req.path.startsWith("/build/") ? browserFiles(req, res, next) : next()));
  else
    app.use(
      "/build",
      withoutDocumentHeaders,
      precompressedAssets(BUILD_ASSETS_DIR),
      express.static(BUILD_ASSETS_DIR, { immutable: true, maxAge: "1y", fallthrough: false }),
    );
  app.get("/media/*", mediaProxy(cfg));

  // Sent by `listen`'s close after the last request drained.
  app.locals.flushPageVisits = () => pageVisits.flush();
  app.all(
    "*",
    remixHandler(build, cfg.NODE_ENV, renderCache, renderSlots, pageVisits, (path, hashes) => documentHeaders(path, { hashes })),
  );
  app.use(lastResort);
  return { app, listener: (req, res) => answerKeptPage(req, res) || app(req, res) };
}

/** The request's log line, written when its answer is sent. */
function logWhenSent(req: IncomingMessage, res: ServerResponse, requestId: string): void {
  const started = performance.now();
  // The path only: query strings can carry tokens (/login-for-admin?token=…).
  const pathOnly = (req.url ?? "").split("?")[0];
  res.on("finish", () => {
    logEvent("info", "request", {
      requestId,
      method: req.method,
      path: pathOnly,
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
    });
  });
}

/**
 * The product API serves demo images under /media; the browser only ever talks to the portal.
 * Streams the answer through with its type and caching headers.
 */
function mediaProxy(cfg: PortalConfig) {
  return async (req: Request, res: Response) => {
    const target = new URL(req.originalUrl, cfg.apiBaseUrl + "/");
    // "/media/../api/…" would otherwise normalise into a proxy for the whole API.
    if (!target.pathname.startsWith("/media/")) return res.status(404).type("text").send("Not found");
    try {
      const upstream = await fetch(target, {
        method: req.method,
        headers: pick(req.headers, ["if-none-match", "if-modified-since", "accept"]),
        signal: AbortSignal.timeout(Math.max(10_000, cfg.API_TIMEOUT_MS)),
      });
      if (upstream.status >= 500) throw new Error(`upstream status ${upstream.status}`);
      res.status(upstream.status);
      for (const name of ["content-type", "content-length", "cache-control", "etag", "last-modified"]) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      // The API's own CSP (if any) doesn't matter here; an SVG opened directly must not run scripts.
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (!upstream.body || req.method === "HEAD") return void res.end();
      Readable.fromWeb(upstream.body as import("node:stream/web").ReadableStream).pipe(res);
    } catch (e) {
      logEvent("error", "media_proxy_failed", { path: target.pathname, reason: errorReason(e) });
      if (!res.headersSent) res.status(502).type("text").send("ছবিটি এই মুহূর্তে আনা যাচ্ছে না।");
      else res.destroy();
    }
  };
}

function pick(headers: Request["headers"], names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = headers[n];
    if (typeof v === "string") out[n] = v;
  }
  return out;
}

/**
 * Remix through @remix-run/express's request and response translation, run inside a request scope
 * that carries the visitor's IP and session to `callApi`. Just before the response head is written,
 * the scope finishes it: the session cookie if the session changed, no-store for personal pages. That
 * hook sits on the Node response, so it covers pages, data requests and resource routes alike.
 * A chunked body is read here, within its limit (body-limit.ts), before any route code sees it.
 * A guest page this request renders for the render cache (its `renderSlots` entry) goes into it (render-cache.ts).
 */
/** A guest page this request renders for the render cache: where to keep it, and the data version it shows. */
type RenderSlot = { key: string; dataVersion: number };

function remixHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  renderCache: RenderCache,
  renderSlots: WeakMap<IncomingMessage, RenderSlot>,
  pageVisits: PageVisitBatch,
  keptPageHeaders: (path: string, scriptHashes: readonly string[]) => Record<string, string>,
) {
  // The scope lives in the build's copy of app/lib (decision 061), so each build gets its handler and
  // its side of the host together: a development reload is a new build, with a scope of its own.
  const served = (loaded: ServerBuild): Served => ({
    host: portalHostOf(loaded),
    // Every loader and action behind the guards of route-guards.ts (upstream 414/429 and the like).
    handleRequest: createRequestHandler(withRouteGuards(loaded), mode),
  });
  const serve = ({ host, handleRequest }: Served, req: Request, res: Response, next: NextFunction) => {
    const nonce = String(res.locals.cspNonce);
    const slot = renderSlots.get(req);
    // A trusted proxy's garbage X-Forwarded-For is no address: the peer's own is passed on instead.
    const scope = host.newRequestScope(
      req.ip && isIP(req.ip) ? req.ip : req.socket.remoteAddress,
      res.locals.requestId as string,
    );
    onHeaders(res, () => host.finishRequestScope(scope, responseHeaders(res)));
    return host.runInRequestScope(scope, async () => {
      try {
        const limit = Number(res.locals.bodyLimit);
        const chunked = req.headers["transfer-encoding"] ? await readChunkedBody(req, limit) : null;
        if (chunked === undefined) return refuseBody(req, res, limit);
        // Remix's own body stream finds the request already read; the counted copy replaces it.
        const request = chunked ? new Request(createRemixRequest(req, res), { body: chunked }) : createRemixRequest(req, res);
        const response = await handleRequest(request, { cspNonce: nonce, pageVisits });
        if (!isDocument(response)) return await sendRemixResponse(res, response);
        // Complete when Remix answers (entry.server waits for all data): reading it whole holds nothing back.
        const body = Buffer.from(await response.arrayBuffer());
        sendDocument(req, res, response, body);
        if (!slot || !isCacheableResponse(factsOf(response))) return;
        // The session hooks have run on the Node response by now: a cookie or no-store they added keeps the page out.
        const kept = isCacheableResponse(nodeFactsOf(res)) ? withoutNonce(body, nonce) : null;
        if (!kept) return;
        const headers = new Headers(response.headers);
        for (const [name, value] of Object.entries(keptPageHeaders(req.path, kept.scriptHashes))) headers.set(name, value);
        renderCache.set(slot.key, keptPage(headers, await encodedBodies(kept.html), slot.dataVersion, Date.now()));
      } catch (error) {
        next(error);
      } finally {
        if (slot) renderCache.rendered(slot.key);
      }
    });
  };
  if (typeof build !== "function") {
    const loaded = served(build);
    return (req: Request, res: Response, next: NextFunction) => serve(loaded, req, res, next);
  }
  const reloads = new WeakMap<ServerBuild, Served>();
  const servedNow = async () => {
    const loaded = await build();
    let now = reloads.get(loaded);
    if (!now) reloads.set(loaded, (now = served(loaded)));
    return now;
  };
  return (req: Request, res: Response, next: NextFunction) => void servedNow().then((now) => serve(now, req, res, next), next);
}

/** A build as this host serves it: its request handler and its side of the host. */
type Served = { host: PortalHost; handleRequest: ReturnType<typeof createRequestHandler> };

function factsOf(response: globalThis.Response) {
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    setCookie: response.headers.has("set-cookie"),
    cacheControl: response.headers.get("cache-control"),
  };
}

function nodeFactsOf(res: Response) {
  const cacheControl = res.getHeader("cache-control");
  return {
    status: res.statusCode,
    contentType: String(res.getHeader("content-type") ?? ""),
    setCookie: res.hasHeader("set-cookie"),
    cacheControl: cacheControl === undefined ? null : String(cacheControl),
  };
}

/** The part of the Headers interface the scope's hooks use, on top of a Node response. */
function responseHeaders(res: Response): ScopeHeaders {
  const read = (name: string): string[] => {
    const v = res.getHeader(name);
    return v === undefined ? [] : Array.isArray(v) ? v : [String(v)];
  };
  return {
    get: (name) => (read(name).length ? read(name).join(", ") : null),
    set: (name, value) => void res.setHeader(name, value),
    append: (name, value) => void res.appendHeader(name, value),
    getSetCookie: () => read("set-cookie"),
  };
}

function lastResort(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  // Client errors from the static files (a replaced hashed file: 404; "../" in the path: 403) are not ours to log.
  const status = (error as { status?: number }).status;
  if (status && status >= 400 && status < 500)
    return void res
      .status(status)
      .type("text")
      .send(status === 404 ? "Not found" : "Bad request");
  logEvent("error", "host_error", { method: req.method, path: req.path, reason: errorReason(error) });
  res
    .status(500)
    .type("html")
    .send(
      '<!doctype html><html lang="bn"><meta charset="utf-8"><title>সমস্যা হয়েছে</title><h1>দুঃখিত, কিছু একটা সমস্যা হয়েছে</h1><p>কিছুক্ষণ পর আবার চেষ্টা করুন।</p>',
    );
}

/** Loads build/server/index.js, the server build of `npm run build`. */
async function loadBuild(): Promise<ServerBuild> {
  const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as ServerBuild;
  portalHostOf(build).logThrough(processLoggers());
  return build;
}

/**
 * Development (docs/decisions/066-vite-build.md): no build on disk. Vite's dev server in middleware mode
 * (vite.config.ts, the Remix plugin) compiles the app on demand: the server build is loaded through
 * `ssrLoadModule`, which hands out a new module after a source changed, and the browser's modules are
 * served under /build/. No hot replacement: the page CSP allows no websocket to Vite, so an edit shows
 * on the next page load. Vite is imported here only: production installs no development dependencies.
 */
async function developmentBuild() {
  const { createServer } = await import("vite");
  const vite = await createServer({ root: ROOT, server: { middlewareMode: true, hmr: false, ws: false }, appType: "custom" });
  const logging = new WeakSet<ServerBuild>();
  const load = async () => {
    const build = (await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
    // One buffered stdout writer per process, however many builds a development session loads.
    if (!logging.has(build)) {
      logging.add(build);
      portalHostOf(build).logThrough(processLoggers());
    }
    return build;
  };
  return { load, browserFiles: vite.middlewares, close: () => vite.close() };
}

export function buildExists(): boolean {
  return existsSync(BUILD_ENTRY);
}

/**
 * Run on its own (`node --import tsx bin/portal.ts`, compiled `node dist/portal.js`) it serves an
 * existing build against PRODUCT_API_URL or the API on API_PORT, starting nothing else; `npm start`
 * (bin/start.ts) is the usual way in.
 */
async function main(): Promise<void> {
  const cfg = portalConfigOrExit();
  if (!buildExists()) {
    console.error(`No Remix build at ${BUILD_ENTRY}: run \`npm run build\` (or use \`npm start\`, which builds when needed).`);
    process.exit(1);
  }
  const portal = await servePortal(cfg);
  exitAfterDrain(
    () => portal.close(),
    (level, event, fields) => logEvent(level, `portal_${event}`, fields),
  );
}

/**
 * The portal in this process, or, with WEB_CONCURRENCY above 1 (one per core when unset), in that many
 * cluster workers (bin/cluster.ts), each of which comes back here as a worker and listens itself.
 * Development stays one process, with Vite's dev server in it (developmentBuild).
 */
export async function servePortal(cfg: PortalConfig, dev = false): Promise<Pick<PortalServer, "close">> {
  if (dev) {
    const { load, browserFiles, close } = await developmentBuild();
    const portal = await listen(createPortalApp(cfg, load, browserFiles), cfg);
    return { close: () => portal.close().finally(close) };
  }
  const workers = cluster.isWorker ? 1 : webConcurrency(cfg.WEB_CONCURRENCY);
  if (workers > 1) return forkPortalWorkers(workers);
  // Which worker answered shows in X-Served-By, as the API's do (server/main.ts).
  const own = cluster.worker ? { ...cfg, replicaName: `${cfg.replicaName}-w${cluster.worker.id}` } : cfg;
  return listen(createPortalApp(own, await loadBuild()), own);
}

/** `close` drains (server/http/drain.ts: keep-alive clients get an answer, not a reset), then closes. */
export type PortalServer = { server: Server; close(): Promise<void> };

export function listen({ app, listener }: PortalApp, cfg: PortalConfig): Promise<PortalServer> {
  return new Promise((resolve, reject) => {
    const server = createServer(listener);
    const drain = drainable(server);
    app.locals.isDraining = () => drain.draining;
    const close = async () => {
      await drain.drain();
      await new Promise<void>((done) => server.close(() => done()));
      await (app.locals.flushPageVisits as (() => Promise<void>) | undefined)?.();
    };
    server.once("error", reject);
    server.listen(cfg.PORT, cfg.HOST, () => {
      logEvent("info", "portal_listening", { url: `http://${cfg.HOST}:${cfg.PORT}`, api: cfg.apiBaseUrl });
      resolve({ server, close });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
