/**
 * The API's /metrics (decision 027): the named series after real requests, labelled by route
 * template rather than by URL, and no answer at all for anybody outside the internal network.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../../server/app";
import { metricsAccess, mayScrape } from "../../server/http/metrics-access";
import { memoryRateLimiter } from "../../server/rate-limit/limiter";
import { openTestDatabase, testConfig, type TestDatabase } from "./helpers";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const apiWith = (env: Record<string, string> = {}) =>
  buildApi({ db: database.db, config: testConfig(env), limiter: memoryRateLimiter() });

describe("GET /metrics on the API", () => {
  it("counts requests by route template, times them, and shows the process, pool and read cache", async () => {
    const app = apiWith();
    await app.inject({ url: "/api/v3/web/batches/4242/schedules" });
    await app.inject({ url: "/api/v3/web/batches/977/schedules" });
    await app.inject({ url: "/api/v3/web/homepage/banner-section" });
    await app.inject({ url: "/api/v3/web/homepage/banner-section" });
    await app.inject({ url: "/healthz" });

    const scrape = await app.inject({ url: "/metrics" });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scrape.body;
    const schedules = /http_requests_total\{method="GET",route="\/api\/v3\/web\/batches\/:id\/schedules",status="(\d+)"\} 2/;
    expect(text).toMatch(schedules);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v3\/web\/batches\/:id\/schedules"\} 2/);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v3/web/homepage/banner-section"}',
    );
    // Ids never become labels, and probes stay out of the request numbers.
    expect(text).not.toContain("4242");
    expect(text).not.toMatch(/route="\/healthz"/);
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toMatch(/api_read_cache_lookups_total\{result="hit"\} [1-9]/);
    if (database.driver === "postgres") expect(text).toMatch(/db_pool_connections [1-9]/);
    else expect(text).not.toContain("db_pool_connections");
    await app.close();
  });

  it("answers 404 to a peer outside METRICS_ALLOW and to anything that came through a proxy", async () => {
    const app = apiWith();
    const outside = await app.inject({ url: "/metrics", remoteAddress: "203.0.113.9" });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain("http_requests_total");
    const viaProxy = await app.inject({ url: "/metrics", headers: { "x-forwarded-for": "10.0.0.7" } });
    expect(viaProxy.statusCode).toBe(404);
    const privateRange = await app.inject({ url: "/metrics", remoteAddress: "10.20.30.40" });
    expect(privateRange.statusCode).toBe(200);
    await app.close();
  });

  it("with METRICS_TOKEN, wants the bearer token as well", async () => {
    const token = "metrics-token-0123456789abcdef0123456789";
    const app = apiWith({ METRICS_TOKEN: token, METRICS_ALLOW: "127.0.0.0/8" });
    expect((await app.inject({ url: "/metrics" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}x` } })).statusCode).toBe(404);
    expect((await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect(
      (await app.inject({ url: "/metrics", remoteAddress: "10.0.0.1", headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(404);
    await app.close();
  });

  it("refuses a METRICS_ALLOW that is not a list of ranges", () => {
    expect(() => testConfig({ METRICS_ALLOW: "10.0.0.0/8,intranet" })).toThrow(/METRICS_ALLOW/);
    expect(() => testConfig({ METRICS_ALLOW: "10.0.0.0/33" })).toThrow(/METRICS_ALLOW/);
  });
});

describe("mayScrape", () => {
  const access = metricsAccess();
  const from = (peerAddress: string | undefined, headers: Record<string, string> = {}) =>
    mayScrape(access, { peerAddress, headers });

  it("admits loopback and the private ranges by default, IPv4-mapped or not", () => {
    for (const peer of ["127.0.0.1", "::1", "10.1.2.3", "172.31.255.1", "192.168.0.9", "fd12::1", "::ffff:10.0.0.5"])
      expect(from(peer), peer).toBe(true);
  });

  it("refuses public addresses, neighbours of the private ranges, unknown peers and forwarded requests", () => {
    for (const peer of ["203.0.113.9", "172.32.0.1", "11.0.0.1", "2001:db8::1", "::ffff:8.8.8.8", undefined])
      expect(from(peer), String(peer)).toBe(false);
    expect(from("127.0.0.1", { forwarded: "for=198.51.100.1" })).toBe(false);
    expect(from("127.0.0.1", { "x-real-ip": "127.0.0.1" })).toBe(false);
  });
});
