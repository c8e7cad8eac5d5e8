/**
 * The contract and the built API name the same routes: every registry entry has a handler on its
 * method and path, and every route under /api is a contract entry (health, media, the dev outbox,
 * sanctum and the bKash simulator, which speaks bKash's protocol rather than ours, are the only plain routes). A contract entry without a handler, or a handler on a
 * path the contract does not know, fails here.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApi } from "../../server/app";
import { endpoints } from "../../server/contract";
import { openTestDatabase, testConfig, type TestDatabase } from "./helpers";

const BKASH_SIMULATOR = "/dev/bkash/v1.2.0-beta";
const PLAIN_ROUTES = [
  "GET /health",
  "GET /healthz",
  "GET /readyz",
  "GET /sanctum/csrf-cookie",
  "GET /media/*",
  "GET /dev/sms-outbox",
  ...["token/grant", "token/refresh", "create", "execute", "payment/status", "payment/refund"].map(
    (step) => `POST ${BKASH_SIMULATOR}/tokenized/checkout/${step}`,
  ),
  `GET ${BKASH_SIMULATOR}/wallet/:paymentID`,
  `POST ${BKASH_SIMULATOR}/wallet/:paymentID`,
];

let database: TestDatabase;
let app: FastifyInstance;
const registered: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = buildApi({ db: database.db, config: testConfig() });
  // Added before the route plugins load (they load on ready), so it sees every route they declare.
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") registered.push(`${method} ${route.url}`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const contractRoutes = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);

it("registers every contract endpoint on its method and path", () => {
  for (const [name, e] of Object.entries(endpoints)) {
    expect(app.hasRoute({ method: e.method, url: e.path }), `${name}: ${e.method} ${e.path}`).toBe(true);
  }
});

it("registers nothing but the contract's endpoints and the plain routes, each once", () => {
  expect([...registered].sort()).toEqual([...contractRoutes, ...PLAIN_ROUTES].sort());
});
