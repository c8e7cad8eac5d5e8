/**
 * The portal's probes (bin/health.ts): liveness always, readiness only when not draining and the
 * API's process answers.
 */
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, expect, it } from "vitest";
import { healthRouter } from "../../bin/health";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function portal(apiBaseUrl: string, draining = false): Promise<string> {
  const app = express();
  app.locals.isDraining = () => draining;
  app.use(healthRouter(apiBaseUrl));
  return serve(app);
}

it("is live and ready while the API's process answers", async () => {
  const api = await serve((_req, res) => res.end('{"status":"ok"}'));
  const url = await portal(api);
  const live = await fetch(`${url}/healthz`);
  expect(live.status).toBe(200);
  expect(live.headers.get("cache-control")).toBe("no-store");
  const ready = await fetch(`${url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: "ok", checks: { api: "ok" } });
});

it("is not ready while draining, and still live", async () => {
  const api = await serve((_req, res) => res.end("{}"));
  const url = await portal(api, true);
  expect((await fetch(`${url}/readyz`)).status).toBe(503);
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
});

it("is not ready when the API does not answer", async () => {
  const url = await portal("http://127.0.0.1:9");
  const ready = await fetch(`${url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: "unavailable", checks: { api: "unavailable" } });
});
