/**
 * A logout whose API call fails: the token is revoked again in the background until the API answers
 * (app/lib/auth/revocation.server.ts), against a tiny fake upstream that is down at first.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

const TOKEN = "7|revoke-me-0123456789abcdefghijklmnop";
let answers: number[] = [];
const calls: { url?: string; authorization?: string }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push({ url: req.url, authorization: req.headers.authorization });
    const status = answers.shift() ?? 200;
    res
      .writeHead(status, { "content-type": "application/json" })
      .end(JSON.stringify({ message: status === 200 ? "ok" : "down" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("PRODUCT_API_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv("NODE_ENV", "test");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

it("retries a failed upstream logout until the API revokes the token", async () => {
  const { revokeToken } = await import("~/features/account/revocation.server");
  answers = [503, 503];
  await revokeToken(TOKEN, [10, 10, 10]);
  await vi.waitFor(() => expect(calls).toHaveLength(3), { timeout: 2_000 });
  for (const call of calls) expect(call).toEqual({ url: "/api/v3/auth/logout", authorization: `Bearer ${TOKEN}` });
  await new Promise((r) => setTimeout(r, 50));
  expect(calls).toHaveLength(3); // done once the API answered
});

it("stops at a 401: the token is already dead", async () => {
  const { revokeToken } = await import("~/features/account/revocation.server");
  calls.length = 0;
  answers = [401];
  await revokeToken(TOKEN, [10, 10]);
  await new Promise((r) => setTimeout(r, 60));
  expect(calls).toHaveLength(1);
});
