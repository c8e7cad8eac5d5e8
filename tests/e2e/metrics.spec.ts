/**
 * /metrics on the production-mode E2E stack (decision 027). The portal runs there as cluster workers
 * (WEB_CONCURRENCY unset, one per core), so one scrape shows what every worker counted: the pages by
 * Remix route id, the product API calls behind them and the render cache. Nothing that came through
 * a proxy is answered. Browser-free: it runs in one project only.
 */
import { expect, test } from "@playwright/test";
import { keptPage } from "./support/render-cache";
import { E2E_API_URL } from "./support/stack";

test("the portal's /metrics shows pages by route id, API calls by endpoint and the render cache", async ({ request }) => {
  // No cookie: the guest render cache keeps the page, so the second visit is a hit.
  for (let i = 0; i < 3; i++) expect((await request.get("/faq", { headers: { cookie: "" } })).status()).toBe(200);
  // Each worker keeps its copy once its render is over: ask until answers come from the cache.
  await keptPage(request, "/faq");
  expect((await request.get("/courses/no-such-course-42")).status()).toBe(404);
  // The API's 404 for an unknown batch: an answer, not a failure.
  expect((await request.get("/batch-details/999942")).status()).toBe(404);

  const scrape = await request.get("/metrics");
  expect(scrape.status()).toBe(200);
  expect(scrape.headers()["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await scrape.text();
  expect(text).toMatch(/http_requests_total\{method="GET",route="routes\/_public\.faq\._index",status="200"\} [3-9]/);
  // The slug is a parameter of the route, never a label of its own.
  expect(text).toMatch(/http_requests_total\{method="GET",route="routes\/_public\.courses\.\$slug",status="404"\} [1-9]/);
  expect(text).not.toContain("no-such-course-42");
  expect(text).toMatch(/portal_api_call_duration_seconds_bucket\{le="[\d.+Inf]+",endpoint="\w+",outcome="ok"\}/);
  expect(text).toMatch(/portal_api_call_duration_seconds_count\{endpoint="batchDetails",outcome="http_4xx"\} [1-9]/);
  // Never a label (a float sum may well contain the digits).
  expect(text).not.toMatch(/\{[^}]*999942[^}]*\}/);
  expect(text).not.toMatch(/portal_api_call_errors_total\{endpoint="batchDetails"/);
  expect(text).toMatch(/portal_render_cache_lookups_total\{result="hit"\} [1-9]/);
  expect(text).toMatch(/portal_public_cache_lookups_total\{result="(fresh|miss)"\} [1-9]/);
  expect(text).toContain("nodejs_heap_size_used_bytes");
});

test("a scrape that came through a proxy gets the portal's and the API's ordinary 404", async ({ request }) => {
  const viaProxy = await request.get("/metrics", { headers: { "x-forwarded-for": "203.0.113.9" } });
  expect(viaProxy.status()).toBe(404);
  expect(await viaProxy.text()).not.toContain("http_requests_total");
  const apiViaProxy = await request.get(`${E2E_API_URL}/metrics`, { headers: { forwarded: "for=203.0.113.9" } });
  expect(apiViaProxy.status()).toBe(404);
  const api = await request.get(`${E2E_API_URL}/metrics`);
  expect(api.status()).toBe(200);
  expect(await api.text()).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v3\/web\/[^"]*"\} [1-9]/);
});
