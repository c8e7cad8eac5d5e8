/**
 * The production image runs compiled JavaScript (bin/build-server.ts, docs/decisions/037): plain `node` on
 * dist/, no tsx or esbuild, and none of the sandbox (the bKash simulator and its wallet page, the SMS outbox).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { buildServer, DIST_DIR, SERVER_ENTRIES } from "../../bin/build-server";
import { SLOW_EXECUTE_WALLET } from "../../server/payments/simulator";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const outputs = Object.keys(SERVER_ENTRIES).map((name) => path.join(DIST_DIR, `${name}.js`));
// One string of each sandbox module: the simulator's scripted wallet, the wallet page's heading, the outbox's path.
const SANDBOX_MARKERS = [SLOW_EXECUTE_WALLET, "bKash payment (sandbox)", "/dev/sms-outbox"];
const SANDBOX_SOURCES = [
  "server/sandbox.ts",
  "server/payments/simulator.ts",
  "server/payments/wallet-page.ts",
  "server/routes/dev.ts",
];

describe("the compiled server", () => {
  beforeAll(() => buildServer(), 60_000);

  it("builds every production entry into dist/", () => {
    for (const file of outputs) expect(existsSync(file), file).toBe(true);
  });

  it("holds no sandbox code", () => {
    const sandbox = SANDBOX_SOURCES.map(read).join("\n");
    for (const marker of SANDBOX_MARKERS) expect(sandbox, "the marker is the sandbox's").toContain(marker);
    for (const file of outputs)
      for (const marker of SANDBOX_MARKERS)
        expect(readFileSync(file, "utf8"), `${path.basename(file)}: ${marker}`).not.toContain(marker);
  });
});

describe("production runs the compiled server with plain node", () => {
  const dockerfile = read("Dockerfile");
  const instruction = (name: string) => dockerfile.split("\n").filter((line) => line.startsWith(`${name} `));

  it("the image's CMD is node on dist/start.js", () => {
    expect(instruction("CMD")).toEqual(['CMD ["node", "dist/start.js"]']);
  });

  it("compose and Kubernetes run node on dist/", () => {
    const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, { command?: string[] }> };
    const k8s = ["api.yaml", "portal.yaml", "migrate-job.yaml"].flatMap((f) =>
      parseAllDocuments(read(`deploy/k8s/${f}`)).flatMap(
        (d) =>
          (d.toJS() as { spec: { template?: { spec: { containers: { command?: string[] }[] } } } }).spec.template?.spec
            .containers ?? [],
      ),
    );
    const commands = [
      ...Object.values(compose.services).flatMap((s) => (s.command?.[0] === "node" ? [s.command] : [])),
      ...k8s.flatMap((c) => (c.command ? [c.command] : [])),
    ];
    expect(commands.length).toBe(8); // compose: migrate, 2 APIs, 2 portals; k8s: API, portal, migrate
    for (const command of commands) expect(command.join(" ")).toMatch(/^node dist\/(api|portal|migrate)\.js$/);
  });

  it("the image is built without the sandbox sources, and prunes tsx and esbuild", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const source of SANDBOX_SOURCES) expect(ignored).toContain(source);
    const pkg = JSON.parse(read("package.json")) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).not.toContain("tsx");
    expect(Object.keys(pkg.dependencies)).not.toContain("esbuild");
  });
});
