/**
 * The guest render cache (bin/render-cache.ts): which requests and responses it keeps, how it keys
 * them, that every served copy carries its own CSP nonce, and that a change of public data or age
 * drops a page. The host tests run the real Express host over a stand-in Remix build whose entry
 * answers by the query string, so each case can make the response the cache must refuse.
 */
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPortalApp } from "../../bin/portal";
import { isCacheablePath, joinWithNonce, RenderCache, renderCacheKey, splitOnNonce } from "../../bin/render-cache";
import { parsePortalConfig } from "~/lib/config.server";
import { bumpPublicDataVersion } from "~/lib/data-version.server";
import { currentRequestScope } from "~/lib/request-scope.server";

const request = (path: string, headers: Record<string, string> = {}, method = "GET") => {
  const url = new URL(path, "http://portal.test");
  return {
    method,
    path: url.pathname,
    originalUrl: url.pathname + url.search,
    query: Object.fromEntries(url.searchParams),
    headers: { host: "portal.test", ...headers },
  };
};

describe("which requests the render cache may answer", () => {
  it("keys a guest GET of a public page by host, path and query", () => {
    expect(renderCacheKey(request("/"))).toBe("portal.test/");
    expect(renderCacheKey(request("/batches?page=2&category=fcps"))).toBe("portal.test/batches?page=2&category=fcps");
    expect(renderCacheKey({ ...request("/faq"), headers: { host: "other.test" } })).toBe("other.test/faq");
  });

  it("leaves out any visitor with a cookie or credentials, other methods, and Remix data requests", () => {
    expect(renderCacheKey(request("/", { cookie: "__Host-sopan_session=v1.x" }))).toBeNull();
    expect(renderCacheKey(request("/", { cookie: "sopan_promo_seen=1" }))).toBeNull();
    expect(renderCacheKey(request("/", { authorization: "Bearer x" }))).toBeNull();
    expect(renderCacheKey(request("/", {}, "POST"))).toBeNull();
    expect(renderCacheKey(request("/", {}, "HEAD"))).toBeNull();
    expect(renderCacheKey(request("/faq?_data=routes%2F_public.faq._index"))).toBeNull();
    expect(renderCacheKey(request("/faq.data"))).toBeNull();
  });

  it("covers home, catalogue and static pages, never the doctor's area, the login journey or checkouts", () => {
    for (const path of [
      "/",
      "/faq",
      "/faq/",
      "/faq/3/show",
      "/about",
      "/batches",
      "/batch-details/1",
      "/courses/fcps",
      "/fcps/batches",
      "/1008/event",
      "/batch-schedules/1",
    ])
      expect(isCacheablePath(path), path).toBe(true);
    for (const path of [
      "/my/dashboard",
      "/login",
      "/otp",
      "/register",
      "/join",
      "/logout",
      "/login-for-admin",
      "/event/1/checkout",
      "/batch-details/1/enroll",
      "/resources/session-status",
      "/admin",
    ])
      expect(isCacheablePath(path), path).toBe(false);
  });
});

describe("nonce substitution", () => {
  it("puts the new nonce wherever the old one was, and nowhere else", () => {
    const body = Buffer.from('<script nonce="OLD+/=">a</script><p>OLD</p><script nonce="OLD+/=">b</script>');
    const parts = splitOnNonce(body, "OLD+/=");
    expect(parts).toHaveLength(3);
    expect(joinWithNonce(parts, "NEW").toString()).toBe('<script nonce="NEW">a</script><p>OLD</p><script nonce="NEW">b</script>');
    expect(joinWithNonce(splitOnNonce(Buffer.from("no scripts"), "x1"), "y2").toString()).toBe("no scripts");
  });
});

describe("RenderCache", () => {
  const page = (dataVersion: number, storedAt = 0) => ({ headers: [], parts: [Buffer.from("x")], dataVersion, storedAt });

  it("serves a page only at the data version it was rendered at and while younger than its age limit", () => {
    const cache = new RenderCache(10, 1_000);
    cache.set("a", page(1, 0));
    expect(cache.get("a", 1, 999)).toBeDefined();
    expect(cache.get("a", 1, 1_000)).toBeUndefined();
    cache.set("b", page(1, 0));
    expect(cache.get("b", 2, 1)).toBeUndefined();
  });

  it("lets one request render an outdated page while the others get the old copy, until it is rendered", () => {
    const cache = new RenderCache(10, 1_000);
    cache.set("a", page(1, 0));
    expect(cache.get("a", 2, 0), "the first asker renders").toBeUndefined();
    expect(cache.get("a", 2, 0), "the others meanwhile get the old page").toEqual(page(1, 0));
    cache.rendered("a");
    expect(cache.get("a", 2, 0), "a render that kept nothing lets the next asker try").toBeUndefined();
    cache.set("a", page(2, 0));
    cache.rendered("a");
    expect(cache.get("a", 2, 0)).toEqual(page(2, 0));
  });

  it("keeps at most maxEntries pages, dropping the least recently used", () => {
    const cache = new RenderCache(2, 1_000);
    cache.set("a", page(1));
    cache.set("b", page(1));
    cache.get("a", 1, 0);
    cache.set("c", page(1));
    expect(cache.get("b", 1, 0)).toBeUndefined();
    expect(cache.get("a", 1, 0)).toBeDefined();
    expect(cache.get("c", 1, 0)).toBeDefined();
  });
});

describe("the host with the render cache", () => {
  let base = "";
  let renders = 0;
  let close = () => {};

  /** A stand-in build: one root route; the entry answers by the query string what each case needs. */
  const build = {
    mode: "production",
    future: { v3_singleFetch: true },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    isSpaMode: false,
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
    routes: { root: { id: "root", path: "", module: { default: () => null } } },
    entry: {
      module: {
        default: (req: Request, _status: number, headers: Headers, _ctx: unknown, load: { cspNonce: string }) => {
          renders++;
          const q = new URL(req.url).searchParams;
          if (q.has("cookie")) headers.append("Set-Cookie", "x=1");
          if (q.has("late-cookie")) currentRequestScope()!.beforeSend.push((h) => h.append("Set-Cookie", "x=2"));
          if (q.has("personal")) currentRequestScope()!.beforeSend.push((h) => h.set("Cache-Control", "private, no-store"));
          headers.set("Content-Type", "text/html; charset=utf-8");
          const html = `<!doctype html><p>render ${renders}</p><script nonce="${load.cspNonce}">1</script>`;
          return new Response(html, { status: q.has("missing") ? 404 : 200, headers });
        },
      },
    },
  } as unknown as ServerBuild;

  beforeAll(async () => {
    const cfg = parsePortalConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), PUBLIC_CACHE_FRESH_MS: "60000" });
    const server = createPortalApp(cfg, build).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers });
    const body = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    return { status: res.status, body, nonce, setCookie: res.headers.get("set-cookie") };
  };

  it("renders a guest page once and serves copies, each with the nonce of its own CSP header", async () => {
    const first = await get("/?case=plain");
    const second = await get("/?case=plain");
    expect(first.body).toBe(second.body.replace(second.nonce!, first.nonce!));
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toContain(`<script nonce="${second.nonce}">`);
    expect(second.body).not.toContain(first.nonce);
  });

  it("renders again for every visitor with a cookie", async () => {
    const first = await get("/?case=with-cookie");
    const mine = await get("/?case=with-cookie", { cookie: "a=1" });
    expect(mine.body).not.toBe(first.body.replace(first.nonce!, mine.nonce!));
  });

  for (const kind of ["cookie", "late-cookie", "personal", "missing"]) {
    it(`never keeps a response with ${kind === "missing" ? "a non-200 status" : kind === "personal" ? "no-store" : "Set-Cookie"} (${kind})`, async () => {
      const first = await get(`/?${kind}`);
      const second = await get(`/?${kind}`);
      expect(second.body.replace(second.nonce!, "N")).not.toBe(first.body.replace(first.nonce!, "N"));
    });
  }

  it("renders again once the public data changed", async () => {
    const first = await get("/?case=data");
    bumpPublicDataVersion();
    const second = await get("/?case=data");
    expect(second.body.replace(second.nonce!, "N")).not.toBe(first.body.replace(first.nonce!, "N"));
    const third = await get("/?case=data");
    expect(third.body.replace(third.nonce!, "N")).toBe(second.body.replace(second.nonce!, "N"));
  });

  it("keeps pages apart by query", async () => {
    const a = await get("/?case=q1");
    const b = await get("/?case=q2");
    expect(b.body.replace(b.nonce!, "N")).not.toBe(a.body.replace(a.nonce!, "N"));
  });
});
