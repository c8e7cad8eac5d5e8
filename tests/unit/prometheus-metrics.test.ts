/**
 * The alerting rules (deploy/prometheus/alerts.yml) and the exam-day dashboard (deploy/grafana/exam-day.json)
 * query only what the services export: every metric name in every PromQL expression, parsed with Prometheus's
 * own grammar, is one the portal's or the API's registry holds, as their /metrics answers it. A renamed metric
 * would otherwise leave an alert that never fires and a panel that stays empty, silently. The route and job
 * labels they select on are real too, and every alert's runbook page exists in docs/operations.md.
 */
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { parser } from "@prometheus-io/lezer-promql";
import Fastify from "fastify";
import pg from "pg";
import { register } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { metricsRouter } from "../../bin/metrics";
import { endpoints } from "../../server/contract";
import type { Db } from "../../server/db/client";
import { registerMetrics } from "../../server/http/metrics";
import { metricsAccess } from "../../server/http/metrics-access";
import { primaryMetrics } from "../../server/http/workers";
import "~/lib/metrics.server";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** Series Prometheus makes itself for every target. */
const PROMETHEUS_OWN = new Set(["up"]);
/** Every series name an exposition holds: a histogram's _bucket, _sum and _count, a summary's _sum and _count. */
function exportedNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(name! + suffix);
    if (type === "summary") for (const suffix of ["_sum", "_count"]) names.add(name! + suffix);
  }
  return names;
}

type SyntaxNode = ReturnType<typeof parser.parse>["topNode"];
type Matcher = { label: string; op: string; value: string };
type Selector = { metric: string; matchers: Matcher[] };

/** The vector selectors of one PromQL expression (Grafana's range variables read as a plain duration). */
function selectorsOf(expr: string): Selector[] {
  const query = expr.replace(/\$__(rate_interval|interval|range)/g, "5m");
  const tree = parser.parse(query);
  const text = (node: SyntaxNode) => query.slice(node.from, node.to);
  const selectors: Selector[] = [];
  const errors: string[] = [];
  tree.iterate({
    enter: (ref) => {
      if (ref.type.isError) errors.push(`${query.slice(0, ref.from)}⚠${query.slice(ref.from)}`);
      if (ref.name !== "VectorSelector") return;
      const node = ref.node;
      const metric = node.getChild("Identifier");
      const matchers = (node.getChild("LabelMatchers")?.getChildren("UnquotedLabelMatcher") ?? []).map((m) => ({
        label: text(m.getChild("LabelName")!),
        op: text(m.getChild("MatchOp")!),
        value: JSON.parse(text(m.getChild("StringLiteral")!)) as string,
      }));
      const named = matchers.find((m) => m.label === "__name__" && m.op === "=")?.value;
      selectors.push({ metric: metric ? text(metric) : (named ?? ""), matchers });
    },
  });
  expect(errors, `PromQL that does not parse: ${expr}`).toEqual([]);
  return selectors;
}

type Query = { where: string; expr: string };

const rules = parse(read("deploy/prometheus/alerts.yml")) as {
  groups: { rules: { alert: string; expr: string; annotations: Record<string, string> }[] }[];
};
const alerts = rules.groups.flatMap((g) => g.rules);

type Panel = { title?: string; panels?: Panel[]; targets?: { expr: string }[] };
const dashboard = JSON.parse(read("deploy/grafana/exam-day.json")) as {
  panels: Panel[];
  templating: { list: { name: string }[] };
};
const allPanels = (panels: Panel[]): Panel[] => panels.flatMap((p) => [p, ...allPanels(p.panels ?? [])]);

const queries: Query[] = [
  ...alerts.map((r) => ({ where: `alert ${r.alert}`, expr: r.expr })),
  ...allPanels(dashboard.panels).flatMap((p) => (p.targets ?? []).map((t) => ({ where: `panel "${p.title}"`, expr: t.expr }))),
];

const scrapeJobs = new Map(
  (parse(read("deploy/prometheus/prometheus.yml")) as { scrape_configs: { job_name: string }[] }).scrape_configs.map((c) => [
    c.job_name,
    c.job_name === "sopan-portal" ? "portal" : "api",
  ]),
);

/** What each process exports, read from its own registry through its /metrics. */
const exported = { portal: new Set<string>(), api: new Set<string>() };
let pool: pg.Pool;

beforeAll(async () => {
  // The portal host's registry, as bin/portal.ts builds it (the default metrics come with the router).
  metricsRouter(metricsAccess(), {} as ServerBuild);
  exported.portal = exportedNames(await register.metrics());

  // The API's, with every optional source present: the PostgreSQL pool, Redis and PGlite's data folder.
  pool = new pg.Pool({ max: 1 });
  const db = { $client: pool, execute: async () => ({ rows: [] }) } as unknown as Db;
  const app = Fastify();
  registerMetrics(app, {
    db,
    access: metricsAccess(),
    payments: { refundDue: async () => 0, oldestPendingAgeSeconds: async () => 0 },
    pingRedis: async () => undefined,
    jobs: { onEvent: () => undefined },
    dataDir: tmpdir(),
  });
  exported.api = exportedNames((await app.inject({ url: "/metrics" })).body);
  await app.close();

  // A cluster's primary adds its own (worker restarts) to every scrape of its workers (cluster-metrics.ts).
  for (const name of exportedNames(await primaryMetrics.metrics())) {
    exported.portal.add(name);
    exported.api.add(name);
  }
});
afterAll(() => pool?.end());

describe("the alerts and the exam-day dashboard", () => {
  it("read the registries: both processes export what these queries need", () => {
    expect(exported.portal).toContain("portal_exam_held_total");
    expect(exported.portal).toContain("process_cpu_seconds_total");
    expect(exported.api).toContain("api_dependency_up");
    expect(exported.api).toContain("db_pool_waiting_queries");
    expect(queries.length).toBeGreaterThan(20);
  });

  it("query only metrics the portal or the API exports", () => {
    const unknown: string[] = [];
    for (const { where, expr } of queries) {
      for (const { metric } of selectorsOf(expr)) {
        const known = exported.portal.has(metric) || exported.api.has(metric) || PROMETHEUS_OWN.has(metric);
        if (!known) unknown.push(`${where}: ${metric}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it("select the scrape jobs prometheus.yml names, each on a metric that tier exports", () => {
    for (const { where, expr } of queries) {
      for (const { metric, matchers } of selectorsOf(expr)) {
        for (const { op, value } of matchers.filter((m) => m.label === "job")) {
          const jobs = [...scrapeJobs.keys()].filter((job) =>
            op === "=" ? job === value : new RegExp(`^(?:${value})$`).test(job),
          );
          expect(jobs.length, `${where}: job ${op} "${value}"`).toBeGreaterThan(0);
          if (op !== "=" || PROMETHEUS_OWN.has(metric)) continue;
          expect(exported[scrapeJobs.get(value) as "portal" | "api"], `${where}: ${metric} on ${value}`).toContain(metric);
        }
      }
    }
  });

  it("select routes that exist: the API's contract paths and the portal's Remix route ids", () => {
    const apiRoutes = Object.values(endpoints).map((e) => e.path);
    const portalRoutes = readdirSync(path.join(ROOT, "app", "routes")).map((f) => `routes/${f.replace(/\.tsx?$/, "")}`);
    for (const { where, expr } of queries) {
      for (const { matchers } of selectorsOf(expr)) {
        const job = matchers.find((m) => m.label === "job" && m.op === "=")?.value;
        const known = job === "sopan-api" ? apiRoutes : job === "sopan-portal" ? portalRoutes : [...apiRoutes, ...portalRoutes];
        for (const { op, value } of matchers.filter((m) => m.label === "route")) {
          const matching = known.filter((route) => (op === "=" ? route === value : new RegExp(`^(?:${value})$`).test(route)));
          expect(matching.length, `${where}: route ${op} "${value}"`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("give every alert a runbook page that exists in docs/operations.md", () => {
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, "")
        .trim()
        .replace(/\s/g, "-");
    const anchors = new Set([...read("docs/operations.md").matchAll(/^#{2,4} (.+)$/gm)].map((m) => slug(m[1]!)));
    for (const rule of alerts) {
      const [file, anchor] = rule.annotations.runbook_url!.split("#");
      expect(file, rule.alert).toBe("docs/operations.md");
      expect(anchors, `${rule.alert}: #${anchor}`).toContain(anchor);
    }
  });

  it("leave the dashboard's data source to a variable, so it loads into any Grafana", () => {
    expect(dashboard.templating.list.map((v) => v.name)).toContain("datasource");
    expect(read("deploy/grafana/exam-day.json")).not.toMatch(/"uid": "(?!\$\{datasource\}|sopan-exam-day)/);
  });
});
