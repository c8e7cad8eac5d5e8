/**
 * `npm start` / `npm run dev`: one command for the whole stack.
 *
 *  1. validate the portal configuration (a clear message and exit 1 when it is wrong);
 *  2. build the Remix app when build/ is missing or older than the sources (`--dev`: no build, the portal
 *     runs Vite's dev server, which compiles on demand; bin/portal.ts);
 *  3. unless PRODUCT_API_URL points elsewhere, check that the API will trust the portal on loopback
 *     (API_TRUST_PROXY), start the product API as a child process (`--dev`: under `tsx watch`) and wait
 *     for it for as long as it runs, showing what it does (waitForApi);
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
import { isStartReport, type StartPhase } from "../server/start-report";
import { apiProcessEnv } from "./api-env";
import { BUILD_ENTRY, buildExists, servePortal, type PortalServer } from "./portal";
import { precompressDir } from "./precompress";

const ROOT = path.resolve(import.meta.dirname, "..");
const BIN = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
/** How often a start that takes its time says it is still at it. */
const STILL_STARTING_EVERY_MS = 30_000;
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
      : // The IPC channel carries the API's reports of its start (server/start-report.ts).
        spawn(process.execPath, import.meta.compiled ? ["dist/api.js"] : ["--import", "tsx", "server/main.ts"], {
          stdio: ["inherit", "inherit", "inherit", "ipc"],
          cwd: ROOT,
          env,
        });
    const progress = apiStartProgress(api);
    supervise("product API", api, progress.whyStopped);
    await waitForApi(`${cfg.apiBaseUrl}/health`, progress);
    if (stopping) return;
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

/** `whyStopped` names what the child was doing when it stopped, and why, when that is known. */
function supervise(name: string, child: ChildProcess, whyStopped: () => string | undefined = () => undefined): void {
  children.add(child);
  child.on("error", (e) => {
    console.error(`\n${name} could not start: ${e.message}`);
    stop(1);
  });
  // "close", not "exit": by then the child's channel has ended too, so every report it sent has been heard.
  child.on("close", (code, signal) => {
    children.delete(child);
    if (stopping) return;
    const why = whyStopped();
    const exit = signal ?? `exit code ${code}`;
    console.error(
      why
        ? `\n${name} stopped (${exit}) ${why}\nShutting the stack down.`
        : `\n${name} stopped unexpectedly (${exit}); shutting the stack down.`,
    );
    stop(1);
  });
}

/** What the product API says it is doing, in the words the console shows ("failed" is said when it exits: supervise). */
const PHASES: Record<Exclude<StartPhase, "failed">, (detail: string) => string> = {
  opening: (detail) => `opening its database: ${detail}`,
  waiting: () => "waiting for another process's migration of the database to finish (its PostgreSQL advisory lock)",
  migrating: () => "bringing the database schema up to date",
  seeding: () => "filling the new, empty database with the demo data",
  workers: (detail) => `starting ${detail} workers`,
  listening: (detail) => `listening on ${detail}`,
};

type ApiStartProgress = {
  /** Resolves when the API says it listens. */
  listening: Promise<void>;
  /** What it was doing when it stopped, and why it says it failed, for the stack's last line. */
  whyStopped(): string | undefined;
  /** The phase now, in words, and since when. */
  now(): { doing: string; since: number };
  stop(): void;
};

/**
 * The API's reports of its start (server/start-report.ts), each shown as it comes. Under `tsx watch`
 * (`--dev`) none arrive: tsx keeps the channel to itself.
 */
function apiStartProgress(api: ChildProcess): ApiStartProgress {
  let doing = "starting";
  let since = Date.now();
  let failure: string | undefined;
  let listened = () => undefined as void;
  const listening = new Promise<void>((resolve) => (listened = resolve));
  const onReport = (message: unknown) => {
    if (!isStartReport(message)) return;
    if (message.phase === "failed") return void (failure = message.detail);
    doing = PHASES[message.phase](message.detail);
    since = Date.now();
    console.log(`The product API is ${doing}.`);
    if (message.phase === "listening") listened();
  };
  api.on("message", onReport);
  return {
    listening,
    whyStopped: () => {
      if (doing.startsWith("listening")) return undefined;
      const at = doing === "starting" ? "while starting" : `while ${doing}`;
      return failure ? `${at}: ${failure}` : at;
    },
    now: () => ({ doing, since }),
    stop: () => void api.off("message", onReport),
  };
}

/**
 * Waits for the API for as long as it runs: a first start on a slow machine can take minutes (a new
 * PGlite folder's initdb, migrations and seed), and giving up while it works only made a second `npm
 * start` necessary (issue 42). Its exit ends the stack at once, naming the cause (supervise). Every
 * STILL_STARTING_EVERY_MS the console hears what it is still doing. Ready when the API says it listens,
 * or, with no reports (`--dev`), when its /health answers.
 */
async function waitForApi(healthUrl: string, progress: ApiStartProgress): Promise<void> {
  let ready = false;
  void progress.listening.then(() => (ready = true));
  let told = Date.now();
  try {
    while (!ready && !stopping) {
      const health = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
      if (health?.ok) return;
      if (Date.now() - told >= STILL_STARTING_EVERY_MS) {
        told = Date.now();
        const { doing, since } = progress.now();
        console.log(`The product API is still ${doing} (${Math.round((Date.now() - since) / 1000)} s).`);
      }
      await Promise.race([progress.listening, new Promise((r) => setTimeout(r, 300))]);
    }
  } finally {
    progress.stop();
  }
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
    for (const child of children) child.on("close", () => children.size === 0 && exit());
    for (const child of children) child.kill("SIGTERM");
  });
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  stop(1);
});
