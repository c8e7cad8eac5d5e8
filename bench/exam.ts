/**
 * `npm run bench:exam`: the start minute of a live exam, through the portal, on PostgreSQL
 * (docs/benchmarks.md, "Exam start minute"). A fresh database with N enrolled bench doctors
 * (bench/exam/fixture.ts), the production stack on it (bench/exam/stack.ts), then every doctor
 * logs in, starts the same exam within the spread, saves answers and submits
 * (bench/exam/scenario.ts). Prints p50/p95/p99/max per phase and the errors, and writes them to
 * docs/benchmarks.md (unless --no-docs) and bench/results/exam.json.
 *
 *   npm run bench:exam -- [--doctors 3000] [--saves 5] [--spread 10] [--interval 5]
 *                         [--login-concurrency 8] [--in-flight 512] [--port P --api-port Q] [--no-docs]
 *                         [--noise N] [--pglite] [--expect-holding]
 *
 * --pglite runs the stack on the embedded database `npm start` uses (PGlite in the API process, in
 * BENCH_PGLITE_DIR, default .data-bench-exam) instead of PostgreSQL; its CPU is then the API's.
 * --noise N runs N busy-loop processes beside the stack for the whole run: a machine with other work.
 * --expect-holding fails the run unless some doctor was answered by the holding page (decision 038): CI runs a small
 * load against a lowered admission limit (EXAM_ADMISSION_*), and this proves the holding page was exercised.
 * BENCH_PROFILE_DIR=dir makes the API and every portal process write a V8 CPU profile there when they stop.
 *
 * PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where the
 * database BENCH_PG_DATABASE (default bench_exam) is dropped and created again.
 */
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { freePort } from "./processes";
import { BackendCpu, treeCpuSeconds } from "./exam/cpu";
import { BenchDoctor, Slots } from "./exam/doctor";
import { BENCH_PASSWORD, createFixture, createPgliteFixture } from "./exam/fixture";
import { resultText, writeResults } from "./exam/report";
import { runScenario } from "./exam/scenario";
import { startStack, stopStack } from "./exam/stack";
import { phaseTable, summarise } from "./exam/stats";
import { checkAnswers } from "./exam/verify";

const { values: opt } = parseArgs({
  options: {
    doctors: { type: "string", default: "3000" },
    saves: { type: "string", default: "5" },
    spread: { type: "string", default: "10" },
    interval: { type: "string", default: "5" },
    "login-concurrency": { type: "string", default: "8" },
    "in-flight": { type: "string", default: "512" },
    port: { type: "string" },
    "api-port": { type: "string" },
    "no-pages": { type: "boolean", default: false },
    "no-docs": { type: "boolean", default: false },
    noise: { type: "string", default: "0" },
    pglite: { type: "boolean", default: false },
    "expect-holding": { type: "boolean", default: false },
  },
});
const num = (name: keyof typeof opt) => {
  const n = Number(opt[name]);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number`);
  return n;
};

/** Samples the bench database's connections (open, and running a query) and their backends' CPU every 250 ms. */
function watchConnections(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  const peak = { open: 0, active: 0 };
  const backends = new BackendCpu();
  let timer: NodeJS.Timeout | undefined;
  const ready = client.connect().then(() => {
    timer = setInterval(() => {
      client
        .query<{ pid: number; state: string | null }>("select pid, state from pg_stat_activity where datname = $1", [database])
        .then(
          ({ rows }) => {
            peak.open = Math.max(peak.open, rows.length);
            // This sampler's own query is not on the bench database, so every active one is the API's.
            peak.active = Math.max(peak.active, rows.filter((r) => r.state === "active").length);
            backends.observe(rows.map((r) => r.pid));
          },
          () => undefined,
        );
    }, 250);
  });
  return { peak, backends, stop: async () => (await ready, clearInterval(timer), await client.end()) };
}

/** --pglite: no PostgreSQL server to watch (the database runs, and is counted, inside the API process). */
function unwatched(): ReturnType<typeof watchConnections> {
  return { peak: { open: 0, active: 0 }, backends: new BackendCpu(), stop: async () => undefined };
}

/** CPU noise: busy loops at normal priority, as other work on the same machine would be. */
const noise: ChildProcess[] = [];
function startNoise(n: number): void {
  for (let i = 0; i < n; i++) noise.push(spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
}
function stopNoise(): void {
  for (const child of noise) child.kill("SIGKILL");
}

async function main(): Promise<void> {
  const doctors = num("doctors");
  startNoise(num("noise"));
  const plan = {
    spreadMs: num("spread") * 1000,
    saves: num("saves"),
    intervalMs: num("interval") * 1000,
    loginConcurrency: num("login-concurrency"),
    pages: !opt["no-pages"],
  };
  const adminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const database = process.env.BENCH_PG_DATABASE ?? "bench_exam";
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) throw new Error("BENCH_PG_DATABASE must be a plain lower-case name");

  const pgliteDir = process.env.BENCH_PGLITE_DIR ?? ".data-bench-exam";
  console.error(`fixture: ${opt.pglite ? pgliteDir : database} with ${doctors} doctors…`);
  const fixture = opt.pglite ? await createPgliteFixture(pgliteDir, doctors) : await createFixture(adminUrl, database, doctors);
  const port = opt.port ? Number(opt.port) : await freePort();
  const apiPort = opt["api-port"] ? Number(opt["api-port"]) : await freePort();
  console.error(`stack: portal :${port}, API :${apiPort}…`);
  const stack = await startStack({ database: fixture.database, port, apiPort });
  const slots = new Slots(num("in-flight"));
  const bench = fixture.phones.map((phone, i) => new BenchDoctor(i + 1, phone, stack.portal, slots));
  const watch = opt.pglite ? unwatched() : watchConnections(adminUrl, database);
  const loadBefore = { value: 0 };
  const cpu = () => ({
    portal: treeCpuSeconds(stack.portalPid),
    api: treeCpuSeconds(stack.apiPid),
    postgres: watch.backends.total(),
    generator: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
  });
  let cpuBefore = cpu();
  const result = await runScenario(bench, { ...fixture, password: BENCH_PASSWORD }, plan, () => {
    loadBefore.value = os.loadavg()[0]!;
    cpuBefore = cpu();
    console.error(`logged in; the exam minute starts (load average ${loadBefore.value.toFixed(1)})…`);
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const cpuAfter = cpu();
  await watch.stop();
  await stopStack();
  const check = await checkAnswers(fixture.database, result.sittings);

  const rows = result.phases.map(summarise);
  const facts = {
    command: `npm run bench:exam -- ${process.argv.slice(2).join(" ")}`.trim().replace(/ --$/, ""),
    doctors,
    saves: plan.saves,
    spreadS: plan.spreadMs / 1000,
    intervalS: plan.intervalMs / 1000,
    loginSeconds: result.loginSeconds,
    loginErrors: result.login.errors,
    examSeconds: result.examSeconds,
    loadBefore: loadBefore.value,
    loadAfter: os.loadavg()[0]!,
    pgConnectionsMax: watch.peak.open,
    pgActiveMax: watch.peak.active,
    portalWorkers: Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism()),
    pages: plan.pages,
    cpuSeconds: {
      portal: cpuAfter.portal - cpuBefore.portal,
      api: cpuAfter.api - cpuBefore.api,
      postgres: cpuAfter.postgres - cpuBefore.postgres,
      generator: cpuAfter.generator - cpuBefore.generator,
    },
  };
  const toPaper = summarise(result.timeToPaper);
  const ms = (n: number) => (Number.isNaN(n) ? "–" : `${(n / 1000).toFixed(1)} s`);
  const text = [
    resultText(rows, facts),
    `Time to paper (exam-info opened → attempt page, holding pages followed), ${toPaper.count} doctors: p50 ${ms(toPaper.p50)}, p95 ${ms(toPaper.p95)}, max ${ms(toPaper.max)}.`,
    `In the database afterwards (${check.attempts} attempts): ${check.answersStored} of ${check.answers} saved answers, ${check.submitsStored} of ${check.submits} answered submits. **Missing: ${check.missing.length}.**`,
  ].join("\n\n");
  console.log(`\n${text}\n\nlogin (setup, not part of the goal):\n${phaseTable([summarise(result.login)])}\n`);
  if (result.failures.length) console.error(`first failures:\n  ${result.failures.join("\n  ")}`);
  if (check.missing.length) console.error(`not in the database:\n  ${check.missing.slice(0, 20).join("\n  ")}`);
  if (!opt["no-docs"]) writeResults(text, rows, facts);
  const errors = rows.reduce((n, r) => n + r.errors, 0) + result.login.errors + check.missing.length;
  const holdingPages = rows.find((r) => r.name === "holding page")?.count ?? 0;
  if (opt["expect-holding"]) console.error(`holding pages served: ${holdingPages}`);
  if (errors > 0 || (opt["expect-holding"] && holdingPages === 0)) process.exitCode = 1;
}

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    stopNoise();
    void stopStack().then(() => process.exit(130));
  });

try {
  await main();
} finally {
  stopNoise();
  await stopStack();
}
