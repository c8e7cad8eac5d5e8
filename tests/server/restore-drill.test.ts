/**
 * The restore drill (docs/operations.md, "Backups"; decision 085): doctors, an enrolment, a bKash payment and
 * exam answers written through a listening API, `npm run db:backup` as an operator runs it (a process of its
 * own), the database lost, `npm run db:restore`, then `npm run db:check` passes and every table holds exactly
 * the rows it held (and every sequence its value). On PGlite the API is running during the backup, so the copy
 * is the one the API takes on SIGUSR2; on PostgreSQL (TEST_DATABASE_URL) it is pg_dump and pg_restore, in a
 * database of the drill's own that the restore creates again.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openAsBlob, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApi } from "../../server/app";
import { BKASH_SIMULATOR_PATH } from "../../server/config";
import { serveBackupsOnSignal } from "../../server/db/backup";
import { openPglite, openPostgres, type DatabaseHandle } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { batchSchedules, exams } from "../../server/db/schema";
import { inProcessJobQueue } from "../../server/jobs/in-process";
import { SHORT_EXAM_TITLE } from "../../server/seed/exams";
import { seedDatabase } from "../../server/seed/seed";
import { accountsClient } from "./accounts-client";
import { freePort, payingDoctor, payInWallet } from "./bkash-stack";
import { newSitter } from "./exams-helpers";
import { silentLog, testConfig, type TestApi } from "./helpers";

const run = promisify(execFile);
/** The drill's budget: the suite's 30 s per test is for work inside this process, not three process starts. */
const DRILL_MS = 120_000;
const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const postgresUrl = process.env.TEST_DATABASE_URL;
const engine = postgresUrl ? "PostgreSQL" : "PGlite";

type Row = Record<string, unknown>;
type Query = (sql: string) => Promise<Row[]>;
const queryOf = (handle: DatabaseHandle): Query =>
  handle.driver === "pglite"
    ? async (sql) => (await handle.client.query<Row>(sql)).rows
    : async (sql) => (await handle.client.query<Row>(sql)).rows;

/** Every table's row count and a digest of its rows in a fixed order, and every sequence's value. */
async function snapshot(query: Query): Promise<Record<string, string>> {
  const tables = await query(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
     order by 1`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${name as string} t`,
    );
    state[name as string] = `${row!.n} rows, ${row!.digest}`;
  }
  for (const { name, value } of await query(
    "select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences order by 1",
  ))
    state[`sequence ${name as string}`] = String(value);
  return state;
}

describe(`the restore drill on ${engine}`, () => {
  const work = mkdtempSync(path.join(tmpdir(), "sopan-restore-drill-"));
  const dataDir = path.join(work, "data");
  const backupDir = path.join(work, "backups");
  const drillDb = `restore_drill_${randomBytes(4).toString("hex")}`;
  const drillUrl = postgresUrl ? Object.assign(new URL(postgresUrl), { pathname: `/${drillDb}` }).toString() : undefined;
  /** The environment the operator's commands run with: this drill's database and backup folder, nothing else's. */
  const commandEnv = (): NodeJS.ProcessEnv => {
    const { DATABASE_URL: _, ...env } = process.env;
    const own = { NODE_ENV: "test" as const, LOG_LEVEL: "silent", DATA_DIR: dataDir, BACKUP_DIR: backupDir };
    return { ...env, ...own, ...(drillUrl ? { DATABASE_URL: drillUrl } : {}) };
  };
  const command = (script: string, args: string[] = []) =>
    run(TSX, [path.join(ROOT, "server", script), ...args], { cwd: ROOT, env: commandEnv() });
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  let handle: DatabaseHandle | undefined;
  let api: TestApi;
  let stopBackups = () => undefined as void;

  /** The drill's database: at first from the run's migrated template on PGlite, afterwards as restored. */
  const open = async (first = false) =>
    drillUrl
      ? openPostgres(drillUrl, { max: 4 })
      : openPglite(dataDir, first ? { loadDataDir: await openAsBlob(inject("pgliteTemplate")) } : {});

  beforeAll(async () => {
    if (drillUrl) await admin((c) => c.query(`create database ${drillDb}`));
    handle = await open(true);
    if (drillUrl) await migrateDatabase(handle);
    await seedDatabase(handle.db, new Date());
    const port = await freePort();
    const config = testConfig({
      BKASH_BASE_URL: `http://127.0.0.1:${port}${BKASH_SIMULATOR_PATH}`,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
    });
    const jobs = inProcessJobQueue({ log: silentLog });
    const app = buildApi({ db: handle.db, config, jobs });
    await app.listen({ port, host: "127.0.0.1" });
    // As startApi does on PGlite: the folder's holder answers db:backup's SIGUSR2 with a copy.
    if (handle.driver === "pglite") stopBackups = serveBackupsOnSignal(handle.client, backupDir, silentLog);
    api = { db: handle.db, driver: handle.driver, app, config, jobs, close: async () => undefined };
  });

  afterAll(async () => {
    stopBackups();
    await api?.app.close();
    await handle?.close();
    if (drillUrl) await admin((c) => c.query(`drop database if exists ${drillDb}`));
    rmSync(work, { recursive: true, force: true });
  });

  it(
    "backs up what doctors wrote through the API, loses the database, and restores every row",
    async () => {
      // A doctor joins with an OTP and registers.
      await accountsClient(api).register("01855500001");

      // A doctor enrols in batch 1 and pays the whole fee in bKash's wallet.
      const payer = await payingDoctor(api, "01855500002");
      const post = (url: string, payload: object) =>
        api.app.inject({ method: "POST", url: `/api/v3/web/doctor${url}`, headers: payer.headers, payload });
      const [schedule] = await api.db.select({ id: batchSchedules.id }).from(batchSchedules).where(eq(batchSchedules.batchId, 1));
      const enrolled = await post("/enrollments", {
        batch_id: 1,
        schedule_id: schedule!.id,
        idempotency_key: "restore-drill",
        payment_plan: "full",
      });
      expect(enrolled.statusCode, enrolled.body).toBe(201);
      const started = await post("/payments/course", {
        enrollment_id: enrolled.json().data.id,
        callback_url: "http://portal.test/my/payments/bkash/callback",
      });
      expect(started.statusCode, started.body).toBe(201);
      const bkashUrl = started.json().data.bkash_url as string;
      await payInWallet(bkashUrl, "pay");
      const paid = await post("/payments/bkash-callback", { paymentID: bkashUrl.split("/").pop(), status: "success" });
      expect(paid.json().data.status, paid.body).toBe("paid");

      // A doctor sits the seeded short exam and saves every answer.
      const sitter = await newSitter(api, new Date());
      const [exam] = await api.db.select().from(exams).where(eq(exams.title, SHORT_EXAM_TITLE));
      const start = await api.app.inject({ method: "POST", url: `/api/v3/exams/${exam!.id}/start`, headers: sitter.headers });
      expect(start.statusCode, start.body).toBe(200);
      const keys = await api.db.query.examQuestions.findMany({ where: (q, { eq }) => eq(q.examId, exam!.id) });
      const saved = await api.app.inject({
        method: "POST",
        url: `/api/v3/exam-attempts/${start.json().data.id}/answers`,
        headers: sitter.headers,
        payload: { answers: keys.map((q) => ({ question_id: q.id, answer: q.correct, client_at: new Date().toISOString() })) },
      });
      // Every question's answer stored, named by the API (decision 095).
      expect(saved.json().data.saved, saved.body).toHaveLength(keys.length);

      const before = await snapshot(queryOf(handle!));
      for (const table of ["public.doctors", "public.enrollments", "public.payments", "public.exam_answers"])
        expect(before[table], table).toMatch(/^[1-9]\d* rows/);

      // The backup, as an operator takes it (on PGlite from the API that holds the folder, while it runs).
      let clock = performance.now();
      const backup = await command("backup-command.ts", ["backup"]);
      const file = /^Backup written: (.+) \(/.exec(backup.stdout)?.[1];
      expect(file, backup.stdout + backup.stderr).toBeDefined();
      const backupSeconds = (performance.now() - clock) / 1000;

      // The database is lost.
      stopBackups();
      await api.app.close();
      await handle!.close();
      handle = undefined;
      if (drillUrl) await admin((c) => c.query(`drop database ${drillDb}`));
      else rmSync(dataDir, { recursive: true, force: true });

      clock = performance.now();
      const restored = await command("backup-command.ts", ["restore", file!]);
      expect(restored.stdout).toMatch(/^Restored /);
      const restoreSeconds = (performance.now() - clock) / 1000;
      const check = await command("db-check-command.ts");
      expect(check.stdout).toMatch(/: OK: /);

      handle = await open();
      expect(await snapshot(queryOf(handle))).toEqual(before);
      console.log(
        `restore drill on ${engine}: backup ${backupSeconds.toFixed(1)} s, restore ${restoreSeconds.toFixed(1)} s (each a process of its own)`,
      );
      // Three operator commands, each a Node process of its own that compiles the server as it starts (tsx): their
      // starts, not the drill's work, are most of its time, 22–26 s at load 12 and past the suite's 30 s at load 19.
    },
    DRILL_MS,
  );
});
