/**
 * `npm start` / `npm run dev`: one command for the whole stack.
 *
 *  1. validate the portal configuration (a clear message and exit 1 when it is wrong);
 *  2. build the Remix app when build/ is missing or older than the sources (`--dev`: no build, the portal
 *     runs Vite's dev server, which compiles on demand; bin/portal.ts);
 *  3. unless PRODUCT_API_URL points elsewhere, check that the API will trust the portal on loopback
 *     (API_TRUST_PROXY), start the product API as a child process and wait
 *     for its /health (`--dev`: under `tsx watch`);
 *  4. serve the portal, on WEB_CONCURRENCY cluster workers (one per core by default; bin/cluster.ts).
 *     Ctrl-C / SIGTERM stop everything (the workers drain first); if a child dies, the stack exits.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { portalConfigOrExit } from "../app/lib/config.server";
import { logEvent } from "../app/lib/log.server";
import { parseApiConfig, refuseUntrustedPortal, type ApiConfig } from "../server/config";
import { SHUTDOWN_GRACE_MS } from "../server/http/drain";
import { apiProcessEnv } from "./api-env";
import { BUILD_ENTRY, buildExists, servePortal, type PortalServer } from "./portal";
import { precompressDir } from "./precompress";

const ROOT = path.resolve(import.meta.dirname, "..");
const BIN = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
const API_START_TIMEOUT_MS = 90_000;
/** The build's own configuration: a change to either makes a new build. */
const BUILD_CONFIG_FILES = ["vite.config.ts", "path-aliases.config.ts"];

const dev = process.argv.includes("--dev");
const children = new Set<ChildProcess>();
let portal: Pick<PortalServer, "close"> | undefined;
let stopping = false;

async function main(): Promise<void> {
  const cfg = portalConfigOrExit();
  process.on("SIGINT", () => stop(0, "SIGINT"));
  process.on("SIGTERM", () => stop(0, "SIGTERM"));

  if (!dev && buildIsStale()) {
    await withBuildLock(async () => {
      // Another start may have built while this one waited for the lock.
      if (buildIsStale()) {
        await run(BIN("remix"), ["vite:build"], { NODE_ENV: "production" });
        precompressDir();
      }
    });
  }

  if (!cfg.PRODUCT_API_URL) {
    apiTrustsPortalOrExit();
    const env = apiProcessEnv(process.env);
    const api = dev
      ? spawn(BIN("tsx"), ["watch", "server/main.ts"], { stdio: "inherit", cwd: ROOT, env })
      : spawn(process.execPath, import.meta.compiled ? ["dist/api.js"] : ["--import", "tsx", "server/main.ts"], {
          stdio: "inherit",
          cwd: ROOT,
          env,
        });
    supervise("product API", api);
    await waitForHealth(`${cfg.apiBaseUrl}/health`);
  }

  portal = await servePortal(cfg, dev);
}

/**
 * The embedded API hears the portal from loopback, so its API_TRUST_PROXY must include loopback, or every
 * visitor would share one address in its attempt limits. Other API configuration errors are the API's to report.
 */
function apiTrustsPortalOrExit(): void {
  let api: ApiConfig;
  try {
    api = parseApiConfig(apiProcessEnv(process.env));
  } catch {
    return;
  }
  try {
    refuseUntrustedPortal(api, "127.0.0.1");
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}

/** True when the server build is missing or any source under app/ or server/contract/, or the build's config, is newer. */
function buildIsStale(): boolean {
  if (!buildExists()) return true;
  const built = statSync(BUILD_ENTRY).mtimeMs;
  return (
    newestMtime(path.join(ROOT, "app")) > built ||
    newestMtime(path.join(ROOT, "server", "contract")) > built ||
    BUILD_CONFIG_FILES.some((file) => statSync(path.join(ROOT, file)).mtimeMs > built)
  );
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Several stacks can start from one checkout at once (an E2E run next to a manual one); they share
 * build/, so only one may build at a time, and the others then find the build fresh.
 */
async function withBuildLock(fn: () => Promise<void>): Promise<void> {
  const lock = path.join(ROOT, ".cache", "build.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const age = Date.now() - (statSafe(lock) ?? Date.now());
      if (age > 5 * 60_000) rmSync(lock, { recursive: true, force: true }); // left by a killed process
      if (Date.now() > deadline) throw new Error(`waited too long for the build lock ${lock}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function statSafe(p: string): number | undefined {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return undefined;
  }
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", cwd: ROOT, env: { ...process.env, ...env } });
    children.add(child);
    child.on("error", reject); // could not start at all (e.g. the Remix compiler is not installed)
    child.on("exit", (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(" ")} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

function supervise(name: string, child: ChildProcess): void {
  children.add(child);
  child.on("error", (e) => {
    console.error(`\n${name} could not start: ${e.message}`);
    stop(1);
  });
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (stopping) return;
    console.error(`\n${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); shutting the stack down.`);
    stop(1);
  });
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(
    `The product API did not answer ${url} within ${API_START_TIMEOUT_MS / 1000}s. Check its output above (database, port already in use?).`,
  );
}

function stop(code: number, signal?: string): void {
  if (stopping) return;
  stopping = true;
  if (signal) logEvent("info", "stack_stopping", { signal });
  const exit = () => process.exit(code);
  setTimeout(() => {
    for (const child of children) child.kill("SIGKILL");
    exit();
  }, SHUTDOWN_GRACE_MS).unref();
  // The portal drains first: the requests it is finishing may still need the API.
  void (portal?.close() ?? Promise.resolve()).finally(() => {
    if (children.size === 0) return exit();
    for (const child of children) child.on("exit", () => children.size === 0 && exit());
    for (const child of children) child.kill("SIGTERM");
  });
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  stop(1);
});
