/**
 * What a security reviewer checks first: cross-site writes are refused before any action runs,
 * the session cookie is HttpOnly/SameSite/Secure and the only place tokens live, and every
 * response carries the security headers.
 */
import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/demo-session";
import { keptPage } from "./support/render-cache";
import { DEMO_TOKEN, SESSION_COOKIE, stackEnv } from "./support/stack";

/** The stack under test (playwright.config.ts sets it; a manual run may point elsewhere). */
const base = () => test.info().project.use.baseURL!;

const TOKEN_SECRET = DEMO_TOKEN.split("|")[1]!;
const activity = { to: "/faq", query: "", from: null };

/** The texts of a page's inline scripts that run (JSON-LD is data: CSP does not apply to it). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=|application\/ld\+json/.test(attributes!))
    .map(([, , text]) => text!);

async function postActivity(request: APIRequestContext, headers: Record<string, string>) {
  return request.post("/resources/activity", { headers: { "content-type": "application/json", ...headers }, data: activity });
}

test.describe("cross-site POST guard", () => {
  // Server-side behaviour: one project is enough.

  for (const [label, headers] of [
    ["a foreign Origin", { Origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site", Origin: "https://www.sopan-pg.example" }],
    ["Origin: null", { Origin: "null" }],
  ] as const) {
    test(`refuses ${label} with 403 and a Bengali page`, async ({ request }) => {
      for (const path of ["/resources/activity", "/resources/promo-dismiss", "/logout", "/faq"]) {
        const res = await request.post(path, { headers, form: { to: "/" }, maxRedirects: 0 });
        expect(res.status(), path).toBe(403);
        const html = await res.text();
        expect(html).toContain('lang="bn"');
        expect(html).toContain("অনুরোধটি গ্রহণ করা হয়নি");
      }
    });
  }

  test("lets same-origin writes through", async ({ request }) => {
    expect((await postActivity(request, { Origin: base(), "Sec-Fetch-Site": "same-origin" })).status()).toBe(204);
    // No Origin and no Sec-Fetch-Site (old browsers, scripts): allowed; SameSite=Lax covers browsers.
    expect((await postActivity(request, {})).status()).toBe(204);
  });

  test("GET is never blocked, even cross-site", async ({ request }) => {
    const res = await request.get("/faq", { headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" } });
    expect(res.status()).toBe(200);
  });
});

test.describe("same-origin POST from the page", () => {
  test("passes the guard", async ({ page }) => {
    await page.goto("/faq");
    const status = await page.evaluate(async (body) => {
      const res = await fetch("/resources/activity", { method: "POST", headers: { "content-type": "application/json" }, body });
      return res.status;
    }, JSON.stringify(activity));
    expect(status).toBe(204);
  });
});

test.describe("session and tokens", () => {
  test("the session cookie is HttpOnly, SameSite=Lax, Secure, host-only; the token is nowhere else", async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: "promo_seen_at", value: String(Date.now()), url: base() }]);
    await page.goto(`/login-for-admin?token=${encodeURIComponent(DEMO_TOKEN)}`);
    await expect(page.getByText("ডা. তাসনিম রহমান").first()).toBeAttached();

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session, "session cookie").toBeDefined();
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true, path: "/" });
    for (const c of cookies) expect(c.value, c.name).not.toContain(TOKEN_SECRET);

    const html = await page.content();
    expect(html).not.toContain(TOKEN_SECRET);
    expect(html).not.toContain("gns_ddt");
    expect(html).not.toContain("deviceToken");

    const stored = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    expect(stored.cookie).not.toContain("sopan_session");
    for (const value of Object.values(stored)) expect(value).not.toContain(TOKEN_SECRET);
  });

  test("pages of a logged-in doctor are never cached", async ({ demoDoctor: page }) => {
    const res = await page.goto("/faq");
    expect(res?.headers()["cache-control"]).toBe("private, no-store");
    expect(res?.headers()["vary"]).toMatch(/Cookie/);
  });
});

test.describe("login-for-admin", () => {
  const login = (request: APIRequestContext, token: string, headers: Record<string, string> = {}) =>
    request.get(`/login-for-admin?token=${encodeURIComponent(token)}`, { headers, maxRedirects: 0 });

  test("refuses a malformed token without touching the session", async ({ request }) => {
    for (const token of ["", "abc", "1|short", "x|e2e-demo-token-0123456789abcdef", "1|has spaces in it 0123456789"]) {
      const res = await login(request, token);
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe("/");
      expect(res.headers()["set-cookie"], token).toBeUndefined();
    }
  });

  test("refuses a request without Sec-Fetch-Site; accepts none, same-origin and same-site", async ({ playwright, baseURL }) => {
    for (const site of [undefined, "none", "same-origin", "same-site"]) {
      const fresh = await playwright.request.newContext({ baseURL });
      const res = await login(fresh, DEMO_TOKEN, site ? { "Sec-Fetch-Site": site } : {});
      expect(res.status()).toBe(302);
      if (site) expect(res.headers()["set-cookie"], site).toContain(`${SESSION_COOKIE}=`);
      else expect(res.headers()["set-cookie"], "no Sec-Fetch-Site").toBeUndefined();
      await fresh.dispose();
    }
  });

  test("refuses a cross-site link from anywhere but the admin site (login CSRF)", async ({ request }) => {
    const foreign = await login(request, DEMO_TOKEN, { "Sec-Fetch-Site": "cross-site", Referer: "https://evil.example/page" });
    expect(foreign.headers()["set-cookie"]).toBeUndefined();
    const admin = await login(request, DEMO_TOKEN, {
      "Sec-Fetch-Site": "cross-site",
      Referer: `${stackEnv.ADMIN_URL}/doctors/1`,
    });
    expect(admin.headers()["set-cookie"]).toContain(`${SESSION_COOKIE}=`);
  });
});

test.describe("security headers", () => {
  test("every rendered page carries CSP with a per-response nonce and the other headers", async ({ request }) => {
    // A cookie keeps the page out of the guest render cache: this is a page rendered for this request.
    const rendered = { headers: { cookie: "e2e=1" } };
    const first = await request.get("/faq", rendered);
    const second = await request.get("/faq", rendered);
    const h = first.headers();
    const csp = h["content-security-policy"]!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).toContain("https://www.youtube-nocookie.com");
    expect(second.headers()["content-security-policy"]).not.toBe(csp);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["x-frame-options"]).toBe("SAMEORIGIN");
    expect(h["permissions-policy"]).toContain("camera=()");
    expect(h["strict-transport-security"]).toContain("max-age=");
    expect(h["x-powered-by"]).toBeUndefined();

    // Every inline script Remix renders carries this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("a guest page from the render cache: the same bytes each time, its inline scripts allowed by hash", async ({
    request,
  }) => {
    const kept = await keptPage(request, "/faq");
    const csp = kept.headers()["content-security-policy"]!;
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("object-src 'none'");
    expect(kept.headers()["x-content-type-options"]).toBe("nosniff");
    const html = await kept.text();
    expect(html).not.toContain("nonce=");
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    const again = await keptPage(request, "/faq");
    expect(await again.text()).toBe(html);
  });

  test("static files and media carry them too, with long caching for hashed build files", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    const css = /href="(\/build\/assets\/site-[\w-]+\.css)"/.exec(html)![1]!;
    const asset = await request.get(css);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
    const logo = /src="(\/media\/[^"]+\.svg)"/.exec(html)![1]!;
    const media = await request.get(logo);
    expect(media.status()).toBe(200);
    expect(media.headers()["content-type"]).toContain("image/svg+xml");
    expect(media.headers()["content-security-policy"]).toContain("sandbox");
  });

  test("a cached page's own inline scripts run and an injected inline script does not", async ({ page, request }) => {
    await keptPage(request, "/faq");
    const violations: string[] = [];
    page.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    // What a stored injection would look like: markup in the kept page that the render did not nonce.
    await page.route(/\/faq$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace("</main>", "<script>window.__injected = true</script></main>");
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, body, headers });
    });
    let csp = "";
    // Two portal workers each keep their own copy: go until this browser got a kept one.
    await expect(async () => {
      csp = (await (await page.goto("/faq"))!.allHeaders())["content-security-policy"]!;
      expect(csp).toContain("'sha256-");
    }).toPass({ timeout: 30_000 });
    // window.__remixRouteModules is set by the inline module script, the router by the bundle it imports.
    await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((v) => /inline script/i.test(v))).toBe(true);
  });

  test("the app runs without a single CSP violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    await page.goto("/");
    await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
    await page.goto("/faq");
    await page.locator("footer").getByRole("link", { name: "আমাদের সম্পর্কে" }).click();
    await expect(page).toHaveURL(base() + "/about");
    // The forms check each field in the browser with zod, whose generated parsers would need eval.
    await page.goto("/login");
    await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
    const phone = page.getByLabel("মোবাইল অথবা বিএমডিসি নম্বর");
    await phone.fill("1".repeat(40));
    await phone.blur();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(violations).toEqual([]);
  });
});
