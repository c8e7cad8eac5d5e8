/**
 * The API's /metrics (decision 027): the named series after real requests, labelled by route
 * template rather than by URL, and no answer at all for anybody outside the internal network.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../../server/app";
import { metricsAccess, mayScrape } from "../../server/http/metrics-access";
import { inProcessJobQueue } from "../../server/jobs/in-process";
import { memoryRateLimiter, type RateLimiter } from "../../server/rate-limit/limiter";
import { openTestDatabase, silentLog, testConfig, type TestDatabase } from "./helpers";

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

/** The value of one series in a scrape, or undefined when the scrape has no such series. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("what the alerts read (deploy/prometheus)", () => {
  it("shows 0 as the age of the oldest pending payment when none is pending (its rise: payments-bkash-truth.test.ts)", async () => {
    const app = apiWith();
    expect(sample((await app.inject({ url: "/metrics" })).body, "payments_pending_oldest_age_seconds")).toBe(0);
    await app.close();
  });

  it("says whether the database and Redis answer, and leaves Redis out when none is configured", async () => {
    const up = (text: string, dependency: string) => sample(text, `api_dependency_up{dependency="${dependency}"}`);
    const alone = apiWith();
    const text = (await alone.inject({ url: "/metrics" })).body;
    expect(up(text, "database")).toBe(1);
    expect(up(text, "redis")).toBeUndefined();
    await alone.close();

    let redisAnswers = true;
    const limiter: RateLimiter = {
      ...memoryRateLimiter(),
      ping: async () => {
        if (!redisAnswers) throw new Error("Redis is reconnecting");
      },
    };
    const gone = await openTestDatabase();
    await gone.close();
    const app = buildApi({ db: gone.db, config: testConfig(), limiter });
    const scrape = async () => {
      const res = await app.inject({ url: "/metrics" });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    // With the database away a scrape still answers (the refund gauge's fallback once recursed without end).
    expect(up(await scrape(), "redis")).toBe(1);
    redisAnswers = false;
    const down = await scrape();
    expect(up(down, "redis")).toBe(0);
    expect(up(down, "database")).toBe(0);
    await app.close();
  });

  it("counts every background job attempt by job and outcome", async () => {
    const jobs = inProcessJobQueue({ log: silentLog, backoff: () => 0 });
    const app = buildApi({ db: database.db, config: testConfig(), limiter: memoryRateLimiter(), jobs });
    jobs.define({
      name: "metrics.flaky",
      attempts: 2,
      backoffMs: 0,
      handle: async () => {
        throw new Error("always");
      },
    });
    await app.ready();
    await jobs.enqueue("metrics.flaky", {});
    await jobs.idle();
    const text = (await app.inject({ url: "/metrics" })).body;
    expect(sample(text, 'background_job_attempts_total{name="metrics.flaky",outcome="retrying"}')).toBe(1);
    expect(sample(text, 'background_job_attempts_total{name="metrics.flaky",outcome="failed"}')).toBe(1);
    await app.close();
  });

  it("shows the free and total bytes of the data folder's filesystem on PGlite, and nothing on PostgreSQL", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "sopan-metrics-data-"));
    try {
      const app = apiWith({ DATA_DIR: folder });
      const text = (await app.inject({ url: "/metrics" })).body;
      const free = sample(text, `data_dir_filesystem_avail_bytes{path="${folder}"}`);
      const size = sample(text, `data_dir_filesystem_size_bytes{path="${folder}"}`);
      expect(free).toBeGreaterThan(0);
      expect(size).toBeGreaterThanOrEqual(free!);
      await app.close();
      const onPostgres = apiWith({ DATA_DIR: folder, DATABASE_URL: "postgres://db.invalid/sopan" });
      expect((await onPostgres.inject({ url: "/metrics" })).body).not.toContain("data_dir_filesystem");
      await onPostgres.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
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
