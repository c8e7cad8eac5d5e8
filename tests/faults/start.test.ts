/**
 * `npm start` (bin/start.ts) waiting for the product API it starts (issue 42, decision 082): as long as
 * the API runs, however slow its start, saying what it is doing; and not a moment longer once the API
 * has exited, naming why it could not start.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { MIGRATION_LOCK_KEY } from "../../server/db/prepare";
import { postgresDatabase, run, waitForHealth, type Proc } from "./support";

const PORT = 5790;
const API_PORT = 5791;
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/** A plain `npm start` on the suite's ports, with `database` (DATA_DIR or DATABASE_URL), its console lines about the API kept. */
const npmStart = (database: Record<string, string>): Proc =>
  run(
    "bin/start.ts",
    {
      // Nothing of the runner's but what is set here: as a newcomer runs it (vitest sets NODE_ENV=test).
      NODE_ENV: undefined,
      TEST_DATABASE_URL: undefined,
      DATABASE_URL: undefined,
      DATA_DIR: undefined,
      REDIS_URL: undefined,
      PRODUCT_API_URL: undefined,
      HOST: "127.0.0.1",
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
      ...database,
    },
    // Its own process group: the API and portal it starts are stopped with it.
    { watch: /product API/, detached: true },
  );

/** The start and everything it started. */
async function stopAll(start: Proc): Promise<void> {
  if (start.child.exitCode === null && start.child.signalCode === null) process.kill(-start.child.pid!, "SIGKILL");
  await start.exited;
}

/** Resolves once a kept line matches, or throws with the output after `ms`. */
async function saidWithin(proc: Proc, pattern: RegExp, ms: number): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(100)) {
    if (proc.watched.some((line) => pattern.test(line))) return;
    if (proc.child.exitCode !== null) break;
  }
  throw new Error(`never said ${pattern}:\n${proc.output()}`);
}

describe.runIf(postgresUrl)("a slow start", () => {
  it("is waited for as long as the API works on it, each step said, past the 90 s the start used to allow", async () => {
    const database = await postgresDatabase(postgresUrl!);
    // Another migrator (`npm run db:migrate`, a second replica) holds the migration lock: the API waits on it.
    const migrator = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await migrator.connect();
    await migrator.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const spawned = Date.now();
    const start = npmStart({ DATABASE_URL: database.env.DATABASE_URL! });
    try {
      await saidWithin(start, /The product API is waiting for another process's migration/, 60_000);
      // Before issue 42 the start gave up after 90 s whatever the API was doing.
      await sleep(95_000 - (Date.now() - spawned));
      expect(start.child.exitCode, start.output()).toBeNull();
      await migrator.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);

      await waitForHealth(`http://127.0.0.1:${PORT}/`, start, 120_000);
      const told = start.watched.filter((line) => line.startsWith("The product API is "));
      expect(told.filter((line) => !line.includes(" is still ")).map((line) => line.replace(/: .*|\.$/, ""))).toEqual([
        "The product API is opening its database",
        "The product API is waiting for another process's migration of the database to finish (its PostgreSQL advisory lock)",
        "The product API is bringing the database schema up to date",
        "The product API is filling the new, empty database with the demo data",
        `The product API is listening on http://127.0.0.1:${API_PORT}`,
      ]);
      // While it waited, the console heard it was still waiting.
      expect(told.filter((line) => line.includes(" is still waiting for another process's migration")).length).toBeGreaterThan(0);
    } finally {
      await stopAll(start);
      await migrator.end();
      await database.drop();
    }
  }, 300_000);
});

describe("a start that cannot succeed", () => {
  /** The stack's last words when the API exits during its start, within a few seconds. */
  const lastWords = async (database: Record<string, string>) => {
    const start = npmStart(database);
    const started = Date.now();
    try {
      expect(await start.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(60_000);
      return start.output();
    } finally {
      await stopAll(start);
    }
  };

  it("stops at once when the API's port is taken, saying so", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "sopan-faults-start-"));
    // Taken by something that answers nothing: npm start's /health polls are cut at once.
    const taken = createServer((socket) => socket.destroy());
    await new Promise<void>((listening) => taken.listen(API_PORT, "127.0.0.1", listening));
    try {
      expect(await lastWords({ DATA_DIR: folder })).toContain(
        `product API stopped (exit code 1) while starting: Port ${API_PORT} on 127.0.0.1 is already in use; the product API did not start (API_PORT).\nShutting the stack down.`,
      );
    } finally {
      await new Promise((closed) => taken.close(closed));
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("stops at once when DATABASE_URL leads nowhere or to no database, naming which", async () => {
    // Nothing listens on the suite's port next to the stack's.
    expect(await lastWords({ DATABASE_URL: `postgres://postgres@127.0.0.1:${API_PORT + 1}/sopan` })).toContain(
      `product API stopped (exit code 1) while opening its database: PostgreSQL (DATABASE_URL): PostgreSQL at 127.0.0.1:${API_PORT + 1}, database "sopan" as "postgres" (DATABASE_URL) refused the connection`,
    );
    if (!postgresUrl) return;
    const missing = new URL(postgresUrl);
    missing.pathname = "/sopan_faults_no_such_database";
    expect(await lastWords({ DATABASE_URL: missing.href })).toMatch(
      /product API stopped \(exit code 1\) while opening its database: .*database "sopan_faults_no_such_database" .* has no such database/,
    );
  });
});
