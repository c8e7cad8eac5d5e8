/**
 * The tag of a test the nojs project runs as well as the js one (playwright.config.ts greps for it). A test gets it
 * when JavaScript changes what it checks: a form a doctor submits, a flow walked through links and forms (which
 * Remix's scripts intercept when they run), a no-JavaScript fallback, or a check that branches on the project.
 * A test that reads what the server sent (headers, meta, static text, HTML structure, a request without a page)
 * sees the same thing in both projects, so it runs once, in js. tests/unit/e2e-nojs-tags.test.ts keeps every
 * spec file classified.
 */
export const NOJS = { tag: "@nojs" } as const;

/** The spec files with no NOJS test, and why none of their tests needs the run without JavaScript. */
export const JS_ONLY_SPECS: Record<string, string> = {
  "api-down.spec.ts": "requests to a portal whose API is slow or down: what the server answers",
  "crawl.spec.ts": "links read from the server's HTML over HTTP, which the js run does too, then from the hydrated page",
  "fuzz.spec.ts": "hostile requests without a page",
  "metrics.spec.ts": "the /metrics scrape, requests without a page",
  "public-pages.spec.ts": "server-rendered content pages read as they load",
  "security.spec.ts": "headers, cookies and guards the server sets, and checks that need JavaScript",
  "shipped-bytes.spec.ts": "the bytes the server sends, and the hydration code's fetch, which needs JavaScript",
};
