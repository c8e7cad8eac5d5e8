/**
 * `npm run bench`: throughput and latency of the pages that take the most traffic, plus the
 * JavaScript the home page ships. Starts its own production stack on free loopback ports unless
 * BENCH_URL (portal) and optionally BENCH_API_URL (product API) point at a running one.
 * Results go to stdout and bench/results/latest.json; docs/benchmarks.md explains them.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATA_DIR = ".data-bench";

type Row = { name: string; url: string; reqPerSec: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`stack exited with ${child.exitCode} before ${url} answered`);
    if (
      await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function startStack(): Promise<{ portal: string; api: string; stop: () => void }> {
  const [port, apiPort] = [await freePort(), await freePort()];
  rmSync(DATA_DIR, { recursive: true, force: true });
  // Always the embedded API: the point is to measure this repository's own stack.
  const { PRODUCT_API_URL: _ignored, ...inherited } = process.env;
  // Its own process group, so stopping it also stops the API child that `npm start` spawns.
  const child = spawn("npm", ["start"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR,
      // Production refuses the embedded database unless told; a throwaway bench folder is what it is for.
      ALLOW_EMBEDDED_DB: "1",
      SESSION_SECRET: randomBytes(32).toString("base64"),
      OTP_PEPPER: randomBytes(32).toString("base64"),
      // Production insists on a real SMS gateway; nothing measured here sends a text.
      SMS_DRIVER: "http",
      SMS_HTTP_URL: "http://127.0.0.1:9/sms",
      SMS_HTTP_API_KEY: "bench",
      SMS_SENDER_ID: "SOPAN",
      LOG_LEVEL: "warn",
    },
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
    rmSync(DATA_DIR, { recursive: true, force: true });
  };
  const portal = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${portal}/`, child);
  } catch (e) {
    stop();
    throw e;
  }
  return { portal, api: `http://127.0.0.1:${apiPort}`, stop };
}

async function measure(name: string, url: string): Promise<Row> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    url,
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** Every /build/*.js the home HTML references (entry, route chunks, modulepreloads). */
async function homeJavaScript(portal: string) {
  const html = await (await fetch(`${portal}/`)).text();
  const paths = [...new Set([...html.matchAll(/["'](\/build\/[^"'?#]+\.js)["']/g)].map((m) => m[1]!))];
  const files: { path: string; rawBytes: number; gzipBytes: number }[] = [];
  for (const path of paths) {
    const body = Buffer.from(await (await fetch(portal + path)).arrayBuffer());
    files.push({ path, rawBytes: body.length, gzipBytes: gzipSync(body).length });
  }
  // Largest first: the list exists to show what to trim.
  files.sort((a, b) => b.rawBytes - a.rawBytes);
  const sum = (key: "rawBytes" | "gzipBytes") => files.reduce((n, f) => n + f[key], 0);
  return { rawBytes: sum("rawBytes"), gzipBytes: sum("gzipBytes"), files };
}

async function main() {
  const external = process.env.BENCH_URL;
  const stack = external
    ? { portal: external.replace(/\/+$/, ""), api: process.env.BENCH_API_URL?.replace(/\/+$/, ""), stop: () => {} }
    : await startStack();
  try {
    // Warm the portal's public cache and the JIT, so the numbers are steady-state.
    for (let i = 0; i < 20; i++)
      await Promise.all(["/", "/faq"].map((p) => fetch(stack.portal + p).then((r) => r.arrayBuffer())));

    const rows: Row[] = [
      await measure("portal GET / (home)", `${stack.portal}/`),
      await measure("portal GET /faq", `${stack.portal}/faq`),
    ];
    if (stack.api) rows.push(await measure("API GET /api/v3/web/app-data", `${stack.api}/api/v3/web/app-data`));
    const js = await homeJavaScript(stack.portal);

    console.log(
      `\n${DURATION_S} s per target, ${CONNECTIONS} connections, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}`,
    );
    console.table(rows.map(({ url: _url, ...r }) => r));
    console.log(
      `home page JavaScript: ${js.files.length} files, ${(js.rawBytes / 1024).toFixed(1)} KiB raw, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip`,
    );

    mkdirSync("bench/results", { recursive: true });
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown"}`,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      rows,
      homeJavaScript: js,
    };
    writeFileSync("bench/results/latest.json", JSON.stringify(result, null, 2) + "\n");
    console.log("written bench/results/latest.json");
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
      console.error("some requests failed: the numbers above are not a clean measurement");
      process.exitCode = 1;
    }
  } finally {
    stack.stop();
  }
}

await main();
