/**
 * `npm run bench`: server throughput of the pages that take the most traffic, as a share of a bare
 * Node `http` hello-world measured beside them (docs/benchmarks.md, "Server throughput").
 *
 * One process tree: this process drives autocannon against children it starts on loopback ports:
 * the bare Node reference, a product API on a fresh PGlite folder (and one on DATABASE_URL when set),
 * and two production portals on that API, one with WEB_CONCURRENCY=1 and one with 2. Targets are
 * measured in interleaved rounds (each round visits every target once), so a burst of load from
 * elsewhere on a shared machine spreads over all of them; each row is the median over the rounds.
 * The table goes to stdout, bench/results/latest.json and docs/benchmarks.md.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort, waitFor } from "./processes";

/** The portal may build first. */
const START_TIMEOUT_MS = 240_000;

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Ports from here on when set (a shared machine's agreed range); free ports otherwise. */
const PORT_BASE = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
const DEMO_TOKEN = `1|bench-demo-token-${randomBytes(16).toString("hex")}`;
/** One secret for both portals, so the demo doctor's cookie opens the dashboard on each. */
const SESSION_SECRET = randomBytes(32).toString("base64");
const DOCS = "docs/benchmarks.md";
const TABLE_START = "<!-- npm run bench: table start -->";
const TABLE_END = "<!-- npm run bench: table end -->";

/** What Chromium and Firefox send: every request here carries it, since compression is part of what a page costs. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** A target's headers as a browser would send them. */
const asBrowser = (t: Target) => ({ "accept-encoding": BROWSER_ACCEPT_ENCODING, ...t.headers });

type Target = { name: string; url: string; headers?: Record<string, string>; connections?: number };
type Sample = { reqPerSec: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number; statuses?: string };
type Row = { name: string } & Sample;

const children: ChildProcess[] = [];
let nextPort = PORT_BASE;

function nextFreePort(): Promise<number> {
  return nextPort !== undefined ? Promise.resolve(nextPort++) : freePort();
}

/** `node --import tsx <entry>` (or plain node for a .mjs snippet), in this process tree, output to stderr on failure only. */
function start(args: string[], env: Record<string, string | undefined>): ChildProcess {
  const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

async function startApi(dataDir: string, databaseUrl?: string): Promise<string> {
  const port = await nextFreePort();
  if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  // Test mode: the seed's demo doctor gets a known token (production refuses one) for the dashboard row.
  const child = start(["--import", "tsx", "server/main.ts"], {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    API_PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO_TOKEN: DEMO_TOKEN,
    LOG_LEVEL: "warn",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, child, START_TIMEOUT_MS);
  return url;
}

/** `npm start`'s portal (it builds when the build is missing or stale) in production mode on `api`. */
async function startPortal(api: string, workers: number): Promise<string> {
  const port = await nextFreePort();
  const child = start(["--import", "tsx", "bin/start.ts"], {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PRODUCT_API_URL: api,
    WEB_CONCURRENCY: String(workers),
    SESSION_SECRET,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child, START_TIMEOUT_MS);
  return url;
}

async function startBareNode(): Promise<string> {
  const port = await nextFreePort();
  const child = start(
    ["-e", `require("node:http").createServer((q, s) => s.end("hello world")).listen(${port}, "127.0.0.1")`],
    {},
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, START_TIMEOUT_MS);
  return url;
}

/** The demo doctor's session cookie, by the admin-token login (as tests/e2e/support/demo-session.ts does). */
async function demoDoctorCookie(portal: string): Promise<string> {
  const res = await fetch(`${portal}/login-for-admin?token=${encodeURIComponent(DEMO_TOKEN)}`, {
    redirect: "manual",
    headers: { "Sec-Fetch-Site": "none", "Accept-Encoding": BROWSER_ACCEPT_ENCODING },
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (res.status !== 302 || !cookies.length) throw new Error(`the admin-token login answered ${res.status} without a cookie`);
  return cookies.join("; ");
}

async function measure(target: Target): Promise<Sample> {
  const r = await autocannon({
    url: target.url,
    headers: asBrowser(target),
    connections: target.connections ?? CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    // Which statuses came back (say, 302 to the login page or 503 from API timeouts), for the failure report.
    statuses: Object.keys((r as { statusCodeStats?: Record<string, unknown> }).statusCodeStats ?? {}).join(","),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function portalTargets(label: string, portal: string, cookie: string): Target[] {
  return [
    { name: `${label} guest home /`, url: `${portal}/` },
    { name: `${label} /faq`, url: `${portal}/faq` },
    { name: `${label} /batch-details/1`, url: `${portal}/batch-details/1` },
    // A logged-in page without paid content: the dashboard's course list is paid content, which on this
    // unverified bench "browser" answers a redirect to the devices page (decision 022), not the page.
    // Fewer connections: personal API calls are live, and 50 at once queue past the API timeout on PGlite.
    { name: `${label} doctor /my/account`, url: `${portal}/my/account`, headers: { cookie }, connections: 10 },
  ];
}

function table(rows: Row[], bare: number): string {
  const lines = [
    "| target | req/s | % of bare Node | p50 ms | p99 ms |",
    "|---|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.reqPerSec)} | ${((100 * r.reqPerSec) / bare).toFixed(2)} % | ${r.p50Ms} | ${r.p99Ms} |`,
    ),
  ];
  return lines.join("\n");
}

async function main() {
  const started = Date.now();
  const bareUrl = await startBareNode();
  const api = await startApi(".data-bench");
  const pgApi = process.env.DATABASE_URL ? await startApi(".data-bench-unused", process.env.DATABASE_URL) : undefined;
  const single = await startPortal(api, 1);
  const clustered = await startPortal(api, 2);
  const cookie = await demoDoctorCookie(single);

  const targets: Target[] = [
    { name: "bare Node http hello-world", url: bareUrl },
    ...portalTargets("portal ×1", single, cookie),
    // A cookie keeps the page out of the render cache: this is what rendering the home page costs, one at a time.
    { name: "portal ×1 home rendered (cookie, 1 connection)", url: `${single}/`, headers: { cookie: "bench=1" }, connections: 1 },
    { name: "API app-data (PGlite)", url: `${api}/api/v3/web/app-data` },
    ...(pgApi ? [{ name: "API app-data (PostgreSQL)", url: `${pgApi}/api/v3/web/app-data` }] : []),
    ...portalTargets("portal ×2", clustered, cookie),
  ];
  // Warm every target (JIT, public cache, render cache, API read cache) before anything counts, over
  // several connections so every cluster worker fills its own caches.
  for (const t of targets) await autocannon({ url: t.url, headers: asBrowser(t), connections: 4, amount: 200 });

  const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      const s = await measure(t);
      samples.get(t.name)!.push(s);
      console.error(`round ${round}/${ROUNDS} ${t.name}: ${Math.round(s.reqPerSec)} req/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms`);
    }
  }
  const rows: Row[] = targets.map((t) => {
    const all = samples.get(t.name)!;
    return {
      name: t.name,
      reqPerSec: median(all.map((s) => s.reqPerSec)),
      p50Ms: median(all.map((s) => s.p50Ms)),
      p99Ms: median(all.map((s) => s.p99Ms)),
      non2xx: all.reduce((n, s) => n + s.non2xx, 0),
      errors: all.reduce((n, s) => n + s.errors, 0),
      statuses: [...new Set(all.flatMap((s) => s.statuses?.split(",") ?? []))].join(","),
    };
  });
  const bare = rows[0]!.reqPerSec;
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown cpu"}`;
  const date = new Date().toISOString();
  const load = os.loadavg()[0]!.toFixed(1);
  const heading =
    `Measured ${date.slice(0, 16).replace("T", " ")} UTC on ${machine}, Node ${process.version}, ` +
    `${ROUNDS} interleaved rounds of ${DURATION_S} s, ${CONNECTIONS} connections (autocannon, \`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\`), ` +
    `load average ${load} at the end; median per target.`;
  const text = `${heading}\n\n${table(rows, bare)}`;
  console.log(`\n${text}\n`);

  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/latest.json",
    JSON.stringify(
      {
        date,
        node: process.version,
        machine,
        durationSeconds: DURATION_S,
        rounds: ROUNDS,
        connections: CONNECTIONS,
        rows,
        samples: Object.fromEntries(samples),
      },
      null,
      2,
    ) + "\n",
  );
  const docs = readFileSync(DOCS, "utf8");
  const from = docs.indexOf(TABLE_START);
  const to = docs.indexOf(TABLE_END);
  if (from !== -1 && to > from) writeFileSync(DOCS, docs.slice(0, from + TABLE_START.length) + `\n${text}\n` + docs.slice(to));
  console.error(`written bench/results/latest.json and ${DOCS} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
    console.error("some requests failed or answered non-2xx: the numbers above are not a clean measurement");
    console.table(
      rows.filter((r) => r.non2xx || r.errors).map(({ name, non2xx, errors, statuses }) => ({ name, non2xx, errors, statuses })),
    );
    process.exitCode = 1;
  }
}

function stopChildren(): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
// Ctrl-C or a timeout must not leave the portals and APIs running.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    stopChildren();
    process.exit(130);
  });

try {
  await main();
} finally {
  stopChildren();
  await sleep(500);
  rmSync(".data-bench", { recursive: true, force: true });
}
