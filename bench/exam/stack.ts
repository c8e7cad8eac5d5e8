/**
 * The stack under test, as production runs it: the product API (NODE_ENV=production, PostgreSQL,
 * the schema migrated beforehand as a deploy's `db:migrate` does) and `npm start`'s portal in
 * production mode on its default WEB_CONCURRENCY (one worker per core), both on loopback. The
 * portal trusts loopback as its proxy (PORTAL_TRUST_PROXY's default, nginx's place in production),
 * so each bench doctor's X-Forwarded-For is its client address; the API trusts the portal the same way.
 * The external services production needs (SMS gateway, bKash) get unreachable placeholders: the
 * exam path never calls them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { waitFor } from "../processes";
import type { FixtureDatabase } from "./fixture";

/** The portal may build first. */
const START_TIMEOUT_MS = 300_000;

export type Stack = { portal: string; api: string; portalPid: number; apiPid: number; stop: () => Promise<void> };

const children: ChildProcess[] = [];

/** BENCH_PROFILE_DIR: the API and every portal process write a V8 CPU profile there when they stop. */
const profileArgs = () =>
  process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];

function start(args: string[], env: Record<string, string | undefined>): ChildProcess {
  // Its own process group, so stopping it also stops the portal's cluster workers.
  const child = spawn(process.execPath, [...profileArgs(), ...args], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

export async function startStack(opts: { database: FixtureDatabase; port: number; apiPort: number }): Promise<Stack> {
  const api = `http://127.0.0.1:${opts.apiPort}`;
  const apiChild = start(["--import", "tsx", "server/main.ts"], {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    API_PORT: String(opts.apiPort),
    // PGlite in production is refused unless asked for: the bench asks, as an academy on `npm start` does.
    ...("databaseUrl" in opts.database
      ? { DATABASE_URL: opts.database.databaseUrl }
      : { DATA_DIR: opts.database.dataDir, ALLOW_EMBEDDED_DB: "1" }),
    OTP_PEPPER: randomBytes(32).toString("base64"),
    SMS_DRIVER: "http",
    SMS_HTTP_URL: "http://127.0.0.1:9/sms",
    SMS_HTTP_API_KEY: "bench-unused",
    SMS_SENDER_ID: "bench",
    BKASH_BASE_URL: "https://bkash.invalid",
    BKASH_USERNAME: "bench-unused",
    BKASH_PASSWORD: "bench-unused",
    BKASH_APP_KEY: "bench-unused",
    BKASH_APP_SECRET: "bench-unused",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  });
  await waitFor(`${api}/health`, apiChild, START_TIMEOUT_MS);
  const portal = `http://127.0.0.1:${opts.port}`;
  const portalChild = start(["--import", "tsx", "bin/start.ts"], {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(opts.port),
    PUBLIC_ORIGIN: portal,
    PRODUCT_API_URL: api,
    SESSION_SECRET: randomBytes(32).toString("base64"),
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY,
  });
  await waitFor(`${portal}/`, portalChild, START_TIMEOUT_MS);
  return { portal, api, portalPid: portalChild.pid!, apiPid: apiChild.pid!, stop: stopStack };
}

/** Stopped and gone (up to 15 s each): the embedded database's folder is free again once the API has exited. */
export async function stopStack(): Promise<void> {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null && child.pid !== undefined);
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  const exited = (child: ChildProcess) =>
    new Promise((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once("exit", resolve),
    );
  await Promise.race([Promise.all(running.map(exited)), sleep(15_000)]);
}
