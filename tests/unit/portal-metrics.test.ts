/**
 * The portal's request labels and cache counters (bin/metrics.ts, decision 027): a request is counted
 * under the id of the deepest Remix route it matches or a fixed bucket, never under its own URL, and
 * the render cache tells hits, stale pages and misses apart.
 */
import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { routeLabel } from "../../bin/metrics";
import { createPortalApp } from "../../bin/portal";
import { keptPage, RenderCache } from "../../bin/render-cache";
import { parsePortalConfig } from "~/lib/config.server";
import { renderCacheLookups } from "~/lib/metrics.server";

/** The shape of build.routes for a few of the app's own route files. */
const build = {
  routes: {
    root: { id: "root", path: "" },
    "routes/_public": { id: "routes/_public", parentId: "root" },
    "routes/_public._index": { id: "routes/_public._index", parentId: "routes/_public", index: true },
    "routes/_public.faq._index": { id: "routes/_public.faq._index", parentId: "routes/_public", path: "faq", index: true },
    "routes/_public.courses.$slug": { id: "routes/_public.courses.$slug", parentId: "routes/_public", path: "courses/:slug" },
    "routes/my": { id: "routes/my", parentId: "root", path: "my" },
    "routes/my.exams.$id": { id: "routes/my.exams.$id", parentId: "routes/my", path: "exams/:id" },
    "routes/$": { id: "routes/$", parentId: "root", path: "*" },
  },
} as unknown as ServerBuild;

describe("routeLabel", () => {
  it("names the deepest matching route, whatever the parameters", () => {
    expect(routeLabel(build, "/")).toBe("routes/_public._index");
    expect(routeLabel(build, "/faq")).toBe("routes/_public.faq._index");
    expect(routeLabel(build, "/courses/fcps-part-1")).toBe("routes/_public.courses.$slug");
    expect(routeLabel(build, "/courses/another-one/")).toBe("routes/_public.courses.$slug");
    expect(routeLabel(build, "/my/exams/981")).toBe("routes/my.exams.$id");
    expect(routeLabel(build, "/made/up/path/123")).toBe("routes/$");
  });

  it("counts a single-fetch data request under its page", () => {
    expect(routeLabel(build, "/faq.data")).toBe("routes/_public.faq._index");
    expect(routeLabel(build, "/_root.data")).toBe("routes/_public._index");
    expect(routeLabel(build, "/my/exams/981.data")).toBe("routes/my.exams.$id");
  });

  it("puts files in fixed buckets", () => {
    expect(routeLabel(build, "/build/assets/components-Bo1DDrXC.js")).toBe("asset");
    expect(routeLabel(build, "/favicon.ico")).toBe("static");
    expect(routeLabel(build, "/media/avatars/u/k3y.png")).toBe("media");
  });
});

describe("render cache lookups", () => {
  const lookups = async () =>
    Object.fromEntries((await renderCacheLookups.get()).values.map((v) => [String(v.labels.result), v.value]));

  it("counts a miss, then hits, then a stale page served while its successor renders", async () => {
    const before = await lookups();
    const cache = new RenderCache(10, 1_000, 60_000);
    const html = Buffer.from("<p>");
    const page = keptPage([], { identity: html, br: html, gzip: html }, 1, 0);
    expect(cache.get("k", 1, 0)).toEqual({ keep: true });
    cache.set("k", page);
    cache.rendered("k");
    expect(cache.get("k", 1, 10)).toEqual({ page, refresh: false });
    // Outdated: every asker is served the old page (stale), the first one starting its successor's render.
    expect(cache.get("k", 2, 20)).toEqual({ page, refresh: true });
    expect(cache.get("k", 2, 30)).toEqual({ page, refresh: false });
    const after = await lookups();
    const delta = (result: string) => (after[result] ?? 0) - (before[result] ?? 0);
    expect({ miss: delta("miss"), hit: delta("hit"), stale: delta("stale") }).toEqual({ miss: 1, hit: 1, stale: 2 });
  });
});

describe("the portal's metrics settings", () => {
  // app/ may not import the API's schema, so the host checks them when it builds the app: the start fails.
  it("refuses a METRICS_ALLOW that is not ranges and a short METRICS_TOKEN", () => {
    const portal = (env: Record<string, string>) => () => createPortalApp(parsePortalConfig(env), async () => build);
    expect(portal({ METRICS_ALLOW: "10.0.0.0/8,intranet" })).toThrow(/METRICS_ALLOW/);
    expect(portal({ METRICS_TOKEN: "too-short" })).toThrow(/METRICS_TOKEN needs at least 32/);
    expect(portal({ METRICS_ALLOW: "10.0.0.0/8", METRICS_TOKEN: "x".repeat(32) })).not.toThrow();
  });
});
