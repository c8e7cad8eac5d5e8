/**
 * Every link the portal renders leads somewhere: a crawl of every internal `<a href>` reachable from
 * `/` as a guest, and from `/my/dashboard` as the demo doctor and as a doctor who has just registered
 * (each on a verified browser), failing with each URL that answered any 4xx or 5xx and the pages that
 * linked it. A closed or forbidden item is shown as text with its reason, never as a link into a 403:
 * decision 007. It stays in the suite so no page can link into nothing.
 *
 * Pages are fetched over HTTP (the browser context's own request client, so the doctor's session
 * cookie goes along) and their links read from the server-rendered HTML: that is what a browser
 * without JavaScript follows. One page of each route shape is also rendered in the browser, adding
 * the links the hydrated page shows. A run in the nojs project would repeat the HTTP half alone, so
 * the crawl runs once, in js.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { fakeClientIp, registerThroughPortal } from "./support/accounts";
import { expect, test } from "./support/demo-session";
import { demoOnVerifiedBrowser } from "./support/learning";

const MAX_PAGES = 400;
const CRAWL_BUDGET_MS = 150_000;
const PARALLEL_FETCHES = 4;
const MAX_BROWSER_RENDERS = 40;

/** Not pages: POST-only endpoints, redirects to the external admin site, the admin-token login. */
const NOT_CRAWLED = [/^\/logout(\/|$)/, /^\/admin(\/|$)/, /^\/login-for-admin(\/|$)/, /^\/resources\//];

/** `linkedFrom` is the crawl's live set: links found after the failed fetch still count. */
type Broken = { url: string; status: number; linkedFrom: Set<string> };
type CrawlResult = { broken: Broken[]; fetched: number; reached: Set<string>; stoppedEarly: string | null };

const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  "#x27": "'",
  "#39": "'",
  "#x2F": "/",
};
const decodeEntities = (s: string) => s.replace(/&(amp|quot|apos|lt|gt|#x27|#39|#x2F);/g, (_, name: string) => ENTITIES[name]!);

/** The `href` of every `<a>` in server-rendered HTML that is not a download link. */
function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    if (/\sdownload(\s|=|>|\/)/i.test(tag)) continue;
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = href?.[1] ?? href?.[2] ?? href?.[3];
    if (value !== undefined) hrefs.push(decodeEntities(value));
  }
  return hrefs;
}

/** The portal URL an href leads to (no fragment), or null when it is not one to follow. */
function internalTarget(href: string, from: string, origin: string): string | null {
  const trimmed = href.trim();
  if (!trimmed || trimmed.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(trimmed, from);
  } catch {
    return null;
  }
  // tel:, mailto:, javascript: and every other site.
  if (url.origin !== origin) return null;
  if (NOT_CRAWLED.some((rule) => rule.test(url.pathname))) return null;
  url.hash = "";
  return url.href;
}

/** "/batch-details/12/enroll/40" → "/batch-details/:n/enroll/:n": one browser render per shape. */
const routeShape = (url: string) => new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, "/:n");

async function crawl(
  request: APIRequestContext,
  start: string,
  origin: string,
  extraLinks: (url: string) => Promise<string[]>,
): Promise<CrawlResult> {
  const deadline = Date.now() + CRAWL_BUDGET_MS;
  const linkedFrom = new Map<string, Set<string>>();
  const queue: string[] = [];
  const broken: Broken[] = [];
  let fetched = 0;
  let stoppedEarly: string | null = null;

  const enqueue = (url: string, from: string) => {
    const sources = linkedFrom.get(url);
    if (sources) {
      sources.add(from);
      return;
    }
    linkedFrom.set(url, new Set([from]));
    queue.push(url);
  };
  const follow = (hrefs: string[], page: string) => {
    for (const href of hrefs) {
      const target = internalTarget(href, page, origin);
      if (target) enqueue(target, new URL(page).pathname + new URL(page).search);
    }
  };

  const visit = async (url: string) => {
    const res = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
    fetched++;
    const status = res.status();
    if (status >= 400) {
      broken.push({ url: url.slice(origin.length), status, linkedFrom: linkedFrom.get(url)! });
      return;
    }
    const location = res.headers()["location"];
    if (status >= 300 && status < 400 && location) {
      follow([location], url);
      return;
    }
    if (!(res.headers()["content-type"] ?? "").includes("text/html")) return;
    follow(anchorHrefs(await res.text()), url);
    follow(await extraLinks(url), url);
  };

  enqueue(new URL(start, origin).href, "(start)");
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      if (fetched >= MAX_PAGES) return void (stoppedEarly ??= `the page bound (${MAX_PAGES})`);
      if (Date.now() > deadline) return void (stoppedEarly ??= `the time bound (${CRAWL_BUDGET_MS / 1000} s)`);
      await visit(queue[next++]!);
    }
  };
  // Workers that find the queue empty for a moment stop; rounds go on while pages add new links.
  while (next < queue.length && !stoppedEarly) await Promise.all(Array.from({ length: PARALLEL_FETCHES }, worker));
  // Every URL linked (and so fetched, unless a bound stopped the crawl), by path and query.
  const reached = new Set([...linkedFrom.keys()].map((url) => url.slice(origin.length)));
  return { broken, fetched, reached, stoppedEarly };
}

/** With JavaScript: the links of the hydrated page, once per route shape (the first page of it reached). */
function browserLinks(page: Page) {
  const rendered = new Set<string>();
  let renders = 0;
  let queue = Promise.resolve();
  return (url: string): Promise<string[]> => {
    const shape = routeShape(url);
    if (rendered.has(shape) || renders >= MAX_BROWSER_RENDERS) return Promise.resolve([]);
    rendered.add(shape);
    renders++;
    // One browser page, so renders wait for each other while plain fetches go on.
    const result = queue.then(async () => {
      await page.goto(url, { waitUntil: "load" });
      return page.locator("a[href]:not([download])").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
    });
    queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
}

function report({ broken }: CrawlResult): string {
  return broken
    .map(({ url, status, linkedFrom }) => {
      const pages = [...linkedFrom].sort();
      return { url, line: `${status} ${url}  ← linked from ${pages.slice(0, 5).join(", ")}${pages.length > 5 ? ", …" : ""}` };
    })
    .sort((a, b) => a.url.localeCompare(b.url))
    .map(({ line }) => line)
    .join("\n");
}

for (const who of ["guest", "demo doctor", "new doctor"] as const) {
  const start = who === "guest" ? "/" : "/my/dashboard";
  test(`as a ${who}, every internal link from ${start} answers (no 4xx, no 5xx)`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(CRAWL_BUDGET_MS + 90_000);
    const origin = new URL(baseURL!).origin;
    // The promotion modal is no link, but it would cover the hydrated page.
    await page.context().addCookies([{ name: "promo_seen_at", value: String(Date.now()), url: origin }]);
    // On a verified browser, as a doctor studies: paid pages answer 423 to any other (spec §5).
    if (who === "demo doctor") await demoOnVerifiedBrowser(page, baseURL!, testInfo.parallelIndex);
    if (who === "new doctor") {
      await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": fakeClientIp() });
      // The browser that registers is the doctor's first verified device.
      await registerThroughPortal(page.context());
      // Registered for the free event, as a new doctor often is: its checkout then shows the registration's pages too.
      await page.goto("/event/1001/checkout");
      await page.getByRole("button", { name: "ফ্রি নিবন্ধন করুন" }).click();
      await expect(page.locator('[data-registered="free"]')).toBeVisible();
    }
    const result = await crawl(page.request, start, origin, browserLinks(page));

    testInfo.annotations.push({
      type: "crawl",
      description: `${result.fetched} URLs fetched${result.stoppedEarly ? `, stopped by ${result.stoppedEarly}` : ", every reachable link followed"}`,
    });
    expect(result.fetched, "the crawl reached more than the start page").toBeGreaterThan(10);
    // No page is linked from nowhere: the thank-you page is reached from a finished registration (issue 22 item 15).
    if (who === "new doctor") expect(result.reached, "the thank-you page is linked").toContain("/thank-you");
    // Any registered doctor, enrolled or not, finds the free exams from the dashboard (decision 056).
    if (who !== "guest") expect(result.reached, "the free exams are linked").toContain("/my/free-exams");
    // The doctor's own study pages (issue 26, decision 057) are linked from the dashboard too.
    if (who !== "guest")
      for (const page of ["/my/progress", "/my/practice/mistakes", "/my/bookmarks", "/my/practice"])
        expect(result.reached, `${page} is linked`).toContain(page);
    expect(report(result) || "none", "linked URLs that answered a 4xx or 5xx, with the pages linking them").toBe("none");
  });
}
