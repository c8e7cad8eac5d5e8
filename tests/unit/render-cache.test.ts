/**
 * The guest render cache (bin/render-cache.ts): which requests and responses it keeps, how it keys
 * them, that a kept page is sent as stored in the encoding the visitor accepts with a CSP that hashes
 * exactly the scripts its render nonced, and that a change of public data or age drops a page. The host tests run the real Express host over a stand-in Remix build whose entry
 * answers by the query string, so each case can make the response the cache must refuse.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCacheablePath, keptPage, RenderCache, renderCacheKey, withoutNonce } from "../../bin/render-cache";
import { bumpPublicDataVersion } from "~/lib/data-version.server";
import { currentRequestScope } from "~/lib/request-scope.server";
import { getAsSent } from "./sent-bytes";
import { productionPortal, standInBuild } from "./stand-in-build";

const request = (path: string, headers: Record<string, string> = {}, method = "GET") => {
  const url = new URL(path, "http://portal.test");
  return {
    method,
    url: url.pathname + url.search,
    headers: { host: "portal.test", ...headers },
  };
};

describe("which requests the render cache may answer", () => {
  it("keys a guest GET of a public page by path and query: no header changes a kept page's bytes (decision 090)", () => {
    expect(renderCacheKey(request("/"))).toBe("/");
    expect(renderCacheKey(request("/batches?page=2&category=fcps"))).toBe("/batches?page=2&category=fcps");
    expect(renderCacheKey({ ...request("/faq"), headers: { host: "other.test" } })).toBe("/faq");
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

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("making a rendered page fit to keep", () => {
  it("takes out the render's nonce attributes and hashes exactly the inline scripts that carried them", () => {
    const body = Buffer.from(
      '<link rel="modulepreload" nonce="N0+/=" href="/a.js"><script nonce="N0+/=">a()</script><p>N0</p>' +
        '<script nonce="N0+/=" type="module">import "b"</script><script>injected()</script><script nonce="N0+/=" src="/c.js"></script>',
    );
    const kept = withoutNonce(body, "N0+/=")!;
    expect(kept.html.toString()).toBe(
      '<link rel="modulepreload" href="/a.js"><script>a()</script><p>N0</p>' +
        '<script type="module">import "b"</script><script>injected()</script><script src="/c.js"></script>',
    );
    expect(kept.scriptHashes).toEqual([sha256("a()"), sha256('import "b"')]);
  });

  it("hashes the UTF-8 bytes of a script, as browsers do", () => {
    const kept = withoutNonce(Buffer.from('<script nonce="n1">x("নমস্কার")</script>'), "n1")!;
    expect(kept.scriptHashes).toEqual([sha256('x("নমস্কার")')]);
  });

  it("keeps no page whose nonce shows up outside a nonce attribute", () => {
    expect(withoutNonce(Buffer.from('<script nonce="n1">var n = "n1"</script>'), "n1")).toBeNull();
  });
});

describe("RenderCache", () => {
  const x = Buffer.from("x");
  const page = (dataVersion: number, storedAt = 0) => keptPage([], { identity: x, br: x, gzip: x }, dataVersion, storedAt);

  const served = (p: ReturnType<typeof page>, refresh = false) => ({ page: p, refresh });

  it("serves a page as current only at the data version it was rendered at and while younger than its age limit", () => {
    const cache = new RenderCache(10, 1_000, 5_000);
    cache.set("a", page(1, 0));
    expect(cache.get("a", 1, 999)).toEqual(served(page(1, 0)));
    expect(cache.get("a", 1, 1_000), "outdated by age: served, and this asker refreshes it").toEqual(served(page(1, 0), true));
    cache.set("b", page(1, 0));
    expect(cache.get("b", 2, 1), "outdated by data version").toEqual(served(page(1, 0), true));
  });

  it("serves an outdated page to every asker while one render makes its successor, then the successor", () => {
    const cache = new RenderCache(10, 1_000, 5_000);
    cache.set("a", page(1, 0));
    expect(cache.get("a", 2, 0), "the first asker gets the old page and starts the one render").toEqual(served(page(1, 0), true));
    expect(cache.get("a", 2, 0), "the others get the old page too, and start nothing").toEqual(served(page(1, 0)));
    cache.rendered("a");
    expect(cache.get("a", 2, 0), "a render that kept nothing (the API away) lets the next asker try again").toEqual(
      served(page(1, 0), true),
    );
    cache.set("a", page(2, 0));
    cache.rendered("a");
    expect(cache.get("a", 2, 0)).toEqual(served(page(2, 0)));
  });

  it("serves an outdated page for no longer than its stale limit", () => {
    const cache = new RenderCache(10, 1_000, 5_000);
    cache.set("a", page(1, 0));
    expect(cache.get("a", 1, 5_999)).toEqual(served(page(1, 0), true));
    cache.rendered("a");
    expect(cache.get("a", 1, 6_000), "too old to serve: the asker renders").toEqual({ keep: true });
  });

  it("lets only the first asker keep a page nobody has yet; the others meanwhile render for themselves", () => {
    const cache = new RenderCache(10, 1_000, 5_000);
    expect(cache.get("a", 1, 0), "the first asker renders for everybody").toEqual({ keep: true });
    expect(cache.get("a", 1, 0), "a second asker cannot be served and keeps nothing").toEqual({ keep: false });
    cache.set("a", page(1, 0));
    cache.rendered("a");
    expect(cache.get("a", 1, 0)).toEqual(served(page(1, 0)));
  });

  it("keeps at most maxEntries pages, dropping the least recently used", () => {
    const cache = new RenderCache(2, 1_000, 5_000);
    cache.set("a", page(1));
    cache.set("b", page(1));
    cache.get("a", 1, 0);
    cache.set("c", page(1));
    expect(cache.get("b", 1, 0)).toEqual({ keep: true });
    expect(cache.get("a", 1, 0)).toEqual(served(page(1)));
    expect(cache.get("c", 1, 0)).toEqual(served(page(1)));
  });
});

describe("the host with the render cache", () => {
  let base = "";
  let renders = 0;
  let close = () => {};
  /** While set, every render answers the Bengali 503 a page gives when the API is away. */
  let apiAway = false;

  /** A stand-in build: one root route; the entry answers by the query string what each case needs. */
  const build = standInBuild({
    render: (req, _status, headers, _ctx, load) => {
      renders++;
      if (apiAway) return new Response("<p>সার্ভারে সমস্যা</p>", { status: 503, headers: { "content-type": "text/html" } });
      const q = new URL(req.url).searchParams;
      if (q.has("cookie")) headers.append("Set-Cookie", "x=1");
      if (q.has("late-cookie")) currentRequestScope()!.beforeSend.push((h) => h.append("Set-Cookie", "x=2"));
      if (q.has("personal")) currentRequestScope()!.beforeSend.push((h) => h.set("Cache-Control", "private, no-store"));
      headers.set("Content-Type", "text/html; charset=utf-8");
      const injected = q.has("injected") ? "<script>injected()</script>" : "";
      const html = `<!doctype html><p>render ${renders} নমস্কার</p>${injected}<script nonce="${load.cspNonce}">hydrate(${renders})</script>`;
      return new Response(html, { status: q.has("missing") ? 404 : 200, headers });
    },
  });

  beforeAll(async () => {
    ({ base, close } = await productionPortal(build, { PUBLIC_CACHE_FRESH_MS: "60000" }));
  });
  afterAll(() => close());

  /** The bytes as sent and the page they decode to, with the answer's CSP. */
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await getAsSent(base + path, headers);
    return { ...answer, csp: answer.headers["content-security-policy"] as string };
  };
  /** The page without this response's nonce attributes: what the renderer made, for comparing renders. */
  const page = (r: { body: string }) => r.body.replace(/ nonce="[^"]*"/g, "");
  /**
   * The kept copy: the render's response is sent before its page is compressed and stored, so a request
   * right after it may still render. Asks until the answer is a kept page (hash CSP) other than `unlike`.
   */
  const kept = async (path: string, unlike?: string) => {
    for (let i = 0; i < 200; i++) {
      const r = await get(path, { "accept-encoding": "identity" });
      if (r.csp.includes("'sha256-") && r.body !== unlike) return r;
      await new Promise((done) => setTimeout(done, 10));
    }
    throw new Error(`${path} was never kept`);
  };
  const inlineScripts = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

  it("keeps a rendered guest page, then sends the same bytes every time, its script allowed by hash instead of nonce", async () => {
    const first = await get("/?case=plain");
    expect(first.csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    const second = await kept("/?case=plain");
    const rendersSoFar = renders;
    const third = await get("/?case=plain", { "accept-encoding": "identity" });
    expect(renders).toBe(rendersSoFar);
    expect(third.raw.equals(second.raw)).toBe(true);
    expect(second.body).not.toContain("nonce=");
    expect(second.csp).not.toContain("'nonce-");
    const script = /<script>(hydrate\(\d+\))<\/script>/.exec(second.body)![1]!;
    expect(second.csp).toContain(`script-src 'self' ${sha256(script)} https://connect.facebook.net`);
    // Kept copies are answered before Express: what its middleware sets is stored with the page, or set per response.
    expect(third.headers["x-content-type-options"]).toBe("nosniff");
    expect(third.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(third.headers["strict-transport-security"]).toContain("max-age=");
    expect(third.csp).toBe(second.csp);
    expect(third.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
    expect(third.headers["x-served-by"]).toBe(first.headers["x-served-by"]);
  });

  it("keeps brotli, gzip and identity bytes, each decoding to the page whose scripts this response's CSP allows", async () => {
    await get("/?case=variants");
    const plain = await kept("/?case=variants");
    const rendersSoFar = renders;
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
      ["deflate", undefined],
      ["", undefined],
    ] as const) {
      const r = await get("/?case=variants", accept ? { "accept-encoding": accept } : {});
      expect(r.headers["content-encoding"], accept).toBe(encoding);
      expect(r.headers["vary"], accept).toMatch(/accept-encoding/i);
      expect(Number(r.headers["content-length"]), accept).toBe(r.raw.length);
      expect(r.body, accept).toBe(plain.body);
      for (const script of inlineScripts(r.body)) expect(r.csp, accept).toContain(sha256(script));
      expect(r.csp, accept).toBe(plain.csp);
    }
    expect(renders, "every encoding came from the one kept page").toBe(rendersSoFar);
  });

  it("allows only the scripts the render nonced: an injected inline script gets no hash", async () => {
    await get("/?injected");
    const page = await kept("/?injected");
    expect(page.body).toContain("<script>injected()</script>");
    expect(page.csp).not.toContain(sha256("injected()"));
    expect(page.csp).toContain(sha256(/<script>(hydrate\(\d+\))<\/script>/.exec(page.body)![1]!));
  });

  it("renders again for every visitor with a cookie", async () => {
    const first = await get("/?case=with-cookie");
    const mine = await get("/?case=with-cookie", { cookie: "a=1" });
    expect(page(mine)).not.toBe(page(first));
    expect(mine.csp).toContain("'nonce-");
  });

  for (const kind of ["cookie", "late-cookie", "personal", "missing"]) {
    it(`never keeps a response with ${kind === "missing" ? "a non-200 status" : kind === "personal" ? "no-store" : "Set-Cookie"} (${kind})`, async () => {
      const first = await get(`/?${kind}`);
      const second = await get(`/?${kind}`, { "accept-encoding": "br" });
      expect(page(second)).not.toBe(page(first));
      expect(second.csp).toContain("'nonce-");
    });
  }

  it("renders again once the public data changed, in every encoding", async () => {
    await get("/?case=data");
    const before = await kept("/?case=data");
    bumpPublicDataVersion();
    const after = await kept("/?case=data", before.body);
    for (const accept of ["br", "gzip", "identity"]) {
      const r = await get("/?case=data", { "accept-encoding": accept });
      expect(r.body, accept).toBe(after.body);
    }
  });

  it("serves a kept page that is out of date as it was while its successor cannot be rendered, then the successor", async () => {
    await get("/?case=outdated");
    const before = await kept("/?case=outdated");
    bumpPublicDataVersion();
    apiAway = true;
    try {
      const rendersBefore = renders;
      for (let i = 0; i < 5; i++) {
        const r = await get("/?case=outdated", { "accept-encoding": "identity" });
        expect(r.status).toBe(200);
        expect(r.body).toBe(before.body);
      }
      expect(renders, "the successor was tried in the background, not by the visitors").toBeGreaterThan(rendersBefore);
    } finally {
      apiAway = false;
    }
    const after = await kept("/?case=outdated", before.body);
    expect(after.body).not.toBe(before.body);
  });

  it("keeps pages apart by query", async () => {
    const a = await get("/?case=q1");
    const b = await get("/?case=q2");
    expect(page(b)).not.toBe(page(a));
  });
});
