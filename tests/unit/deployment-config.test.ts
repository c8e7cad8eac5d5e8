/**
 * compose.yaml and the Kubernetes manifests in deploy/k8s, checked for the promises docs/deployment.md
 * makes (decision 025): probes on the right paths, resources, a PDB per Deployment, an HPA on the portal,
 * one image and consistent ports, depends_on conditions, health checks and the database's named volume.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { BKASH_CALL_TIMEOUT_MS } from "../../app/features/payments/payments.server";
import { SHUTDOWN_GRACE_MS } from "../../server/http/drain";

const ROOT = path.resolve(import.meta.dirname, "../..");
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const compose = parse(readFileSync(path.join(ROOT, "compose.yaml"), "utf8"), { merge: true }) as Doc;
const k8sDir = path.join(ROOT, "deploy", "k8s");
const manifests: Doc[] = readdirSync(k8sDir)
  .filter((f) => f.endsWith(".yaml") && f !== "kustomization.yaml")
  .flatMap((f) => parseAllDocuments(readFileSync(path.join(k8sDir, f), "utf8")).map((d) => d.toJS() as Doc));
const byKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const named = (kind: string, name: string) => byKind(kind).find((m) => m.metadata.name === name);

describe("compose.yaml", () => {
  const services = compose.services as Doc;

  it("has PostgreSQL 16, Redis 7, a migrate step, 2 API and 2 portal replicas and nginx", () => {
    expect(services.postgres.image).toMatch(/^postgres:16/);
    expect(services.redis.image).toMatch(/^redis:7/);
    expect(Object.keys(services).sort()).toEqual(
      ["api-1", "api-2", "migrate", "nginx", "portal-1", "portal-2", "postgres", "prometheus", "redis"].sort(),
    );
    // Prometheus only with `--profile monitoring` (issue 44, goal 4): the stack runs without it.
    for (const [name, service] of Object.entries(services))
      expect(service.profiles, name).toEqual(name === "prometheus" ? ["monitoring"] : undefined);
    expect(services.migrate.command.join(" ")).toContain("dist/migrate.js");
    expect(services.migrate.restart).toBe("no");
  });

  it("gives every long-running service a health check and waits on conditions", () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === "migrate") continue;
      expect(service.healthcheck?.test, `${name} healthcheck`).toBeDefined();
    }
    for (const name of ["api-1", "api-2"]) {
      expect(services[name].depends_on.migrate.condition).toBe("service_completed_successfully");
      expect(services[name].depends_on.redis.condition).toBe("service_healthy");
      expect(services[name].environment.MIGRATE_ON_START).toBe("0");
      expect(services[name].healthcheck.test).toEqual(["CMD", "bash", "bin/healthcheck.sh", "4000"]);
    }
    expect(services.migrate.depends_on.postgres.condition).toBe("service_healthy");
    for (const name of ["portal-1", "portal-2"]) {
      expect(services[name].depends_on["api-1"].condition).toBe("service_healthy");
      expect(services[name].healthcheck.test).toEqual(["CMD", "bash", "bin/healthcheck.sh", "3000"]);
    }
    expect(services.nginx.depends_on["portal-1"].condition).toBe("service_healthy");
  });

  it("keeps the database in a named volume and secrets out of the file", () => {
    expect(Object.keys(compose.volumes)).toContain("pgdata");
    expect(services.postgres.volumes).toContain("pgdata:/var/lib/postgresql/data");
    expect(services.postgres.environment.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD/);
    const text = readFileSync(path.join(ROOT, "compose.yaml"), "utf8");
    expect(text).not.toMatch(/SESSION_SECRET:|OTP_PEPPER:|BKASH_APP_SECRET:/);
  });

  it("publishes nginx and the monitoring profile's Prometheus on the loopback address unless told otherwise, and nothing else", () => {
    // Plain HTTP: a TLS proxy on the host sits in front; every interface was the default before.
    expect(services.nginx.ports).toEqual(["${LB_BIND:-127.0.0.1}:${LB_PORT:-8080}:8080"]);
    expect(services.prometheus.ports).toEqual(["${PROMETHEUS_BIND:-127.0.0.1}:${PROMETHEUS_PORT:-9090}:9090"]);
    for (const [name, service] of Object.entries(services))
      if (name !== "nginx" && name !== "prometheus") expect(service.ports, name).toBeUndefined();
  });

  it("takes its network's range from COMPOSE_SUBNET, and the portals and APIs trust that range as their proxies", () => {
    const subnet = "${COMPOSE_SUBNET:-172.28.0.0/16}";
    expect(compose.networks.internal.ipam.config).toEqual([{ subnet }]);
    for (const name of ["portal-1", "portal-2"]) expect(services[name].environment.PORTAL_TRUST_PROXY).toBe(subnet);
    for (const name of ["api-1", "api-2"]) expect(services[name].environment.API_TRUST_PROXY).toBe(subnet);
  });

  it("names each replica and wires nginx to the replicas' ports", () => {
    expect(services["api-1"].environment.REPLICA_NAME).toBe("api-1");
    expect(services["portal-2"].environment.REPLICA_NAME).toBe("portal-2");
    expect(services.nginx.environment.PORTAL_1).toBe(`portal-1:${services["portal-1"].environment.PORT}`);
    expect(services.nginx.environment.API_1).toBe(`api-1:${services["api-1"].environment.API_PORT}`);
    expect(services["portal-1"].environment.PRODUCT_API_URL).toBe(`http://nginx:${services.nginx.environment.API_LISTEN}`);
  });
});

describe("compose.yaml comes up (issue 23)", () => {
  const services = compose.services as Doc;
  const dependsOn = (name: string) => Object.keys((services[name]?.depends_on as Doc | undefined) ?? {});

  it("has no cycle in what waits on what: the portals' health does not need nginx, which waits on them", () => {
    // A portal's health check is its own /readyz, which asks nothing of the API (bin/health.ts), so the order
    // postgres → migrate → APIs → portals → nginx is a real order, not a wait on something that never starts.
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string, path: string[]) => {
      expect(visiting.has(name), `cycle: ${[...path, name].join(" → ")}`).toBe(false);
      if (done.has(name)) return;
      visiting.add(name);
      for (const next of dependsOn(name)) visit(next, [...path, name]);
      visiting.delete(name);
      done.add(name);
    };
    for (const name of Object.keys(services)) visit(name, []);
    // The one edge depends_on cannot show: a health check that calls another service.
    for (const name of ["portal-1", "portal-2"]) {
      const probe = (services[name].healthcheck.test as string[]).join(" ");
      expect(probe).toBe("CMD bash bin/healthcheck.sh 3000");
    }
    const probeScript = readFileSync(path.join(ROOT, "bin", "healthcheck.sh"), "utf8");
    expect(probeScript).toContain("/dev/tcp/127.0.0.1/$port");
    expect(probeScript).not.toContain("nginx");
    const health = readFileSync(path.join(ROOT, "bin", "health.ts"), "utf8");
    expect(health, "the portal's /readyz calls nothing").not.toMatch(/fetch\(/);
  });

  it("runs with Debian's docker-compose 1.29 as well as the compose plugin: no top-level `name`", () => {
    expect(Object.keys(compose)).not.toContain("name");
  });

  it("gives each process only its own secrets: portal.env to the portals, api.env to the APIs and migrate", () => {
    for (const name of ["portal-1", "portal-2"]) expect(services[name].env_file, name).toEqual(["portal.env"]);
    for (const name of ["api-1", "api-2", "migrate"]) expect(services[name].env_file, name).toEqual(["api.env"]);
    const keys = (file: string) =>
      readFileSync(path.join(ROOT, "deploy", "compose", file), "utf8")
        .split("\n")
        .map((line) => /^#?\s*([A-Z_]+)=/.exec(line)?.[1])
        .filter(Boolean);
    expect(keys("portal.env.example")).toContain("SESSION_SECRET");
    for (const secret of ["OTP_PEPPER", "BKASH_APP_SECRET", "SMS_HTTP_API_KEY", "DATABASE_URL", "POSTGRES_PASSWORD"])
      expect(keys("portal.env.example"), secret).not.toContain(secret);
    expect(keys("api.env.example")).toEqual(expect.arrayContaining(["OTP_PEPPER", "BKASH_APP_SECRET", "SMS_HTTP_API_KEY"]));
    expect(keys("api.env.example")).not.toContain("SESSION_SECRET");
    for (const [name, service] of Object.entries(services)) {
      const env = JSON.stringify(service.environment ?? {});
      if (!name.startsWith("api-") && name !== "migrate" && name !== "postgres")
        expect(env, name).not.toContain("POSTGRES_PASSWORD");
    }
  });

  it("lets a stopping app container finish its drain before Docker kills it", () => {
    for (const name of ["api-1", "api-2", "portal-1", "portal-2"]) {
      const seconds = Number(/^(\d+)s$/.exec(services[name].stop_grace_period)?.[1]);
      expect(seconds * 1000, name).toBeGreaterThan(SHUTDOWN_GRACE_MS);
    }
  });

  it("lets nginx wait as long as the portal waits on bKash, on both hops", () => {
    const template = readFileSync(path.join(ROOT, "deploy", "nginx", "lb.conf.template"), "utf8");
    for (const directive of ["proxy_read_timeout", "proxy_send_timeout"]) {
      const values = [...template.matchAll(new RegExp(`${directive} (\\d+)s;`, "g"))].map((m) => Number(m[1]));
      expect(values, directive).toHaveLength(2);
      for (const seconds of values) expect(seconds * 1000, directive).toBeGreaterThan(BKASH_CALL_TIMEOUT_MS);
    }
  });
});

describe("the production image (issue 23, finding 8)", () => {
  const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  const ignored = readFileSync(path.join(ROOT, ".dockerignore"), "utf8").split("\n");

  it("builds on a Node release still supported: the current LTS, 24", () => {
    const bases = [...dockerfile.matchAll(/^FROM node:(\d+)-bookworm-slim/gm)].map((m) => Number(m[1]));
    expect(bases).toEqual([24, 24]);
  });

  it("leaves the benches, the cluster tooling and the test configs out of the image", () => {
    for (const path of ["bench", "tests", "bin/stack-cluster.ts", "playwright*.config.ts", "deploy"])
      expect(ignored, path).toContain(path);
  });

  it("keeps npm's audit, and turns peer checks off only with the conflict that forces it written down", () => {
    const npmrc = readFileSync(path.join(ROOT, ".npmrc"), "utf8");
    expect(npmrc).not.toMatch(/^audit\s*=\s*false/m);
    if (/^legacy-peer-deps\s*=\s*true/m.test(npmrc)) expect(npmrc).toMatch(/^#.*@sentry\/node/m);
  });
});

describe("the containers' health check, bin/healthcheck.sh (issue 44)", () => {
  // Asynchronous: the servers it asks answer from this process's event loop.
  const run = async (args: string[], env: Record<string, string> = {}) => {
    const started = performance.now();
    const child = spawn("bash", [path.join(ROOT, "bin", "healthcheck.sh"), ...args], {
      env: { NODE_ENV: "test", PATH: process.env.PATH, ...env },
      stdio: "ignore",
    });
    const [status] = (await once(child, "exit")) as [number | null];
    return { status, ms: performance.now() - started };
  };
  const servers: Server[] = [];
  const serve = async (status: number) => {
    const server = createServer((req, res) => res.writeHead(req.url === "/readyz" ? status : 404).end());
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return String((server.address() as AddressInfo).port);
  };
  afterAll(() => servers.forEach((server) => server.close()));

  it("passes when every port's /readyz answers 200, in well under the second a Node start cost", async () => {
    const [ready, alsoReady] = await Promise.all([serve(200), serve(200)]);
    const { status, ms } = await run([ready, alsoReady]);
    expect(status).toBe(0);
    expect(ms).toBeLessThan(1_000);
  });

  it("fails on a 503, on a port nobody listens on, and checks the embedded API unless PRODUCT_API_URL is set", async () => {
    const [ready, draining] = await Promise.all([serve(200), serve(503)]);
    expect((await run([ready, draining])).status).toBe(1);
    expect((await run(["1"])).status).toBe(1);
    expect((await run([], { PORT: ready, API_PORT: draining })).status).toBe(1);
    expect((await run([], { PORT: ready, API_PORT: draining, PRODUCT_API_URL: "http://api:4000" })).status).toBe(0);
  });

  it("is what the image and compose.yaml run", () => {
    expect(readFileSync(path.join(ROOT, "Dockerfile"), "utf8")).toMatch(
      /^HEALTHCHECK .* CMD \["bash", "bin\/healthcheck.sh"\]$/m,
    );
    for (const [name, port] of [
      ["api-1", "4000"],
      ["portal-1", "3000"],
    ] as const)
      expect((compose.services as Doc)[name].healthcheck.test).toEqual(["CMD", "bash", "bin/healthcheck.sh", port]);
  });
});

describe("deploy/k8s", () => {
  const deployments = byKind("Deployment");
  const containers = [...deployments, ...byKind("Job")].flatMap((d) => d.spec.template.spec.containers as Doc[]);

  it("has the API and portal Deployments, their Services, PDBs, an HPA on the portal, an Ingress and a migrate Job", () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(["sopan-api", "sopan-portal"]);
    for (const d of deployments) {
      expect(named("Service", d.metadata.name), `${d.metadata.name} Service`).toBeDefined();
      const pdb = named("PodDisruptionBudget", d.metadata.name);
      expect(pdb?.spec.selector.matchLabels, `${d.metadata.name} PDB`).toEqual(d.spec.selector.matchLabels);
      // At least two pods at all times: set here, or the autoscaler's floor where it owns the count.
      const autoscaler = byKind("HorizontalPodAutoscaler").find((h) => h.spec.scaleTargetRef.name === d.metadata.name);
      expect(d.spec.replicas ?? autoscaler?.spec.minReplicas, d.metadata.name).toBeGreaterThanOrEqual(2);
    }
    const hpa = named("HorizontalPodAutoscaler", "sopan-portal");
    expect(hpa?.spec.scaleTargetRef).toMatchObject({ kind: "Deployment", name: "sopan-portal" });
    expect(hpa?.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(byKind("Ingress")[0]?.spec.rules[0].http.paths[0].backend.service.name).toBe("sopan-portal");
    expect(byKind("Job")[0]?.spec.template.spec.containers[0].command.join(" ")).toContain("dist/migrate.js");
  });

  it("probes readiness on /readyz and liveness on /healthz, on a port the container declares", () => {
    for (const d of deployments) {
      for (const c of d.spec.template.spec.containers as Doc[]) {
        const ports = (c.ports as Doc[]).map((p) => p.name);
        expect(c.readinessProbe.httpGet.path, c.name).toBe("/readyz");
        expect(c.livenessProbe.httpGet.path, c.name).toBe("/healthz");
        expect(ports).toContain(c.readinessProbe.httpGet.port);
        expect(ports).toContain(c.livenessProbe.httpGet.port);
      }
    }
  });

  it("sets resources on every container and runs one image", () => {
    for (const c of containers) {
      expect(c.resources?.requests?.cpu, c.name).toBeDefined();
      expect(c.resources?.requests?.memory, c.name).toBeDefined();
      expect(c.resources?.limits?.memory, c.name).toBeDefined();
    }
    expect(new Set(containers.map((c) => c.image)).size).toBe(1);
  });

  it("lets Prometheus scrape each pod's /metrics on its own port, and lets only the portals and Prometheus reach the API", () => {
    for (const d of deployments) {
      const annotations = d.spec.template.metadata.annotations as Doc;
      const port = (d.spec.template.spec.containers[0].ports as Doc[]).find((p) => p.name === "http")!.containerPort;
      expect(annotations, d.metadata.name).toEqual({
        "prometheus.io/scrape": "true",
        "prometheus.io/port": String(port),
        "prometheus.io/path": "/metrics",
      });
    }
    const policy = named("NetworkPolicy", "sopan-api")!;
    expect(policy.spec.podSelector.matchLabels).toEqual(named("Deployment", "sopan-api")!.spec.selector.matchLabels);
    const from = policy.spec.ingress[0].from as Doc[];
    expect(from.map((peer) => peer.podSelector?.matchLabels ?? peer.namespaceSelector?.matchLabels)).toEqual([
      named("Deployment", "sopan-portal")!.spec.selector.matchLabels,
      { "kubernetes.io/metadata.name": "monitoring" },
    ]);
  });

  it("takes configuration from the ConfigMap and secrets from a Secret it only references", () => {
    expect(byKind("Secret")).toEqual([]);
    const config = named("ConfigMap", "sopan-config")!;
    for (const c of containers) {
      expect(c.envFrom[0]).toEqual({ configMapRef: { name: "sopan-config" } });
      expect(c.envFrom[1].secretRef.name).toMatch(/^sopan-(api|portal)-secrets$/);
    }
    expect(config.data.MIGRATE_ON_START).toBe("0");
    // Ports agree: the portal calls the API Service on the API's port.
    const apiService = named("Service", "sopan-api")!;
    expect(config.data.PRODUCT_API_URL).toBe(`http://sopan-api:${apiService.spec.ports[0].port}`);
    expect(String(apiService.spec.ports[0].port)).toBe(config.data.API_PORT);
    expect(String(named("Service", "sopan-portal")!.spec.ports[0].port)).toBe(config.data.PORT);
  });
});

describe("the shipped proxies and the public origin (decision 090)", () => {
  const portalLocation = (() => {
    const template = readFileSync(path.join(ROOT, "deploy", "nginx", "lb.conf.template"), "utf8");
    return /location \/ \{\s*proxy_pass http:\/\/sopan_portal;[\s\S]*?\n {4}\}/.exec(template)![0];
  })();
  const headerSet = (name: string) => new RegExp(`proxy_set_header ${name} ([^;]+);`).exec(portalLocation)?.[1];

  it("nginx sets the forwarding headers itself in front of the portals and drops what a client sent", () => {
    expect(headerSet("X-Forwarded-For")).toBe("$remote_addr");
    for (const dropped of ["X-Forwarded-Host", "X-Forwarded-Port", "X-Forwarded-Prefix", "Forwarded"])
      expect(headerSet(dropped), dropped).toBe('""');
    expect(portalLocation).not.toContain("$proxy_add_x_forwarded_for");
  });

  it("the Ingress leaves ingress-nginx's own forwarding headers alone: no snippet, no forwarded-header trust", () => {
    const annotations = Object.keys(named("Ingress", "sopan-portal")!.metadata.annotations ?? {});
    expect(annotations.filter((a) => /snippet|forwarded/i.test(a))).toEqual([]);
  });

  it("gives the portals their public origin in compose and Kubernetes", () => {
    expect(compose.services["portal-1"].environment.PUBLIC_ORIGIN).toMatch(/^\$\{PUBLIC_ORIGIN:\?/);
    const example = readFileSync(path.join(ROOT, "deploy", "compose", "compose.env.example"), "utf8");
    expect(example).toMatch(/^PUBLIC_ORIGIN=http:\/\/127\.0\.0\.1:8080$/m);
    const ingressHost = named("Ingress", "sopan-portal")!.spec.rules[0].host as string;
    expect(named("ConfigMap", "sopan-config")!.data.PUBLIC_ORIGIN).toBe(`https://${ingressHost}`);
  });
});
