/**
 * Issue 42, item 4: a page that is kept is served from what is kept, by every worker, whatever the API does.
 * Two portal workers; a guest page fetched on one keep-alive connection (so one worker renders and keeps it);
 * then the API frozen (SIGSTOP) and the page asked for by ten visitors at once, on connections of their own
 * that the primary spreads over both workers; then one worker killed and the page asked for again, so its
 * replacement serves it too. Before decision 091 the worker that had not rendered the page rendered it, and
 * answered the Bengali 503 after the API's whole timeout.
 */
import { execFileSync } from "node:child_process";
import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { kill, pgliteDatabase, run, startApi, waitForHealth, type Proc } from "./support";

const API_PORT = 5770;
const PORT = 5771;
const PAGES = ["/faq", "/"];
const database = pgliteDatabase();
let api: Proc;
let portal: Proc;

beforeAll(async () => {
  api = await startApi(API_PORT, database);
  portal = run(
    "bin/start.ts",
    {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      PRODUCT_API_URL: `http://127.0.0.1:${API_PORT}`,
      SESSION_SECRET: "fault-suite-only-session-secret-0123456789",
      WEB_CONCURRENCY: "2",
      // Each worker's portal_listening line names its pid: how the test knows the replacement takes visitors.
      LOG_LEVEL: "info",
    },
    { detached: true },
  );
  await waitForHealth(`http://127.0.0.1:${PORT}/healthz`, portal, 240_000);
}, 300_000);

afterAll(async () => {
  if (api?.child.signalCode === null) api.child.kill("SIGCONT");
  await Promise.all([portal && kill(portal, "SIGKILL"), api && kill(api, "SIGKILL")]);
  await database.drop();
});

type Answer = { status: number; kept: boolean; ms: number };

/** A guest's page load on a connection of its own (so the primary may give it to either worker). */
function visit(path: string): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: PORT, path, agent: false, headers: { accept: "text/html" } }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          kept: String(res.headers["content-security-policy"]).includes("'sha256-"),
          ms: Date.now() - started,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** The portal's worker processes: the primary's children that run the host (tsx has an esbuild child too). */
const workerPids = () =>
  execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(portal.child.pid)], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes("bin/portal.ts"))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

it("serves a kept page from every worker, and from a worker started since, while the API is frozen", async () => {
  expect(workerPids()).toHaveLength(2);
  // As a browser's keep-alive connection does: every request reaches the one worker that took the connection.
  for (const path of PAGES) for (let i = 0; i < 9; i++) await (await fetch(`http://127.0.0.1:${PORT}${path}`)).text();

  api.child.kill("SIGSTOP");
  for (const path of PAGES) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => visit(path)));
    expect(
      answers.map((a) => `${a.status} ${a.kept ? "kept" : "rendered"}`),
      path,
    ).toEqual(Array(10).fill("200 kept"));
  }

  const [killed, other] = workerPids();
  process.kill(killed!, "SIGKILL");
  // The replacement takes connections once it listens; until then the other worker answers them all.
  const replacementListens = () => {
    const replacement = workerPids().find((pid) => pid !== killed && pid !== other);
    return replacement !== undefined && portal.output().includes(`"pid":${replacement}`);
  };
  for (let i = 0; i < 1200 && !replacementListens(); i++) await sleep(100);
  expect(replacementListens(), portal.output()).toBe(true);
  for (const path of PAGES) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => visit(path)));
    expect(
      answers.map((a) => `${a.status} ${a.kept ? "kept" : "rendered"}`),
      `${path} after a worker was replaced`,
    ).toEqual(Array(10).fill("200 kept"));
  }
  api.child.kill("SIGCONT");
}, 120_000);
