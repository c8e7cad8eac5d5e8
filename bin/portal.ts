/**
 * The portal's HTTP host: Express in front of the Remix build (docs/decisions/001-portal-host.md), behind the
 * fast lane (fast-lane.ts, decision 090), which admits every request first and answers kept guest pages.
 * What must hold for every response Express answers lives in its chain here: security headers, the body
 * limit, the method and cross-site POST guards, static files, the /media proxy, then Remix (remix-handler.ts).
 */
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { portalConfigOrExit, type PortalConfig } from "../app/lib/config.server";
import { LIVE_BROTLI_QUALITY } from "../app/lib/encodings.server";
import { errorReason, logEvent, processLoggers } from "../app/lib/log.server";
import { drainable, exitAfterDrain } from "../server/http/drain";
import { metricsAccess } from "../server/http/metrics-access";
import { bodyLimit, bodyLimitFor } from "./body-limit";
import { forkPortalWorkers, webConcurrency } from "./cluster";
import { cspReportRouter } from "./csp-report";
import { isSentDocument } from "./documents";
import { admittedOf, fastLane } from "./fast-lane";
import { healthRouter } from "./health";
import { KeptPages } from "./kept-pages";
import { keptPagesSnapshotWriter, readKeptPagesSnapshots } from "./kept-pages-snapshot";
import { mediaProxy } from "./media-proxy";
import { metricsRouter } from "./metrics";
import { PageVisitBatch } from "./page-visits";
import { shareKeptPages } from "./shared-kept-pages";
import { portalHostOf } from "./portal-host";
import { BUILD_ASSETS_DIR, precompressedAssets } from "./precompress";
import { guestRenderer, remixHandler } from "./remix-handler";
import { lastResort, logWhenSent } from "./request-ends";
import {
  ALLOWED_METHODS,
  badAddressPage,
  bkashSimulatorOrigin,
  contentSecurityPolicy,
  crossSiteRefusalPage,
  hasControlCharacter,
  type InlineScripts,
  isCrossSiteWrite,
  methodRefusalPage,
  rememberedTrust,
  securityHeaders,
  type TrustProxy,
  withoutDocumentHeaders,
} from "./security";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The server build of `npm run build` (`remix vite:build`); the browser build is beside it in build/client. */
export const BUILD_ENTRY = path.join(ROOT, "build", "server", "index.js");

/**
 * The portal: `listener` is what node:http calls for every request, the fast lane, which answers a kept
 * guest page itself and hands every other request it admits to `app`.
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
  // Express's own setting, compiled once and remembered per address; the fast lane reads X-Forwarded-For with it.
  app.set("trust proxy", cfg.PORTAL_TRUST_PROXY);
  const trustProxy = rememberedTrust(app.get("trust proxy fn") as TrustProxy);
  app.set("trust proxy fn", trustProxy);
  const production = cfg.NODE_ENV === "production";
  const simulatorOrigin = bkashSimulatorOrigin(cfg.apiBaseUrl);

  app.use((req, res, next) => {
    res.locals.requestId = admittedOf(req).requestId;
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
  const pageVisits = new PageVisitBatch();
  app.use(bodyLimit(bodyLimitFor));
  const documentHeaders = (path: string, inlineScripts: InlineScripts): Record<string, string> => ({
    "Content-Security-Policy": contentSecurityPolicy(inlineScripts, path, simulatorOrigin),
    ...securityHeaders(path),
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  });
  // A build that reloads (development) keeps nothing: its data version starts again with each reload.
  const keptPages =
    production && typeof build !== "function"
      ? new KeptPages({
          build,
          host: portalHostOf(build),
          visits: pageVisits,
          replicaName: cfg.replicaName,
          freshMs: cfg.PUBLIC_CACHE_FRESH_MS,
          maxStaleMs: cfg.PUBLIC_CACHE_MAX_STALE_MS,
          renderAsGuest: guestRenderer(build, cfg.NODE_ENV, cfg.publicOrigin),
          headersFor: (path, hashes) => documentHeaders(path, { hashes }),
        })
      : null;
  if (keptPages && cluster.isWorker) shareKeptPages(keptPages);
  if (keptPages && cfg.KEPT_PAGES_DIR) keepOnDisk(keptPages, cfg.KEPT_PAGES_DIR, cfg.replicaName, cfg.PUBLIC_CACHE_MAX_STALE_MS);
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
    if (req.method === "GET" || req.method === "HEAD" || !isCrossSiteWrite(req, admittedOf(req).origin)) return next();
    logEvent("warn", "cross_site_write_refused", {
      method: req.method,
      path: req.path,
      origin: req.get("origin") ?? null,
      site: req.get("sec-fetch-site") ?? null,
    });
    res.status(403).type("html").send(crossSiteRefusalPage());
  });
  // What is neither a document nor a file compressed at build time: data requests, resource routes,
  // the few public files without a build-time sibling. Kept pages never get here (answered in the fast
  // lane in the encodings they were stored in); documents are compressed whole (documents.ts) and the
  // filter lets them pass as they were sent.
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
    remixHandler({
      build,
      mode: cfg.NODE_ENV,
      keptPages,
      pageVisits,
    }),
  );
  app.use(lastResort);
  const listener = fastLane({ cfg, trust: trustProxy, keptPage: keptPages?.answer ?? null, next: app });
  return { app, listener };
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

/**
 * A promise no code waited on that failed: Node's default ends the process, and with it every request in
 * flight and the next ones. The fast lane's boundary (fast-lane.ts) covers what a request does synchronously
 * and the Remix handler what it awaits; this covers what neither can see (a library's own callback), logged
 * as the error it is. A thrown exception still ends the process (its state is unknown): the cluster's primary
 * or the orchestrator starts another.
 */
function keepServingThroughUnhandledRejections(): void {
  if (process.listenerCount("unhandledRejection") > 0) return;
  process.on("unhandledRejection", (reason) => logEvent("error", "unhandled_rejection", { reason: errorReason(reason) }));
}

/** The pages kept on disk served from the start, and every page kept from now on written there too (decision 100). */
function keepOnDisk(keptPages: KeptPages, dir: string, replicaName: string, maxStaleMs: number): void {
  for (const [key, page] of readKeptPagesSnapshots(dir, maxStaleMs)) keptPages.adopt(key, page);
  const written = keptPagesSnapshotWriter(dir, replicaName, () => keptPages.entries());
  const shared = keptPages.onKept;
  keptPages.onKept = (key, page) => {
    shared(key, page);
    written();
  };
}

/** `close` drains (server/http/drain.ts: keep-alive clients get an answer, not a reset), then closes. */
export type PortalServer = { server: Server; close(): Promise<void> };

export function listen({ app, listener }: PortalApp, cfg: PortalConfig): Promise<PortalServer> {
  keepServingThroughUnhandledRejections();
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
      logEvent("info", "portal_listening", { url: `http://${cfg.HOST}:${cfg.PORT}`, api: cfg.apiBaseUrl, pid: process.pid });
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
