/**
 * Liveness, readiness and request ids on the API (decision 025): /readyz tells the load balancer
 * whether to send requests (database, Redis when configured, not draining); /healthz only that the
 * process is up; every request's log lines and answer carry its id.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../../server/app";
import { memoryRateLimiter, type RateLimiter } from "../../server/rate-limit/limiter";
import { openTestDatabase, testConfig, type TestDatabase } from "./helpers";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function apiWith(options: { draining?: boolean; limiter?: RateLimiter; logs?: string[] } = {}) {
  return buildApi({
    db: database.db,
    config: testConfig({ LOG_LEVEL: "info", REPLICA_NAME: "api-test-1" }),
    isDraining: () => options.draining ?? false,
    limiter: options.limiter ?? memoryRateLimiter(),
    logStream: { write: (line) => void options.logs?.push(line) },
  });
}

describe("GET /healthz and /readyz", () => {
  it("are ok with the database up and no Redis configured", async () => {
    const app = apiWith();
    const live = await app.inject({ url: "/healthz" });
    expect(live.statusCode).toBe(200);
    expect(live.headers["cache-control"]).toBe("no-store");
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", checks: { database: "ok", redis: "not configured" } });
    await app.close();
  });

  it("readiness turns 503 while draining; liveness stays 200", async () => {
    const app = apiWith({ draining: true });
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(503);
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    await app.close();
  });

  it("readiness stays 200 when Redis does not answer, naming it degraded (decision 028)", async () => {
    const limiter: RateLimiter = {
      ...memoryRateLimiter(),
      ping: () => Promise.reject(new Error("connect ECONNREFUSED")),
    };
    const app = apiWith({ limiter });
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "degraded", checks: { database: "ok", redis: "unavailable" } });
    await app.close();
  });
});

describe("request ids", () => {
  it("keeps a well-formed X-Request-Id, answers it and logs it as reqId", async () => {
    const logs: string[] = [];
    const app = apiWith({ logs });
    const id = "3f1c9a5e-2b7d-4e8f-9a01-6c5d4e3b2a10";
    const res = await app.inject({ url: "/healthz", headers: { "x-request-id": id } });
    expect(res.headers["x-request-id"]).toBe(id);
    expect(res.headers["x-served-by"]).toBe("api-test-1");
    const lines = logs.map((l) => JSON.parse(l) as { reqId?: string });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.reqId === id)).toBe(true);
    await app.close();
  });

  it("replaces an id that could forge log lines or carry data with a fresh UUID", async () => {
    const app = apiWith();
    for (const sent of ["x", 'a"b\\nfake', "a".repeat(200), "id with spaces"]) {
      const res = await app.inject({ url: "/healthz", headers: { "x-request-id": sent } });
      expect(res.headers["x-request-id"]).not.toBe(sent);
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    await app.close();
  });
});
