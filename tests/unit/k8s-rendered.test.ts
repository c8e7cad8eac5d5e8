/**
 * The objects `kubectl kustomize deploy/k8s` renders, checked for what a cluster would otherwise find out in
 * production (issue 23): readiness that keeps the site up when the database is away, pods a "restricted"
 * namespace admits, each process with only its own secrets, probe timeouts and stop times that agree with the
 * processes' budgets, the balancer's timeouts that agree with the portal's longest wait, and a migrate Job
 * that a new release can apply next to the last one.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { BKASH_CALL_TIMEOUT_MS } from "../../app/features/payments/payments.server";
import { SHUTDOWN_GRACE_MS } from "../../server/http/drain";

const ROOT = path.resolve(import.meta.dirname, "../..");
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const hasKubectl = (() => {
  try {
    execFileSync("kubectl", ["version", "--client"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** What Kubernetes accepts as a Job's name: a DNS label (its pods carry it as a label value, at most 63 characters). */
const isJobName = (name: string) => name.length <= 63 && /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(name);

/** A set-based label selector as `kubectl -l` takes it: `key in (a,b)` or `key=value`, joined by commas outside parentheses. */
function matchesSelector(labels: Record<string, string>, selector: string): boolean {
  return selector.split(/,(?![^(]*\))/).every((term) => {
    const set = /^\s*([\w./-]+)\s+in\s+\(([^)]*)\)\s*$/.exec(term);
    if (set)
      return set[2]!
        .split(",")
        .map((v) => v.trim())
        .includes(labels[set[1]!] ?? "\0");
    const [key, value] = term.split("=").map((t) => t.trim());
    return labels[key!] === value;
  });
}

function render(dir: string): Doc[] {
  const yaml = execFileSync("kubectl", ["kustomize", dir], { encoding: "utf8" });
  return parseAllDocuments(yaml).map((d) => d.toJS() as Doc);
}

describe.runIf(hasKubectl)("kubectl kustomize deploy/k8s", () => {
  const objects = hasKubectl ? render(path.join(ROOT, "deploy", "k8s")) : [];
  const of = (kind: string) => objects.filter((o) => o.kind === kind);
  const deployment = (component: string) => of("Deployment").find((d) => d.metadata.name === `sopan-${component}`)!;
  const podSpecs = [...of("Deployment"), ...of("Job")].map(
    (o) => [o.metadata.name as string, o.spec.template.spec as Doc] as const,
  );
  const container = (component: string) => deployment(component).spec.template.spec.containers[0] as Doc;

  it("keeps the portals ready without the API: their readiness is their own /readyz, which asks nothing else", () => {
    expect(container("portal").readinessProbe.httpGet).toMatchObject({ path: "/readyz" });
    // The portal's /readyz (bin/health.ts) takes no API address: tests/unit/portal-health.test.ts.
    const health = readFileSync(path.join(ROOT, "bin", "health.ts"), "utf8");
    expect(health).not.toMatch(/fetch\(/);
  });

  it("runs every pod under the restricted Pod Security Standard, writing only to emptyDir volumes", () => {
    for (const [name, spec] of podSpecs) {
      expect(spec.securityContext, name).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: "RuntimeDefault" },
      });
      const volumes = new Map((spec.volumes as Doc[] | undefined)?.map((v) => [v.name, v]) ?? []);
      for (const c of spec.containers as Doc[]) {
        expect(c.securityContext, `${name}/${c.name}`).toEqual({
          allowPrivilegeEscalation: false,
          capabilities: { drop: ["ALL"] },
          readOnlyRootFilesystem: true,
        });
        const mounts = (c.volumeMounts as Doc[] | undefined) ?? [];
        expect(
          mounts.map((m) => m.mountPath),
          `${name}/${c.name} writable /tmp`,
        ).toContain("/tmp");
        for (const m of mounts) expect(volumes.get(m.name)?.emptyDir, `${name}/${c.name} ${m.mountPath}`).toBeDefined();
      }
    }
  });

  it("gives each process only its own secrets", () => {
    expect(of("Secret")).toEqual([]);
    const secretsOf = (spec: Doc) =>
      (spec.containers as Doc[]).flatMap((c) => (c.envFrom as Doc[]).filter((e) => e.secretRef).map((e) => e.secretRef.name));
    const apiPod = deployment("api").spec.template.spec;
    const portalPod = deployment("portal").spec.template.spec;
    const migratePod = of("Job")[0]!.spec.template.spec;
    expect(secretsOf(apiPod)).toEqual(["sopan-api-secrets"]);
    expect(secretsOf(migratePod)).toEqual(["sopan-api-secrets"]);
    expect(secretsOf(portalPod)).toEqual(["sopan-portal-secrets"]);
    // The documented Secrets carry exactly these keys, and the namespace exists before they are created.
    const docs = readFileSync(path.join(ROOT, "docs", "deployment.md"), "utf8");
    const created = (name: string) => {
      const command = new RegExp(`kubectl -n sopan create secret generic ${name}((?:.|\\\\\\n)*?)\\n(?!\\s)`).exec(docs);
      expect(command, `docs/deployment.md creates ${name}`).not.toBeNull();
      return [...command![1]!.matchAll(/--from-literal=(\w+)=/g)].map((m) => m[1]).sort();
    };
    expect(created("sopan-portal-secrets")).toEqual(["SESSION_SECRET"]);
    expect(created("sopan-api-secrets")).toEqual(
      [
        "BKASH_APP_KEY",
        "BKASH_APP_SECRET",
        "BKASH_BASE_URL",
        "BKASH_PASSWORD",
        "BKASH_USERNAME",
        "DATABASE_URL",
        "OTP_PEPPER",
        "REDIS_URL",
        "SMS_HTTP_API_KEY",
        "SMS_HTTP_URL",
        "SMS_SENDER_ID",
      ].sort(),
    );
    expect(docs.indexOf("kubectl apply -f deploy/k8s/namespace.yaml")).toBeGreaterThan(-1);
    expect(docs.indexOf("kubectl apply -f deploy/k8s/namespace.yaml")).toBeLessThan(docs.indexOf("create secret generic"));
  });

  it("sets every probe's timeout, and stops pods within the grace Kubernetes gives them", () => {
    for (const component of ["api", "portal"]) {
      const c = container(component);
      for (const probe of [c.readinessProbe, c.livenessProbe]) {
        expect(probe.timeoutSeconds, component).toBeGreaterThanOrEqual(2);
        expect(probe.timeoutSeconds, component).toBeLessThan(probe.periodSeconds);
      }
      // preStop's pause, then the drain's whole budget, still inside the grace: never a SIGKILL mid-drain.
      const pause = Number(c.lifecycle.preStop.sleep?.seconds ?? c.lifecycle.preStop.exec.command.at(-1));
      const grace = deployment(component).spec.template.spec.terminationGracePeriodSeconds as number;
      expect(pause, component).toBeGreaterThan(0);
      expect(pause + SHUTDOWN_GRACE_MS / 1000, component).toBeLessThan(grace);
    }
  });

  it("lets the Ingress wait as long as the portal waits on bKash", () => {
    const annotations = of("Ingress")[0]!.metadata.annotations as Record<string, string>;
    for (const key of ["proxy-read-timeout", "proxy-send-timeout"]) {
      expect(Number(annotations[`nginx.ingress.kubernetes.io/${key}`]) * 1000, key).toBeGreaterThan(BKASH_CALL_TIMEOUT_MS);
    }
  });

  it("names the migrate Job after the release's version label, valid for any image reference", () => {
    const job = of("Job")[0]!;
    const release = job.metadata.labels["app.kubernetes.io/version"] as string;
    expect(job.metadata.name).toBe(`sopan-migrate-${release}`);
    expect(isJobName(job.metadata.name), job.metadata.name).toBe(true);
    // A registry with a port and a digest pin leave the name alone (the tag's split on ":" gave
    // `sopan-migrate-5000/sopan-portal`, and a digest 78 characters); a new release gets a new Job.
    const pinned = renderChanged((text) =>
      text
        .replace(
          /images:\n(?: {2}- .*\n)+/,
          `images:\n  - { name: registry.example/sopan-portal, newName: "registry.example:5000/sopan-portal", digest: "sha256:${"ab".repeat(32)}" }\n`,
        )
        .replace(/app\.kubernetes\.io\/version: "[^"]+"/, 'app.kubernetes.io/version: "2.3.4"'),
    );
    const jobNext = pinned.find((o) => o.kind === "Job")!;
    expect(jobNext.metadata.name).toBe("sopan-migrate-2.3.4");
    expect(jobNext.spec.template.spec.containers[0].image).toBe(`registry.example:5000/sopan-portal@sha256:${"ab".repeat(32)}`);
    for (const d of pinned.filter((o) => o.kind === "Deployment"))
      expect(d.spec.template.spec.containers[0].image, d.metadata.name).toBe(jobNext.spec.template.spec.containers[0].image);
  });

  it("leaves the replicas of an autoscaled Deployment to its HorizontalPodAutoscaler, so a release does not reset them", () => {
    const scaled = of("HorizontalPodAutoscaler").map((h) => h.spec.scaleTargetRef.name as string);
    expect(scaled).toContain("sopan-portal");
    for (const name of scaled) expect(deployment(name.replace(/^sopan-/, "")).spec, name).not.toHaveProperty("replicas");
  });

  it("applies the migrate Job before the Deployments, and the documented release migrates first and waits", () => {
    const order = objects.map((o) => o.kind as string);
    expect(order.indexOf("Job")).toBeGreaterThan(order.indexOf("ConfigMap"));
    expect(order.indexOf("Job")).toBeLessThan(order.indexOf("Deployment"));
    // The release procedure's first step selects exactly what the Job needs (its ConfigMap) and the Job.
    const docs = readFileSync(path.join(ROOT, "docs", "deployment.md"), "utf8");
    const step = /kubectl apply -k deploy\/k8s -l '([^']+)'/.exec(docs);
    expect(step, "docs/deployment.md: the release's migrate step").not.toBeNull();
    const selected = objects.filter((o) => matchesSelector(o.metadata.labels ?? {}, step![1]!));
    expect(selected.map((o) => o.kind).sort()).toEqual(["ConfigMap", "Job"]);
    const wait = docs.indexOf("kubectl -n sopan wait --for=condition=complete");
    expect(wait).toBeGreaterThan(docs.indexOf(step![0]));
    expect(docs.indexOf("kubectl apply -k deploy/k8s\n", wait)).toBeGreaterThan(wait);
  });

  it("enforces the restricted Pod Security Standard on the namespace, and mounts no service-account token", () => {
    const namespace = of("Namespace")[0]!;
    expect(namespace.metadata.labels).toMatchObject({ "pod-security.kubernetes.io/enforce": "restricted" });
    for (const [name, spec] of podSpecs) expect(spec.automountServiceAccountToken, name).toBe(false);
  });

  it("sizes each autoscaler from docs/capacity.md: one core requested per one-process pod, room for its largest start", () => {
    const capacity = readFileSync(path.join(ROOT, "docs", "capacity.md"), "utf8");
    // The replicas row's last column: a start of 30,000 doctors within a minute.
    const largest = (tier: string) => {
      const row = new RegExp(`^\\| \\*\\*${tier} replicas\\*\\*.*\\| \\*\\*(\\d+)\\*\\* \\|$`, "m").exec(capacity);
      expect(row, `docs/capacity.md: the ${tier} replicas row`).not.toBeNull();
      return Number(row![1]);
    };
    const config = of("ConfigMap").find((c) => c.metadata.name === "sopan-config")!.data as Record<string, string>;
    expect([config.WEB_CONCURRENCY, config.API_WORKERS]).toEqual(["1", "1"]);
    for (const [component, tier] of [
      ["portal", "portal"],
      ["api", "API"],
    ] as const) {
      const hpa = of("HorizontalPodAutoscaler").find((h) => h.spec.scaleTargetRef.name === `sopan-${component}`);
      expect(hpa, component).toBeDefined();
      expect(hpa!.spec.maxReplicas, component).toBeGreaterThanOrEqual(largest(tier));
      expect(container(component).resources.requests.cpu, component).toBe("1");
    }
  });

  it("shares the portals' kept pages on a ReadWriteMany claim only where the kept-pages component is added", () => {
    expect(of("PersistentVolumeClaim")).toEqual([]);
    expect(JSON.stringify(deployment("portal"))).not.toContain("KEPT_PAGES_DIR");
    const overlay = mkdtempSync(path.join(tmpdir(), "sopan-k8s-overlay-"));
    try {
      const base = path.relative(overlay, path.join(ROOT, "deploy", "k8s"));
      writeFileSync(
        path.join(overlay, "kustomization.yaml"),
        `resources: [${base}]\ncomponents: [${base}/components/kept-pages]\n`,
      );
      const withPages = render(overlay);
      const claim = withPages.find((o) => o.kind === "PersistentVolumeClaim")!;
      expect(claim.metadata).toMatchObject({ name: "sopan-kept-pages", namespace: "sopan" });
      expect(claim.spec.accessModes).toEqual(["ReadWriteMany"]);
      const portal = withPages.find((o) => o.kind === "Deployment" && o.metadata.name === "sopan-portal")!.spec.template.spec;
      const mount = portal.containers[0].volumeMounts.find((m: Doc) => m.name === "kept-pages");
      expect(portal.containers[0].env).toContainEqual({ name: "KEPT_PAGES_DIR", value: mount.mountPath });
      expect(portal.volumes).toContainEqual({ name: "kept-pages", persistentVolumeClaim: { claimName: "sopan-kept-pages" } });
      // Writable by the pods' non-root user, and the rest of the restricted profile untouched.
      expect(portal.securityContext).toMatchObject({ fsGroup: 1000, runAsNonRoot: true, runAsUser: 1000 });
    } finally {
      rmSync(overlay, { recursive: true, force: true });
    }
  });

  it("keeps a PodDisruptionBudget for every Deployment that lets a node drain go on", () => {
    for (const d of of("Deployment")) {
      const pdb = of("PodDisruptionBudget").find((p) => p.metadata.name === d.metadata.name);
      expect(pdb?.spec.selector.matchLabels, d.metadata.name).toEqual(d.spec.selector.matchLabels);
      const hpa = of("HorizontalPodAutoscaler").find((h) => h.spec.scaleTargetRef.name === d.metadata.name);
      const fewest = (d.spec.replicas ?? hpa?.spec.minReplicas) as number;
      expect(pdb!.spec.minAvailable, d.metadata.name).toBeLessThan(fewest);
    }
  });

  function renderChanged(edit: (kustomization: string) => string): Doc[] {
    const release = mkdtempSync(path.join(tmpdir(), "sopan-k8s-"));
    try {
      cpSync(path.join(ROOT, "deploy", "k8s"), release, { recursive: true });
      const kustomization = path.join(release, "kustomization.yaml");
      writeFileSync(kustomization, edit(readFileSync(kustomization, "utf8")));
      return render(release);
    } finally {
      rmSync(release, { recursive: true, force: true });
    }
  }
});
