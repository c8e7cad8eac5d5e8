/**
 * If the product API is slow or down, the portal stays up: public pages it has seen keep serving
 * from the public cache, and a page that needs data it never fetched gets the friendly error page.
 * This spec runs its own API + portal pair, because it has to freeze and then kill the API.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { freshDir, startTsx, stop, waitUntilReady, type Started } from "./support/processes";
import { apiEnv, E2E_API_PORT, E2E_PORT, stackEnv } from "./support/stack";

// Beside the shared stack's ports (3220 and 4220 by default).
const API_PORT = E2E_API_PORT + 10;
const PORTAL_PORT = E2E_PORT + 10;
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const DATA_DIR = ".data-e2e-down";
/** Short, so the "slow API" case is decided by the portal's timeout rather than the test's. */
const API_TIMEOUT_MS = 1_500;

const cachedPages = [
  // Texts from the seed (first FAQ, first batch category, the about page's title).
  { path: "/", texts: ["কোর্সে ভর্তি হওয়ার প্রক্রিয়া কী?", "এফসিপিএস পার্ট-১"] },
  { path: "/faq", texts: ["কোর্সে ভর্তি হওয়ার প্রক্রিয়া কী?"] },
  { path: "/about", texts: ["আমাদের সম্পর্কে"] },
];
/** Public pages whose data the portal has never fetched, so it has nothing to fall back on. */
const uncachedPages = ["/faq/3/show", "/1008/event"];

let api: Started | undefined;
let portal: Started | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  freshDir(DATA_DIR);
  api = startTsx("server/main.ts", { ...apiEnv, API_PORT: String(API_PORT), DATA_DIR, DATABASE_URL: undefined });
  await waitUntilReady(`${API}/health`, api);
  portal = startTsx("bin/portal.ts", {
    ...stackEnv,
    PORT: String(PORTAL_PORT),
    PUBLIC_ORIGIN: `http://127.0.0.1:${PORTAL_PORT}`,
    PRODUCT_API_URL: API,
    API_TIMEOUT_MS: String(API_TIMEOUT_MS),
    // Every cached entry is already stale, so these pages exercise stale-while-revalidate,
    // not merely a fresh cache hit.
    PUBLIC_CACHE_FRESH_MS: "0",
    // The public cache is per process (decision 023): one process, so "pages it has seen" is one cache.
    WEB_CONCURRENCY: "1",
  });
  await waitUntilReady(`${PORTAL}/`, portal);
});

test.afterAll(async () => {
  // Nothing started means this was the skipped project's worker: the folder may be in use.
  if (!api) return;
  await stop(portal);
  await stop(api);
  freshDir(DATA_DIR);
});

async function expectCachedPagesServe(request: APIRequestContext) {
  for (const { path, texts } of cachedPages) {
    const res = await request.get(PORTAL + path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    for (const text of texts) expect(html, `${path} shows "${text}"`).toContain(text);
  }
}

async function expectFriendlyErrorPages(request: APIRequestContext) {
  for (const path of uncachedPages) {
    const started = Date.now();
    const res = await request.get(PORTAL + path);
    expect([502, 503], `${path} status`).toContain(res.status());
    // Bounded by the portal's API timeout, not left hanging.
    expect(Date.now() - started, `${path} answered in time`).toBeLessThan(API_TIMEOUT_MS + 5_000);
    const html = await res.text();
    expect(html).toContain('lang="bn"');
    expect(html, `${path} explains in Bengali`).toMatch(/[\u0980-\u09FF]{3,}/);
    // Nothing of the failure's internals reaches the visitor.
    for (const leak of ["ApiUnavailableError", "ECONNREFUSED", "node_modules", "    at "]) {
      expect(html, `${path} leaks "${leak}"`).not.toContain(leak);
    }
  }
}

test("with the API up, the public pages answer and fill the cache", async ({ request }) => {
  await expectCachedPagesServe(request);
});

test("with the API frozen (slow), cached pages still serve and others get the error page", async ({ request }) => {
  test.setTimeout(60_000);
  // SIGSTOP keeps the port open and accepting connections but never answering: a hung API.
  api!.child.kill("SIGSTOP");
  try {
    await expectCachedPagesServe(request);
    await expectFriendlyErrorPages(request);
  } finally {
    api!.child.kill("SIGCONT");
  }
});

test("with the API down, cached pages still serve and others get the error page", async ({ request, page }) => {
  await stop(api);
  await expectCachedPagesServe(request);
  await expectFriendlyErrorPages(request);

  // In a real browser too: the home page renders its sections from the cache.
  await page.goto(PORTAL + "/");
  await expect(page.getByText("কোর্সে ভর্তি হওয়ার প্রক্রিয়া কী?").first()).toBeVisible();
  const res = await page.goto(PORTAL + uncachedPages[0]!);
  expect([502, 503]).toContain(res?.status());
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
});
