/**
 * Backups that restore (docs/operations.md, "Backups"; decision 085).
 *
 * - PostgreSQL: pg_dump's custom format, restored by pg_restore into an empty (or absent) database. The
 *   client tools must be at least the server's major version; the password travels in the environment,
 *   never on a command line another user could read.
 * - PGlite: the data folder as a tarball in the form PGlite's `dumpDataDir` writes and `loadDataDir` reads, taken after a CHECKPOINT while PGlite's
 *   query lock holds every other statement back: the files as a crash at that instant would leave them, which
 *   PostgreSQL recovers from (and the kill -9 runs of the fault suite show it does). Only the process that
 *   holds the folder can take it, so a running API takes it on SIGUSR2 and `db:backup` asks it to; with no API
 *   running, `db:backup` opens the folder itself. A restore builds the folder beside the target and moves it
 *   in while holding the target's lock, leaving out the lock files the copy carried.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, openAsBlob, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { create as createTarball } from "tar";
import { lockDataFolder } from "./folder-lock";

const run = promisify(execFile);

export type Engine = "pglite" | "postgres";

/** The user's mistake or the situation, said in one line (exit 1 without a stack). */
export class BackupError extends Error {
  override name = "BackupError";
}

const EXTENSION: Record<Engine, string> = { pglite: "tar.gz", postgres: "dump" };
/** The folder's own lock files: never part of a restored folder (folder-lock.ts). */
const LOCK_FILES = ["process.lock", "process.lock.owner"];
/** The lock, an older build's owner file, and a take-over marker left by a taker that died. */
const isLockFile = (name: string) => LOCK_FILES.includes(name) || name.startsWith("process.lock.takeover-");

/** `sopan-postgres-2026-12-07T02-55-00.123Z.dump`: sorts by time, and says what restores it. */
export const backupName = (engine: Engine, at: Date) =>
  `sopan-${engine}-${at.toISOString().replaceAll(":", "-")}.${EXTENSION[engine]}`;

/** When a backup named by backupName was begun. */
export function backupTime(name: string): Date | undefined {
  const stamp = /^sopan-(?:pglite|postgres)-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d\.\d{3}Z)\./.exec(name);
  return stamp ? new Date(`${stamp[1]}:${stamp[2]}:${stamp[3]}`) : undefined;
}

/** Written under a temporary name and renamed: a file with a backup's name is always whole. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

// ---- PGlite ----

/**
 * A copy of the open database's folder into `file`; its size in bytes. The files are taken while PGlite's
 * query lock holds every statement back, as PGlite's own `dumpDataDir` does, but read by `tar` from the
 * disk: `dumpDataDir` stats every entry through PGlite's filesystem and fails on the folder lock, a link
 * that points at no file (folder-lock.ts), and it would block the event loop for the whole copy. Lock
 * files stay out of the copy; the tarball is one `loadDataDir` (and so `restorePglite`) reads.
 */
export async function writePgliteBackup(client: PGlite, file: string): Promise<number> {
  const folder = client.dataDir;
  if (!folder) throw new Error("an in-memory PGlite has no folder to back up");
  // Less WAL to replay at restore; the copy is consistent without it.
  await client.exec("checkpoint");
  await writeWhole(file, (partial) =>
    client._runExclusiveQuery(() =>
      createTarball(
        // ustar without pax records, which PGlite's reader does not know; PostgreSQL's names are short.
        { file: partial, gzip: true, cwd: folder, portable: true, noPax: true },
        readdirSync(folder).filter((name) => !isLockFile(name)),
      ),
    ),
  );
  return statSync(file).size;
}

type BackupLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** Asks PGlite's API for a backup. It drains the other APIs and the portal (decision 053); this one keeps it. */
export const BACKUP_SIGNAL = "SIGUSR2";

/** The suffix of the marker a failed signalled backup leaves beside the name it meant to write. */
export const FAILED_SUFFIX = ".failed";

/**
 * In the API on PGlite: SIGUSR2 writes a backup into `backupDir` (named by backupName), or, when that
 * fails, a `.failed` file with the reason beside that name. Returns what stops listening.
 */
export function serveBackupsOnSignal(client: PGlite, backupDir: string, log: BackupLog): () => void {
  let running = false;
  const onSignal = () => {
    if (running) return log.warn({}, "backup requested while one is being written; ignored");
    running = true;
    const file = path.join(path.resolve(backupDir), backupName("pglite", new Date()));
    const started = performance.now();
    writePgliteBackup(client, file)
      .then(
        (bytes) => log.info({ file, bytes, ms: Math.round(performance.now() - started) }, "backup written"),
        async (err: Error) => {
          log.error({ err, file }, "backup failed");
          // db:backup waits for this marker. writeWhole makes the folder (it may be what failed to be made), and
          // a marker seen under its name already holds the reason (a reader saw one empty, mid-write).
          await writeWhole(file + FAILED_SUFFIX, (partial) => writeFile(partial, err.message)).catch((markerErr: Error) =>
            log.error({ err: markerErr, file }, "backup failure marker not written"),
          );
        },
      )
      .finally(() => (running = false));
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return () => void process.off(BACKUP_SIGNAL, onSignal);
}

/** How often `db:backup` looks for the file the API is writing. */
const POLL_MS = 100;
/** The longest `db:backup` waits for a running API's copy; the seeded folder takes about a second. */
const HOLDER_BACKUP_LIMIT_MS = 10 * 60_000;

/** Asks the API holding the folder (SIGUSR2) for a backup into backupDir, and answers the file it wrote. */
export async function backupFromHolder(pid: number, backupDir: string): Promise<string> {
  const folder = path.resolve(backupDir);
  const asked = Date.now();
  process.kill(pid, BACKUP_SIGNAL);
  for (;;) {
    const written = existsSync(folder)
      ? readdirSync(folder).filter((name) => name.startsWith("sopan-pglite-") && (backupTime(name)?.getTime() ?? 0) >= asked)
      : [];
    const done = written.find((name) => name.endsWith(`.${EXTENSION.pglite}`));
    if (done) return path.join(folder, done);
    const failed = written.find((name) => name.endsWith(FAILED_SUFFIX));
    if (failed) throw new BackupError(`The API (process ${pid}) could not write the backup; its log says why (${failed}).`);
    if (!alive(pid)) throw new BackupError(`The API (process ${pid}) stopped before it wrote the backup.`);
    if (Date.now() - asked > HOLDER_BACKUP_LIMIT_MS)
      throw new BackupError(
        `The API (process ${pid}) wrote no backup into ${folder} within ${HOLDER_BACKUP_LIMIT_MS / 60_000} minutes: ` +
          "does it run with the same BACKUP_DIR, and a version that answers SIGUSR2?",
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Restores a PGlite backup into `dataDir`, which must be absent or empty: a restore never writes over a
 * folder (move a damaged one aside, keep it). The folder is locked throughout, so no API opens it half made.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const folder = path.resolve(dataDir);
  const holds = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => !isLockFile(name)) : []);
  const refuse = () =>
    new BackupError(
      `The data folder ${folder} is not empty; a restore writes into an empty folder only. ` +
        `Move it aside first (mv ${folder} ${folder}.before-restore), then run the restore again.`,
    );
  if (holds(folder).length > 0) throw refuse();
  const release = await lockDataFolder(folder);
  const staging = mkdtempSync(path.join(path.dirname(folder), `.${path.basename(folder)}.restoring-`));
  try {
    if (holds(folder).length > 0) throw refuse();
    const restored = new PGlite({ dataDir: staging, loadDataDir: await openAsBlob(file, { type: "application/x-gzip" }) });
    await restored.waitReady;
    await restored.close();
    for (const name of LOCK_FILES) rmSync(path.join(staging, name), { recursive: true, force: true });
    for (const name of readdirSync(staging)) renameSync(path.join(staging, name), path.join(folder, name));
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await release();
  }
}

// ---- PostgreSQL ----

/** The URL without its password, and the environment that carries it to the client tools instead. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = "";
  return { dbname: target.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const tool = (name: "pg_dump" | "pg_restore", binDir: string | undefined) => (binDir ? path.join(binDir, name) : name);

async function majorOf(name: "pg_dump" | "pg_restore", binDir: string | undefined): Promise<number> {
  const { stdout } = await run(tool(name, binDir), ["--version"]).catch((err: NodeJS.ErrnoException) => {
    throw new BackupError(
      err.code === "ENOENT"
        ? `${name} was not found${binDir ? ` in ${binDir}` : ""}: install PostgreSQL's client tools (Debian: postgresql-client-<server version>), or set PG_BINDIR to their folder.`
        : `${name} --version failed: ${err.message}`,
    );
  });
  return Number(/\b(\d+)(?:\.\d+)*\b/.exec(stdout)?.[1] ?? 0);
}

/** The server's major version, or undefined when the database does not exist. */
async function serverMajor(url: string): Promise<{ major: number; tables: number } | undefined> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    if ((err as { code?: string }).code === "3D000") return undefined;
    throw err;
  }
  try {
    const version = await client.query<{ n: string }>("select current_setting('server_version_num') as n");
    const tables = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    return { major: Math.floor(Number(version.rows[0]!.n) / 10_000), tables: tables.rows[0]!.n };
  } finally {
    await client.end();
  }
}

async function assertToolServes(name: "pg_dump" | "pg_restore", binDir: string | undefined, server: number): Promise<number> {
  const major = await majorOf(name, binDir);
  if (major < server)
    throw new BackupError(
      `${name} ${major} cannot serve PostgreSQL ${server}: install postgresql-client-${server} and set PG_BINDIR=/usr/lib/postgresql/${server}/bin (Debian).`,
    );
  return major;
}

/** pg_dump's custom format of the database at `url` into `file`. */
export async function dumpPostgres(url: string, file: string, binDir?: string): Promise<void> {
  const server = await serverMajor(url);
  if (!server) throw new BackupError("The database in DATABASE_URL does not exist: nothing to back up.");
  await assertToolServes("pg_dump", binDir, server.major);
  const { dbname, env } = connection(url);
  await writeWhole(file, async (partial) => {
    await run(tool("pg_dump", binDir), ["--format=custom", `--file=${partial}`, `--dbname=${dbname}`], { env });
  });
}

/**
 * Restores a pg_dump custom-format file into the database at `url`, which must be empty or absent (then
 * it is created, from the server's `postgres` database). In one transaction: on any error nothing is left.
 * Owners and grants are left out, so the restoring role owns what it restores, on this server or a new one.
 */
export async function restorePostgres(url: string, file: string, binDir?: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  let server = await serverMajor(url);
  if (server && server.tables > 0)
    throw new BackupError(
      `The database ${name} holds ${server.tables} tables; a restore writes into an empty database only. ` +
        `Move it aside first (ALTER DATABASE "${name}" RENAME TO "${name}_before_restore"; stop the APIs before), then run the restore again.`,
    );
  if (!server) {
    const maintenance = new URL(url);
    maintenance.pathname = "/postgres";
    const admin = new pg.Client({ connectionString: maintenance.toString() });
    await admin.connect();
    try {
      await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    } finally {
      await admin.end();
    }
    server = await serverMajor(url);
  }
  await assertToolServes("pg_restore", binDir, server!.major);
  const { dbname, env } = connection(url);
  await run(
    tool("pg_restore", binDir),
    ["--no-owner", "--no-acl", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file],
    { env },
  );
}
