/**
 * Prometheus metrics of the product API (docs/decisions/027-metrics.md, names in docs/operations.md):
 * requests and their latency by route template, the process's own numbers, the PostgreSQL pool, the
 * read cache, and the paid payments waiting for a refund (decision 030). Each app has its own registry (tests build many apps in one process). `/metrics`
 * answers internal scrapers only (metrics-access.ts). In a cluster worker (API_WORKERS) a scrape answers
 * the sum over every worker and the primary's restart count (cluster-metrics.ts, decision 081).
 */
import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/client";
import { readCacheLookups } from "../db/read-cache";
import { clusterScrape, shareWorkerMetrics } from "./cluster-metrics";
import { mayScrape, type MetricsAccess } from "./metrics-access";

/** Probes and scrapes every few seconds would only dilute the request numbers. */
const UNCOUNTED_ROUTES = new Set(["/metrics", "/healthz", "/readyz", "/health"]);

/** Seconds; from a cached read (~1 ms) to a request that ran into the 10 s shutdown grace. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the metrics read besides the request path: the pool, and the refund count (server/payments/records.ts) passed in by app.ts. */
type MetricsSources = { db: Db; access: MetricsAccess; refundDueCount: () => Promise<number> };

export function registerMetrics(app: FastifyInstance, { db, access, refundDueCount }: MetricsSources): void {
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
  new Gauge({
    name: "payments_refund_due",
    // The database's count, the same on every replica: alert on max(), never sum(). The workers of one
    // process read the same count, so their sum is not taken either.
    help: "Paid payments that count toward nothing (a duplicate, a changed part) and wait for an operator's refund",
    aggregator: "max",
    registers: [registry],
    async collect() {
      // A database that does not answer keeps the last count rather than failing the whole scrape.
      this.set(await refundDueCount().catch(() => this.get().then((g) => g.values[0]?.value ?? 0)));
    },
  });
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
