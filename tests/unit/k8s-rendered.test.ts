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

  it("names the migrate Job after the release's image tag, so the next release applies beside it", () => {
    const job = of("Job")[0]!;
    const tag = (job.spec.template.spec.containers[0].image as string).split(":").at(-1);
    expect(job.metadata.name).toBe(`sopan-migrate-${tag}`);
    // A release that sets a new tag gets a new Job name too.
    const release = mkdtempSync(path.join(tmpdir(), "sopan-k8s-"));
    try {
      cpSync(path.join(ROOT, "deploy", "k8s"), release, { recursive: true });
      const kustomization = path.join(release, "kustomization.yaml");
      writeFileSync(kustomization, readFileSync(kustomization, "utf8").replace(/newTag: "[^"]+"/, 'newTag: "2.3.4"'));
      const jobNext = render(release).find((o) => o.kind === "Job")!;
      expect(jobNext.metadata.name).toBe("sopan-migrate-2.3.4");
      expect(jobNext.spec.template.spec.containers[0].image).toBe("registry.example/sopan-portal:2.3.4");
    } finally {
      rmSync(release, { recursive: true, force: true });
    }
  });
});
