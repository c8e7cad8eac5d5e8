/**
 * The portal's `/metrics` and its request numbers (docs/decisions/027-metrics.md). Each request is
 * counted under the id of the deepest Remix route its path matches (`routes/_public.courses.$slug`), or under
 * "asset", "static" or "media": a bounded set, whatever URLs visitors make up. The metrics themselves
 * live in app/lib/metrics.server.ts, next to the API calls and caches they describe.
 *
 * With cluster workers (bin/cluster.ts) a scrape reaches one worker; that worker asks the primary for the
 * sum over every worker (server/http/cluster-metrics.ts).
 */
import cluster from "node:cluster";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { collectDefaultMetrics, register } from "prom-client";
import { httpRequestDuration, httpRequests } from "../app/lib/metrics.server";
import { clusterScrape, shareWorkerMetrics } from "../server/http/cluster-metrics";
import { mayScrape, type MetricsAccess } from "../server/http/metrics-access";

const COUNTED_METHODS = new Set(["GET", "HEAD", "POST"]);

type Build = ServerBuild | (() => Promise<ServerBuild>);

/** `/metrics` for internal scrapers, then the request counting for everything after it. */
export function metricsRouter(access: MetricsAccess, build: Build): express.Router {
  if (!register.getSingleMetric("process_cpu_user_seconds_total")) collectDefaultMetrics();
  if (cluster.isWorker) shareWorkerMetrics();
  const router = express.Router();
  router.get("/metrics", async (req, res, next) => {
    if (!mayScrape(access, { peerAddress: req.socket.remoteAddress, headers: req.headers })) return next();
    try {
      const text = cluster.isWorker ? await clusterScrape() : await register.metrics();
      // end(), not send(): Express would add a charset to the exposition format's own content type.
      res.set({ "Cache-Control": "no-store", "Content-Type": register.contentType }).end(text);
    } catch (e) {
      next(e);
    }
  });
  router.use((req, res, next) => {
    const started = performance.now();
    res.on("finish", () => {
      const seconds = (performance.now() - started) / 1000;
      void Promise.resolve(typeof build === "function" ? build() : build).then(
        (loaded) => countRequest(req.method, routeLabel(loaded, req.originalUrl.split("?")[0] ?? "/"), res.statusCode, seconds),
        // Development only: a build being rewritten right now leaves this one request uncounted.
        () => undefined,
      );
    });
    next();
  });
  return router;
}

/** One answered request in http_requests_total and its duration histogram: Express's and the render cache's hits alike. */
export function countRequest(method: string, route: string, status: number, seconds: number): void {
  const counted = COUNTED_METHODS.has(method) ? method : "other";
  httpRequests.inc({ method: counted, route, status });
  httpRequestDuration.observe({ method: counted, route }, seconds);
}

export function routeLabel(build: ServerBuild, pathname: string): string {
  if (pathname.startsWith("/build/")) return "asset";
  if (pathname.startsWith("/media/")) return "media";
  // Single-fetch data requests (/faq.data, /_root.data for "/") belong to the page they load.
  const data = pathname.endsWith(".data");
  if (!data && path.extname(pathname)) return "static";
  const page = !data ? pathname : pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
  return matcherFor(build).find((branch) => branch.pattern.test(page))?.id ?? "unmatched";
}

type Branch = { id: string; pattern: RegExp; score: number };
const matchers = new WeakMap<ServerBuild, Branch[]>();

/**
 * Every route that can be the deepest match, as one compiled pattern of its full path, most specific
 * first: the ranking of @remix-run/router's matchRoutes (static segment 10, parameter 3, empty 1, index
 * +2, splat -2, plus the segment count). matchRoutes itself flattens and ranks the whole route tree on
 * every call (milliseconds for this app's routes); this is done once per build.
 */
function matcherFor(build: ServerBuild): Branch[] {
  const known = matchers.get(build);
  if (known) return known;
  const routes = build.routes;
  const fullPath = (id: string | undefined): string[] => {
    const route = id ? routes[id] : undefined;
    return route ? [...fullPath(route.parentId), ...(route.path ? route.path.split("/") : [])] : [];
  };
  const branches = Object.values(routes)
    // A route without a path never matches by itself unless it is an index route (as in matchRoutes).
    .filter((route) => route.path !== undefined || route.index)
    .map((route) => {
      const segments = fullPath(route.id).filter(Boolean);
      return {
        id: route.id,
        pattern: new RegExp(`^${segments.map(segmentPattern).join("")}\\/*$`, route.caseSensitive ? "" : "i"),
        score: routeScore(segments, route.index === true),
      };
    })
    .sort((a, b) => b.score - a.score);
  matchers.set(build, branches);
  return branches;
}

function segmentPattern(segment: string): string {
  if (segment === "*") return "(?:\\/.*)?";
  const optional = segment.endsWith("?");
  const bare = optional ? segment.slice(0, -1) : segment;
  const one = bare.startsWith(":") ? "\\/[^\\/]+" : `\\/${bare.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  return optional ? `(?:${one})?` : one;
}

function routeScore(segments: string[], index: boolean): number {
  // matchRoutes scores "/"-joined paths, whose leading "" is one more (empty) segment.
  const all = ["", ...segments];
  let score = all.length + (all.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of all) if (segment !== "*") score += segment.startsWith(":") ? 3 : segment === "" ? 1 : 10;
  return score;
}
