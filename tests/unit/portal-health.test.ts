/**
 * The portal's probes (bin/health.ts): liveness always, readiness whenever it is not draining. Readiness
 * does not ask the API (issue 23): with the API away, the portal still serves public pages from its cache
 * and the Bengali error pages, and a readiness tied to the API would take every portal out of the Service
 * (or keep compose's nginx from ever starting) exactly then.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, expect, it } from "vitest";
import { healthRouter } from "../../bin/health";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

async function portal(draining = false): Promise<string> {
  const app = express();
  app.locals.isDraining = () => draining;
  app.use(healthRouter());
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

it("is live and ready, uncached, while not draining", async () => {
  const url = await portal();
  const live = await fetch(`${url}/healthz`);
  expect(live.status).toBe(200);
  expect(live.headers.get("cache-control")).toBe("no-store");
  const ready = await fetch(`${url}/readyz`);
  expect(ready.status).toBe(200);
  expect(ready.headers.get("cache-control")).toBe("no-store");
  expect(await ready.json()).toEqual({ status: "ok" });
});

it("is not ready while draining, and still live", async () => {
  const url = await portal(true);
  expect((await fetch(`${url}/readyz`)).status).toBe(503);
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
});
