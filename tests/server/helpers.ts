/**
 * A fresh, migrated and seeded product API for one test file: PGlite in memory by default, or,
 * when TEST_DATABASE_URL is set, PostgreSQL in a schema of its own that is dropped afterwards,
 * so test files can run in parallel against one server.
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, openAsBlob, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApi, type BuildOptions } from "../../server/app";
import { parseApiConfig, type ApiConfig, type Env } from "../../server/config";
import { openPglite, openPostgres, type DatabaseHandle, type Db } from "../../server/db/client";
import { inProcessJobQueue, type InProcessJobQueue } from "../../server/jobs/in-process";
import { MIGRATIONS_FOLDER, migrateDatabase } from "../../server/db/migrate";
import { seedDatabase } from "../../server/seed/seed";
import { PRODUCTION_API_ENV } from "./production-env";

export type TestDatabase = { db: Db; driver: DatabaseHandle["driver"]; close(): Promise<void> };
/** `jobs` is always the in-process runner: `await api.jobs.idle()` before reading what a job wrote (the SMS outbox). */
export type TestApi = TestDatabase & { app: FastifyInstance; config: ApiConfig; jobs: InProcessJobQueue };

/** A production API in this process (production-env.ts). */
export const PRODUCTION_ENV = {
  ...PRODUCTION_API_ENV,
  // The test's own database is PGlite in memory or a PostgreSQL schema, handed over directly.
  ALLOW_EMBEDDED_DB: "1",
} as const;

/**
 * The API's configuration for in-process tests. Its overload gate is out of reach: a busy test machine's
 * event-loop delay (other files' threads, GC) is not the API's overload, and the gate's fast 503 made the
 * fuzz test's Start answers flaky; under-pressure.test.ts proves the gate with the pressure drill.
 */
export const testConfig = (env: Env = {}): ApiConfig =>
  parseApiConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", API_MAX_EVENT_LOOP_DELAY_MS: "60000", ...env });

let neutralFolder: string | undefined;
/**
 * drizzle-kit qualifies foreign-key targets with "public"; a copy without the qualifier lets the
 * same migrations build their tables in whatever schema search_path names.
 */
function schemaNeutralMigrations(): string {
  if (neutralFolder) return neutralFolder;
  const folder = mkdtempSync(join(tmpdir(), "sopan-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  for (const file of readdirSync(folder).filter((f) => f.endsWith(".sql"))) {
    const path = join(folder, file);
    writeFileSync(path, readFileSync(path, "utf8").replaceAll('"public".', ""));
  }
  return (neutralFolder = folder);
}

async function openPostgresSchema(url: string): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const handle = await openPostgres(url, { searchPath: schema, max: 4 });
  const close = async () => {
    await handle.close();
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  };
  try {
    await migrateDatabase(handle, { migrationsFolder: schemaNeutralMigrations(), migrationsSchema: schema });
  } catch (err) {
    await close();
    throw err;
  }
  return { db: handle.db, driver: handle.driver, close };
}

/** Migrated, not seeded. On PGlite a copy of the run's migrated template (global-setup.ts). */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgresSchema(url);
  const template = inject("pgliteTemplate");
  if (!template) throw new Error("no migrated PGlite template: tests/server/global-setup.ts did not run for this project");
  const handle = await openPglite(undefined, { loadDataDir: await openAsBlob(template) });
  return { db: handle.db, driver: handle.driver, close: handle.close };
}

/** Services a test may replace: a movable clock, its own limiter, SMS driver or job runner, a log sink. */
export type TestServices = Pick<BuildOptions, "clock" | "limiter" | "sms" | "logStream" | "bkash"> & { jobs?: InProcessJobQueue };

/** Migrated, seeded, and an API on top (not listening: use `app.inject`). */
export async function makeTestApi(env: Env = {}, services: TestServices = {}): Promise<TestApi> {
  const database = await openTestDatabase();
  // The seed dates its exams, holds and quizzes from the same clock the API reads, so a test with a
  // fixed clock sees the same open exam on any calendar day.
  await seedDatabase(database.db, services.clock?.() ?? new Date());
  const config = testConfig(env);
  const jobs = services.jobs ?? inProcessJobQueue({ log: silentLog });
  const app = buildApi({ db: database.db, config, ...services, jobs });
  return {
    ...database,
    app,
    config,
    jobs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** For job runners in tests whose failures are the point, not noise. */
export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export const DEMO_DOCTOR_ID = 1;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The SQL statements `db` runs while `work` does (both drivers send each through their client's
 * `query`), for tests that hold a page to the statements it needs.
 */
export async function statementsDuring(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0];
    seen.push(typeof text === "string" ? text : String((text as { text?: string }).text));
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return seen;
}
