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
import { demoDoctorCookie } from "./demo-doctor";
import { treeCpuSeconds } from "./exam/cpu";
import { freePort, waitFor } from "./processes";
import {
  createProgressDatabase,
  postgresAnswers,
  PROGRESS_ADMIN_URL,
  PROGRESS_ROW,
  type ProgressDatabase,
} from "./progress-doctor";

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
/** Only the targets whose name matches this regular expression (say, for a profile of one page). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const DOCS = "docs/benchmarks.md";
const TABLE_START = "<!-- npm run bench: table start -->";
const TABLE_END = "<!-- npm run bench: table end -->";

/** What Chromium and Firefox send: every request here carries it, since compression is part of what a page costs. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/**
 * What Chromium sends when a doctor opens a page: it makes the answer a page load, whose visit is
 * recorded (spec §1), as a visit in the host's batch (decisions 035 and 075), by the root loader on a
 * rendered page and by the host itself on a kept one. With compression alone the bench skipped that record, and measured a kept page at about half
 * of what a browser's load costs.
 */
const BROWSER_NAVIGATION = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "accept-encoding": BROWSER_ACCEPT_ENCODING,
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "none",
  "user-agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};
/** A target's headers as a browser opening it would send them. */
const asBrowser = (t: Target) => ({ ...BROWSER_NAVIGATION, ...t.headers });

/**
 * `cpu`: the processes whose CPU time per answered request the row reports (live pages, where it is the cost);
 * `postgresCpu`: the CPU seconds so far of the PostgreSQL backends behind the row, when its API is on PostgreSQL.
 */
type Target = {
  name: string;
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  cpu?: Tiers;
  postgresCpu?: () => Promise<number>;
};
type Tiers = { portal: number; api: number; postgres?: number };
type Sample = {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  statuses?: string;
  /** Milliseconds of CPU per answered request, by tier (the portal's primary and workers; the API with PGlite in it; PostgreSQL's backends). */
  cpuMs?: Tiers;
};
type Row = { name: string } & Sample;

const children: ChildProcess[] = [];
let nextPort = PORT_BASE;

function nextFreePort(): Promise<number> {
  return nextPort !== undefined ? Promise.resolve(nextPort++) : freePort();
}

/** BENCH_PROFILE_DIR: the APIs and portals (every cluster worker too) write a V8 CPU profile there when they stop. */
const profileArgs = () =>
  process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];

/** `node --import tsx <entry>` (or plain node for a .mjs snippet), in this process tree, output to stderr on failure only. */
function start(args: string[], env: Record<string, string | undefined>, profiled = false): ChildProcess {
  const child = spawn(process.execPath, [...(profiled ? profileArgs() : []), ...args], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

type Server = { url: string; pid: number };

async function startApi(dataDir: string, databaseUrl?: string): Promise<Server> {
  const port = await nextFreePort();
  if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  // Test mode: the seed's demo doctor gets a known token (production refuses one) for the dashboard row.
  const child = start(
    ["--import", "tsx", "server/main.ts"],
    {
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_TOKEN: DEMO_TOKEN,
      LOG_LEVEL: "warn",
    },
    true,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, child, START_TIMEOUT_MS);
  return { url, pid: child.pid! };
}

/** `npm start`'s portal (it builds when the build is missing or stale) in production mode on `api`. */
async function startPortal(api: string, workers: number): Promise<Server> {
  const port = await nextFreePort();
  const child = start(
    ["--import", "tsx", "bin/start.ts"],
    {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      PRODUCT_API_URL: api,
      WEB_CONCURRENCY: String(workers),
      SESSION_SECRET,
    },
    true,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child, START_TIMEOUT_MS);
  return { url, pid: child.pid! };
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

const cpuOf = (tiers: Tiers): Tiers => ({ portal: treeCpuSeconds(tiers.portal), api: treeCpuSeconds(tiers.api) });

async function measure(target: Target): Promise<Sample> {
  const cpuBefore = target.cpu && { ...cpuOf(target.cpu), postgres: await target.postgresCpu?.() };
  const r = await autocannon({
    url: target.url,
    headers: asBrowser(target),
    connections: target.connections ?? CONNECTIONS,
    duration: DURATION_S,
  });
  const cpuAfter = target.cpu && { ...cpuOf(target.cpu), postgres: await target.postgresCpu?.() };
  const answered = Math.max(1, r.requests.total);
  return {
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    // Which statuses came back (say, 302 to the login page or 503 from API timeouts), for the failure report.
    statuses: Object.keys((r as { statusCodeStats?: Record<string, unknown> }).statusCodeStats ?? {}).join(","),
    ...(cpuBefore && cpuAfter
      ? {
          cpuMs: {
            portal: (1000 * (cpuAfter.portal - cpuBefore.portal)) / answered,
            api: (1000 * (cpuAfter.api - cpuBefore.api)) / answered,
            ...(cpuAfter.postgres !== undefined
              ? { postgres: (1000 * (cpuAfter.postgres - cpuBefore.postgres!)) / answered }
              : {}),
          },
        }
      : {}),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const medianTiers = (all: Tiers[]): Tiers => ({
  portal: median(all.map((t) => t.portal)),
  api: median(all.map((t) => t.api)),
  ...(all[0]?.postgres !== undefined ? { postgres: median(all.map((t) => t.postgres!)) } : {}),
});

type Cookies = { doctor: string; verified: string };

function portalTargets(label: string, portal: Server, api: Server, cookies: Cookies): Target[] {
  const cpu = { portal: portal.pid, api: api.pid };
  return [
    // Kept pages: the API's share is the visits the host records for them (spec §1, bin/page-visits.ts).
    { name: `${label} guest home /`, url: `${portal.url}/`, cpu },
    { name: `${label} /faq`, url: `${portal.url}/faq`, cpu },
    { name: `${label} /batch-details/1`, url: `${portal.url}/batch-details/1`, cpu },
    // A logged-in page without paid content, on a login whose browser is not a verified device.
    { name: `${label} doctor /my/account`, url: `${portal.url}/my/account`, headers: { cookie: cookies.doctor }, cpu },
    // The doctor's home on a verified device (its course list is paid content, decision 022): every
    // answer is rendered, with its personal API calls live.
    {
      name: `${label} doctor /my/dashboard (verified)`,
      url: `${portal.url}/my/dashboard`,
      headers: { cookie: cookies.verified },
      cpu,
    },
  ];
}

/** Kept pages cost well under a millisecond: those to the microsecond. */
const perRequest = (ms: number | undefined) => (ms === undefined ? "" : ms.toFixed(ms < 1 ? 3 : 1));

function table(rows: Row[], bare: number): string {
  const lines = [
    "| target | req/s | % of bare Node | p50 ms | p99 ms | CPU ms/req portal | API (PGlite in it) | PostgreSQL |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.reqPerSec)} | ${((100 * r.reqPerSec) / bare).toFixed(2)} % | ${r.p50Ms} | ${r.p99Ms} | ` +
        `${perRequest(r.cpuMs?.portal)} | ${perRequest(r.cpuMs?.api)} | ${perRequest(r.cpuMs?.postgres)} |`,
    ),
  ];
  return lines.join("\n");
}

let progressDatabase: ProgressDatabase | undefined;

/** Issue 24's dashboard as issue 24 measured it, on PostgreSQL: the same stack as the progress row, a verified device. */
const DASHBOARD_POSTGRES_ROW = "portal ×1 doctor /my/dashboard (verified, PostgreSQL)";

/**
 * The rows on PostgreSQL: their own test-mode API and portal ×1 on a database holding the demo doctor's 50
 * papers (issue 26's progress page), and the dashboard on that stack (issue 24's live page).
 */
async function postgresTargets(headers: Record<string, string>): Promise<Target[]> {
  progressDatabase = await createProgressDatabase();
  const api = await startApi(".data-bench-unused", progressDatabase.url);
  const portal = await startPortal(api.url, 1);
  const login = { portal: portal.url, api: api.url, token: DEMO_TOKEN, headers };
  const cpu = { portal: portal.pid, api: api.pid };
  return [
    {
      name: PROGRESS_ROW,
      url: `${portal.url}/my/progress`,
      headers: { cookie: await demoDoctorCookie({ ...login, verifyDevice: false }) },
      cpu,
      postgresCpu: progressDatabase.backendCpuSeconds,
    },
    {
      name: DASHBOARD_POSTGRES_ROW,
      url: `${portal.url}/my/dashboard`,
      headers: { cookie: await demoDoctorCookie({ ...login, verifyDevice: true }) },
      cpu,
      postgresCpu: progressDatabase.backendCpuSeconds,
    },
  ];
}

/** `npm run bench` also runs on a machine without PostgreSQL (`npm start` needs none): there those rows are left out, said once. */
async function postgresTargetsIfPostgres(headers: Record<string, string>): Promise<Target[]> {
  if (!(await postgresAnswers(PROGRESS_ADMIN_URL))) {
    console.log(
      `notice: no PostgreSQL answers at BENCH_PG_URL; the rows "${PROGRESS_ROW}" and "${DASHBOARD_POSTGRES_ROW}" are left out.`,
    );
    return [];
  }
  return postgresTargets(headers);
}

async function main() {
  const started = Date.now();
  const bareUrl = await startBareNode();
  const api = await startApi(".data-bench");
  const pgApi = process.env.DATABASE_URL ? await startApi(".data-bench-unused", process.env.DATABASE_URL) : undefined;
  const single = await startPortal(api.url, 1);
  const clustered = await startPortal(api.url, 2);
  const login = { portal: single.url, api: api.url, token: DEMO_TOKEN, headers: BROWSER_NAVIGATION };
  const cookies = {
    doctor: await demoDoctorCookie({ ...login, verifyDevice: false }),
    // The session is sealed with the shared SESSION_SECRET, so the ×2 portal opens it too.
    verified: await demoDoctorCookie({ ...login, verifyDevice: true }),
  };
  const onPostgres =
    !ONLY || ONLY.test(PROGRESS_ROW) || ONLY.test(DASHBOARD_POSTGRES_ROW) ? await postgresTargetsIfPostgres(login.headers) : [];

  const targets: Target[] = [
    { name: "bare Node http hello-world", url: bareUrl },
    ...portalTargets("portal ×1", single, api, cookies),
    // A cookie keeps the page out of the render cache: this is what rendering the home page costs, one at a time.
    {
      name: "portal ×1 home rendered (cookie, 1 connection)",
      url: `${single.url}/`,
      headers: { cookie: "bench=1" },
      connections: 1,
    },
    { name: "API app-data (PGlite)", url: `${api.url}/api/v3/web/app-data` },
    ...(pgApi ? [{ name: "API app-data (PostgreSQL)", url: `${pgApi.url}/api/v3/web/app-data` }] : []),
    ...portalTargets("portal ×2", clustered, api, cookies),
    ...onPostgres,
  ].filter((t, i) => i === 0 || !ONLY || ONLY.test(t.name));
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
      ...(t.cpu ? { cpuMs: medianTiers(all.map((s) => s.cpuMs!)) } : {}),
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
    `${ROUNDS} interleaved rounds of ${DURATION_S} s, ${CONNECTIONS} connections (autocannon with a browser's page-load headers: \`Accept: text/html…\`, \`Sec-Fetch-Dest: document\`, \`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\`), ` +
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
  // A partial run (BENCH_ONLY) is not the table.
  if (!ONLY && from !== -1 && to > from)
    writeFileSync(DOCS, docs.slice(0, from + TABLE_START.length) + `\n${text}\n` + docs.slice(to));
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
  await progressDatabase?.drop();
}
