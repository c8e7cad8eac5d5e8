/**
 * Prometheus metrics of the product API (docs/decisions/027-metrics.md, names in docs/operations.md):
 * requests and their latency by route template, the process's own numbers, the PostgreSQL pool, the
 * read cache, and what the alerts in deploy/prometheus read: the payments waiting for a refund
 * (decision 030) or pending too long, whether the database and Redis answer, every background job
 * attempt, exam answers stored and the disk under PGlite's data folder. Each app has its own registry
 * (tests build many apps in one process). `/metrics` answers internal scrapers only (metrics-access.ts).
 * In a cluster worker (API_WORKERS) a scrape answers the sum over every worker, each gauge of the database's
 * own numbers taken once, and the primary's restart count (cluster-metrics.ts, decision 081).
 */
import cluster from "node:cluster";
import type { StatsFs } from "node:fs";
import { statfs } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { pingDatabase, type Db } from "../db/client";
import { readCacheLookups } from "../db/read-cache";
import { clusterScrape, shareWorkerMetrics } from "./cluster-metrics";
import type { JobQueue } from "../jobs/queue";
import { mayScrape, type MetricsAccess } from "./metrics-access";

/** Probes and scrapes every few seconds would only dilute the request numbers. */
const UNCOUNTED_ROUTES = new Set(["/metrics", "/healthz", "/readyz", "/health"]);

/** Seconds; from a cached read (~1 ms) to a request that ran into the 10 s shutdown grace. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A dependency that has not answered by then counts as down: a scrape must not wait for a connect timeout. */
const DEPENDENCY_CHECK_MS = 2_000;

/** What the metrics read besides the request path; app.ts passes the payments' own queries in. */
export type MetricsSources = {
  db: Db;
  access: MetricsAccess;
  payments: { refundDue(): Promise<number>; oldestPendingAgeSeconds(): Promise<number> };
  /** Redis's PING (the attempt limiter's connection), when REDIS_URL is set. */
  pingRedis?: () => Promise<void>;
  jobs: Pick<JobQueue, "onEvent">;
  /** PGlite's folder; undefined on PostgreSQL, whose disk its own host watches. */
  dataDir?: string;
};

/** Counted by the routes themselves (RouteDeps.metrics). */
export type ApiMetrics = {
  /** Exam and quiz answers written (a changed answer counts again), by door. */
  answersStored: Counter<"door">;
};

export function registerMetrics(app: FastifyInstance, sources: MetricsSources): ApiMetrics {
  const { db, access, payments, pingRedis, jobs, dataDir } = sources;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(readCacheLookups);
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method and route template",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Both payment gauges are the database's numbers, the same on every replica: alert on max(), never sum().
  // A database that does not answer keeps the last value rather than failing the whole scrape.
  databaseGauge(
    registry,
    "payments_refund_due",
    "Paid payments that count toward nothing (a duplicate, a changed part) and wait for an operator's refund",
    payments.refundDue,
  );
  databaseGauge(
    registry,
    "payments_pending_oldest_age_seconds",
    "Age of the oldest payment still pending (0 when none): reconcile settles those older than 5 minutes every minute",
    payments.oldestPendingAgeSeconds,
  );
  new Gauge({
    name: "api_dependency_up",
    help: "1 when the dependency answered this scrape within 2 s, else 0: database (PostgreSQL or PGlite), redis (when REDIS_URL is set)",
    labelNames: ["dependency"] as const,
    // Every worker asks for itself: the dependency is up for the process only when it is for all of them.
    aggregator: "min",
    registers: [registry],
    async collect() {
      const checks: Array<[string, () => Promise<void>]> = [["database", () => pingDatabase(db)]];
      if (pingRedis) checks.push(["redis", pingRedis]);
      await Promise.all(checks.map(async ([dependency, check]) => this.set({ dependency }, (await answers(check)) ? 1 : 0)));
    },
  });
  const jobAttempts = new Counter({
    name: "background_job_attempts_total",
    help: "Background job attempts, by job name and outcome: completed, retrying (it failed and will be tried again) or failed (its last try)",
    labelNames: ["name", "outcome"] as const,
    registers: [registry],
  });
  jobs.onEvent((event) => jobAttempts.inc({ name: event.name, outcome: event.outcome }));
  const answersStored = new Counter({
    name: "exam_answers_stored_total",
    help: "Exam and quiz answers written by saves (a changed answer counts again), by door: exam or quiz",
    labelNames: ["door"] as const,
    registers: [registry],
  });
  if (dataDir) registerDataDirGauges(registry, path.resolve(dataDir));
  const pool = poolOf(db);
  if (pool) registerPoolGauges(registry, pool);
  if (cluster.isWorker) shareWorkerMetrics(registry);

  app.addHook("onResponse", async (request, reply) => {
    // The template (/api/course/:slug), never the URL: one series per route, whatever ids visitors send.
    const route = request.routeOptions.url ?? "unmatched";
    if (UNCOUNTED_ROUTES.has(route)) return;
    requests.inc({ method: request.method, route, status: reply.statusCode });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get("/metrics", async (request, reply) => {
    if (!mayScrape(access, { peerAddress: request.socket.remoteAddress, headers: request.headers }))
      return reply.code(404).send({ message: "Not found" });
    return reply
      .header("cache-control", "no-store")
      .type(registry.contentType)
      .send(await (cluster.isWorker ? clusterScrape() : registry.metrics()));
  });
  return { answersStored };
}

function databaseGauge(registry: Registry, name: string, help: string, read: () => Promise<number>): void {
  // The last value is kept here: asking the gauge itself (this.get()) runs this collect again, and with the
  // database away that recursed without end, so a scrape during an outage spun the API's event loop.
  let last = 0;
  new Gauge({
    name,
    help,
    // The same number on every worker of a process: taken once, not summed.
    aggregator: "max",
    registers: [registry],
    async collect() {
      last = await read().catch(() => last);
      this.set(last);
    },
  });
}

/** Whether `check` resolved within DEPENDENCY_CHECK_MS. */
async function answers(check: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DEPENDENCY_CHECK_MS);
  });
  try {
    return await Promise.race([
      check().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The filesystem PGlite writes to: a full disk stops every write, an exam's answers included. */
function registerDataDirGauges(registry: Registry, folder: string): void {
  const gauges: Array<[name: string, help: string, read: (s: StatsFs) => number]> = [
    [
      "data_dir_filesystem_avail_bytes",
      "Bytes free to the API on the filesystem of the PGlite data folder (path)",
      (s) => s.bavail * s.bsize,
    ],
    [
      "data_dir_filesystem_size_bytes",
      "Size in bytes of the filesystem of the PGlite data folder (path)",
      (s) => s.blocks * s.bsize,
    ],
  ];
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      labelNames: ["path"] as const,
      registers: [registry],
      async collect() {
        // A folder not there (yet) is no series at all: a 0 would read as a full disk.
        this.reset();
        const stats = await statfs(folder).catch(() => undefined);
        if (stats) this.set({ path: folder }, read(stats));
      },
    });
  }
}

/** node-postgres's pool behind a drizzle database; PGlite is one in-process connection and has none. */
function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as Db & { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

function registerPoolGauges(registry: Registry, pool: pg.Pool): void {
  const gauges: Array<[name: string, help: string, read: () => number]> = [
    ["db_pool_connections", "Connections the pool holds (busy and idle)", () => pool.totalCount],
    ["db_pool_idle_connections", "Connections the pool holds that no query uses", () => pool.idleCount],
    ["db_pool_waiting_queries", "Queries waiting for a connection because all are busy", () => pool.waitingCount],
    ["db_pool_max_connections", "The most connections the pool opens", () => pool.options.max ?? 10],
  ];
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}
