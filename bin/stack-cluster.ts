/**
 * The production topology from local processes (decision 025): nginx in front of 2 portal processes,
 * an internal nginx port in front of 2 API processes, the local PostgreSQL and Redis, migrations run
 * once as a step of their own. `npm run stack:cluster` runs it until Ctrl-C; the cluster smoke test
 * (playwright.cluster.config.ts) and the fault tests start and stop it through `startCluster`.
 *
 * Ports (CLUSTER_PORT, default 5800): the load balancer on +0, the API's internal balancer on +10,
 * API replicas on +11 and +12, portal replicas on +21 and +22. Logs: one file per process in
 * `.cluster/logs/` (JSON lines), read by tests/cluster/log-safety.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import { nginxBinary, writeNginxConfig } from "./cluster-nginx";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The demo doctor's known token (the API's SEED_DEMO_TOKEN, test mode only), as on the E2E stack. */
export const CLUSTER_DEMO_TOKEN = "1|cluster-demo-token-0123456789abcdef0123456789";
const SESSION_SECRET = "cluster-only-session-secret-0123456789abcdefAB";

export type ClusterOptions = {
  basePort?: number;
  /** postgres://… of a database the cluster may own; default: database `cluster` on the local server. */
  databaseUrl?: string;
  /** Default redis://127.0.0.1:6379/8 (a database number of its own). */
  redisUrl?: string;
  /** Drop and recreate the database and empty the Redis database first (tests); default false. */
  fresh?: boolean;
  /** Where the working files and logs go (default `.cluster/`). */
  dir?: string;
  /** More environment for the API replicas (the fault tests point the SMS and bKash drivers at slow stand-ins). */
  apiEnv?: Record<string, string>;
  /** What the portals call instead of the API balancer (the fault tests put a latency proxy there). */
  portalApiUrl?: string;
};

export type Proc = { name: string; url: string; child: ChildProcess };

export type Cluster = {
  /** The load balancer: what visitors reach. */
  url: string;
  /** The API's internal load balancer (what the portals call). */
  apiUrl: string;
  apis: Proc[];
  portals: Proc[];
  databaseUrl: string;
  redisUrl: string;
  logDir: string;
  stop(): Promise<void>;
};

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const base = options.basePort ?? Number(process.env.CLUSTER_PORT ?? 5800);
  const dir = path.resolve(ROOT, options.dir ?? ".cluster");
  const logDir = path.join(dir, "logs");
  const databaseUrl = options.databaseUrl ?? process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/cluster";
  const redisUrl = options.redisUrl ?? process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379/8";
  const port = { lb: base, apiLb: base + 10, apis: [base + 11, base + 12], portals: [base + 21, base + 22] };

  const nginx = nginxBinary();
  for (const p of [port.lb, port.apiLb, ...port.apis, ...port.portals]) await assertPortFree(p);
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  await prepareDatabase(databaseUrl, options.fresh ?? false);
  if (options.fresh) await emptyRedis(redisUrl);
  ensurePortalBuild();

  const running: Proc[] = [];
  const stop = () => stopAll(running);
  try {
    const apiEnv = (name: string, apiPort: number) => ({
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      API_PORT: String(apiPort),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      MIGRATE_ON_START: "0",
      REPLICA_NAME: name,
      SEED_DEMO_TOKEN: CLUSTER_DEMO_TOKEN,
      OTP_RESEND_COOLDOWN_SECONDS: "10",
      LOG_LEVEL: "info",
      ...options.apiEnv,
    });
    // Migrations once, before any replica starts; the replicas only check the schema is current.
    await runToEnd("migrate", ["server/migrate-command.ts"], apiEnv("migrate", port.apis[0]!), logDir);

    const apis = port.apis.map((p, i) => launch(`api-${i + 1}`, "server/main.ts", apiEnv(`api-${i + 1}`, p), p, logDir));
    running.push(...apis);
    await Promise.all(apis.map((api) => waitReady(api, `${api.url}/readyz`)));

    const apiUrl = `http://127.0.0.1:${port.apiLb}`;
    const portals = port.portals.map((p, i) =>
      launch(
        `portal-${i + 1}`,
        "bin/portal.ts",
        {
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(p),
          // Visitors come through nginx (Host: the load balancer's address); a replica's own address is for probes.
          PUBLIC_ORIGIN: `http://127.0.0.1:${port.lb}`,
          PRODUCT_API_URL: options.portalApiUrl ?? apiUrl,
          SESSION_SECRET,
          REPLICA_NAME: `portal-${i + 1}`,
          PORTAL_TRUST_PROXY: "loopback",
          // One process per replica; the replicas are the unit of scale here.
          WEB_CONCURRENCY: "1",
        },
        p,
        logDir,
      ),
    );
    running.push(...portals);

    writeNginxConfig(dir, logDir, port);
    const lb: Proc = {
      name: "nginx",
      url: `http://127.0.0.1:${port.lb}`,
      child: spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(logDir, "nginx-error.log")], {
        cwd: ROOT,
        stdio: ["ignore", "ignore", "pipe"],
      }),
    };
    lb.child.stderr?.pipe(createWriteStream(path.join(logDir, "nginx.log"), { flags: "a" }));
    running.push(lb);
    await Promise.all(portals.map((portal) => waitReady(portal, `${portal.url}/readyz`)));
    await waitReady(lb, `${lb.url}/readyz`);
    return { url: lb.url, apiUrl, apis, portals, databaseUrl, redisUrl, logDir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () =>
      reject(new Error(`Port ${port} is in use: another cluster stack still running? (CLUSTER_PORT moves all its ports)`)),
    );
    probe.listen({ host: "127.0.0.1", port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Creates the database when missing (fresh: drops it first), connecting to the server's `postgres` database. */
async function prepareDatabase(url: string, fresh: boolean): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`cluster database name must be letters, digits and _ (got "${name}")`);
  const adminUrl = new URL(url);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.href });
  await admin.connect().catch((err: Error) => {
    throw new Error(`PostgreSQL at ${adminUrl.host} is not reachable (${err.message}); the cluster stack needs it.`);
  });
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

async function emptyRedis(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    await redis.flushdb();
  } catch (err) {
    throw new Error(`Redis at ${new URL(url).host} is not reachable (${(err as Error).message}); the cluster stack needs it.`);
  } finally {
    redis.disconnect();
  }
}

/** The portals serve build/ (`npm run build`, always production); built here when missing or older than app/. */
function ensurePortalBuild(): void {
  const entry = path.join(ROOT, "build", "server", "index.js");
  const newest = (dir: string): number =>
    Math.max(
      0,
      ...readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile())
        .map((e) => statSync(path.join(e.parentPath, e.name)).mtimeMs),
    );
  const stale = !existsSync(entry) || newest(path.join(ROOT, "app")) > statSync(entry).mtimeMs;
  if (!stale) return;
  const build = spawnSync("npm", ["run", "-s", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error("npm run build failed");
}

function launch(name: string, entry: string, env: Record<string, string>, port: number, logDir: string): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: ROOT,
    env: { ...withoutStackVariables(process.env), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: "a" });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return { name, url: `http://127.0.0.1:${port}`, child };
}

/** The caller's own settings for a single stack must not leak into the cluster's processes. */
function withoutStackVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const key of ["DATABASE_URL", "DATA_DIR", "PRODUCT_API_URL", "API_PORT", "PORT", "REDIS_URL", "TRUST_PROXY"])
    delete copy[key];
  return copy;
}

async function runToEnd(name: string, args: string[], env: Record<string, string>, logDir: string): Promise<void> {
  const proc = launch(name, args[0]!, env, 0, logDir);
  const code = await new Promise<number | null>((resolve) => proc.child.once("exit", resolve));
  if (code !== 0) throw new Error(`${name} failed (exit ${code}); see ${path.join(logDir, `${name}.log`)}`);
}

async function waitReady(proc: Proc, url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited with ${proc.child.exitCode} before it was ready`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${proc.name}: ${url} not ready after ${timeoutMs / 1000}s`);
}

async function stopAll(procs: Proc[]): Promise<void> {
  // The balancer first, then the portals, then the APIs: each drains (SIGTERM) before the next goes.
  for (const group of [["nginx"], ["portal"], ["api"]]) {
    const members = procs.filter((p) => group.some((g) => p.name.startsWith(g)));
    await Promise.all(members.map((p) => terminate(p.child)));
  }
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
  await exited;
  clearTimeout(timer);
}

/** `npm run stack:cluster`: start, print where it is, stop on Ctrl-C / SIGTERM. */
async function main(): Promise<void> {
  const cluster = await startCluster();
  console.log(
    [
      `cluster ready: ${cluster.url} (nginx → ${cluster.portals.map((p) => `${p.name} ${p.url}`).join(", ")})`,
      `  API balancer ${cluster.apiUrl} → ${cluster.apis.map((p) => `${p.name} ${p.url}`).join(", ")}`,
      `  PostgreSQL ${cluster.databaseUrl.replace(/\/\/[^@/]*@/, "//")}, Redis ${cluster.redisUrl.replace(/\/\/[^@/]*@/, "//")}`,
      `  logs in ${path.relative(ROOT, cluster.logDir)}/; Ctrl-C stops everything`,
    ].join("\n"),
  );
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void cluster.stop().then(() => process.exit(0));
    });
  }
  for (const proc of [...cluster.apis, ...cluster.portals]) {
    proc.child.once("exit", (code) => {
      if (stopping) return;
      console.error(`${proc.name} stopped unexpectedly (exit ${code}); see ${cluster.logDir}/${proc.name}.log`);
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
