/**
 * The portal host under huge bodies and shutdown: bodies over its limit are refused with 413 before
 * they are read (declared by Content-Length or counted as they arrive chunked), one at a time and many
 * at once, with the process's memory staying flat; and SIGTERM drains keep-alive clients and slow ones.
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHUTDOWN_GRACE_MS } from "../../server/http/drain";
import { keepAliveConnection, kill, pgliteDatabase, run, slowClient, startApi, waitForHealth, type Proc } from "./support";

const API_PORT = 5730;
const PORT = 5731;
const MB = 1024 * 1024;
const database = pgliteDatabase();
let api: Proc;
let portal: Proc;

beforeAll(async () => {
  api = await startApi(API_PORT, database);
  // The real `npm start` in front of that API; it builds the Remix app when the build is missing or stale.
  portal = run("bin/start.ts", {
    HOST: "127.0.0.1",
    PORT: String(PORT),
    PRODUCT_API_URL: `http://127.0.0.1:${API_PORT}`,
    NODE_ENV: "production",
    PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
    SESSION_SECRET: "fault-suite-only-session-secret-0123456789",
  });
  await waitForHealth(`http://127.0.0.1:${PORT}/`, portal, 240_000);
}, 300_000);

afterAll(async () => {
  await Promise.all([portal && kill(portal, "SIGKILL"), api && kill(api, "SIGKILL")]);
  await database.drop();
});

type Answer = { status: number; type: string; body: string };

/**
 * POSTs `bytes` zero bytes, 64 KB at a time (the test never holds the body either), with a
 * Content-Length or chunked, and stops sending as soon as an answer arrives.
 */
function post(
  path: string,
  bytes: number,
  { chunked = false, accept = "*/*", type = "application/x-www-form-urlencoded" } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { "content-type": type, accept, origin: `http://127.0.0.1:${PORT}` };
    if (!chunked) headers["content-length"] = bytes;
    const req = request({ host: "127.0.0.1", port: PORT, method: "POST", path, headers });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body });
        req.destroy(); // the upload is abandoned: its connection is of no further use
      });
      res.on("error", reject);
    });
    // Once the server has answered and closed, the rest of the upload may fail: that is expected.
    req.on("error", (err) => (answered ? undefined : reject(err)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (!answered && sent < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (sent >= bytes) req.end();
    };
    pump();
  });
}

/** Resident memory of the portal: its process and every child (the cluster workers, bin/cluster.ts), in bytes. */
function rss(pid = portal.child.pid!): number {
  let total = 0;
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    total += Number(line?.[1] ?? 0) * 1024;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    for (const child of children ? children.split(/\s+/) : []) total += rss(Number(child));
  } catch {
    // A process that just exited holds no memory.
  }
  return total;
}

/** Runs `work` while sampling the portal's memory; returns the largest growth seen. */
async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 25);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rss()) - before;
}

describe("the portal's body limit", () => {
  it("still takes bodies within the limit, with a length or chunked", async () => {
    for (const chunked of [false, true]) {
      const body = JSON.stringify({ to: "/courses" });
      const res = await new Promise<number>((resolve, reject) => {
        const headers: Record<string, string | number> = {
          "content-type": "application/json",
          origin: `http://127.0.0.1:${PORT}`,
        };
        if (!chunked) headers["content-length"] = Buffer.byteLength(body);
        const req = request({ host: "127.0.0.1", port: PORT, method: "POST", path: "/resources/activity", headers }, (r) => {
          r.resume();
          r.on("end", () => resolve(r.statusCode ?? 0));
        });
        req.on("error", reject);
        req.end(body);
      });
      expect(res, chunked ? "chunked" : "with Content-Length").toBe(204);
    }
  });

  it("refuses 10 MB and 100 MB bodies, one at a time, with a Bengali page or a JSON error", async () => {
    for (const bytes of [10 * MB, 100 * MB]) {
      for (const chunked of [false, true]) {
        const page = await post("/login", bytes, { chunked, accept: "text/html,application/xhtml+xml" });
        expect(page.status).toBe(413);
        expect(page.type).toMatch(/text\/html/);
        expect(page.body).toContain('lang="bn"');
        expect(page.body).toContain("পাঠানো তথ্য অনেক বড়");

        const json = await post("/resources/activity", bytes, { chunked, type: "application/json" });
        expect(json.status).toBe(413);
        expect(json.type).toMatch(/application\/json/);
        expect(JSON.parse(json.body)).toEqual({ message: expect.stringContaining("অনেক বড়") });
      }
    }
  });

  it("refuses twenty at once (10 MB and 100 MB, with a length and chunked) with memory staying bounded", async () => {
    const answers: Answer[] = [];
    const growth = await peakGrowth(async () => {
      const uploads = [10 * MB, 100 * MB].flatMap((bytes) =>
        [false, true].flatMap((chunked) =>
          Array.from({ length: 5 }, () => post("/resources/activity", bytes, { chunked, type: "application/json" })),
        ),
      );
      answers.push(...(await Promise.all(uploads)));
    });
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(413));
    // Before the limit one 100 MB body alone grew the portal by about 350 MB.
    expect(growth, `the portal grew by ${Math.round(growth / MB)} MB`).toBeLessThan(64 * MB);
  });
});

describe("the portal on SIGTERM", () => {
  it("answers a request on an open keep-alive connection with Connection: close, closes a slow client's connection, then exits 0 within its budget", async () => {
    const idle = keepAliveConnection(PORT);
    await idle.opened;
    expect(await idle.ask("/")).toMatch(/^HTTP\/1\.1 200/);
    // Request headers still arriving (issue 23): before, the process waited on it until its budget ran out and exited 1.
    const slow = slowClient(PORT);
    await slow.opened;
    const stopped = Date.now();
    portal.child.kill("SIGTERM");
    await sleep(100);
    const duringDrain = await idle.ask("/");
    expect(duringDrain).toMatch(/^HTTP\/1\.1 \d{3}/);
    expect(duringDrain.toLowerCase()).toContain("connection: close");
    idle.close();
    expect(await portal.exited).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(SHUTDOWN_GRACE_MS / 2);
    await slow.closed;
  });
});
