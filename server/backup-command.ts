/**
 * `npm run db:backup` and `npm run db:restore -- <file>` (docs/operations.md, "Backups"; decision 085), for the
 * database the API is configured with: PostgreSQL (DATABASE_URL) through pg_dump and pg_restore, or PGlite in
 * DATA_DIR. Backups go to BACKUP_DIR (default ./backups). PG_BINDIR names the folder of PostgreSQL's client
 * tools when those on PATH are older than the server. Prints one line of what it did; exits 1 when it could not.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError, parseApiConfig, type ApiConfig } from "./config";
import {
  BackupError,
  backupFromHolder,
  backupName,
  dumpPostgres,
  restorePglite,
  restorePostgres,
  writePgliteBackup,
} from "./db/backup";
import { openPglite } from "./db/client";
import { DataFolderLockedError } from "./db/folder-lock";

const USAGE = "usage: db:backup | db:restore <backup file>";

async function backup(config: ApiConfig, binDir: string | undefined): Promise<string> {
  if (config.databaseUrl) {
    const file = path.join(path.resolve(config.backupDir), backupName("postgres", new Date()));
    await dumpPostgres(config.databaseUrl, file, binDir);
    return file;
  }
  const folder = path.resolve(config.dataDir);
  if (!existsSync(path.join(folder, "PG_VERSION"))) throw new BackupError(`No PGlite database in ${folder}: nothing to back up.`);
  try {
    // No API holds the folder: copy it here.
    const handle = await openPglite(folder);
    try {
      if (handle.driver !== "pglite") throw new Error("openPglite returned a non-PGlite handle");
      const file = path.join(path.resolve(config.backupDir), backupName("pglite", new Date()));
      await writePgliteBackup(handle.client, file);
      return file;
    } finally {
      await handle.close();
    }
  } catch (err) {
    // The API holds it: only it can copy the folder while it runs.
    if (err instanceof DataFolderLockedError && err.localHolderPid !== undefined)
      return backupFromHolder(err.localHolderPid, config.backupDir);
    throw err;
  }
}

async function restore(config: ApiConfig, file: string, binDir: string | undefined): Promise<string> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const kind = file.endsWith(".dump") ? "postgres" : file.endsWith(".tar.gz") ? "pglite" : undefined;
  const engine = config.databaseUrl ? "postgres" : "pglite";
  if (kind !== engine)
    throw new BackupError(
      `${path.basename(file)} is not a ${engine === "postgres" ? "PostgreSQL (.dump)" : "PGlite (.tar.gz)"} backup, which the configured database (${
        engine === "postgres" ? "DATABASE_URL" : "DATA_DIR"
      }) needs.`,
    );
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file, binDir);
    return "the PostgreSQL database (DATABASE_URL)";
  }
  await restorePglite(file, config.dataDir);
  return `PGlite in ${path.resolve(config.dataDir)}`;
}

async function main(args: string[]): Promise<void> {
  const [command, file] = args;
  const config = parseApiConfig(process.env);
  const binDir = process.env.PG_BINDIR || undefined;
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (command === "backup" && !file) {
    const written = await backup(config, binDir);
    const megabytes = (statSync(written).size / 1e6).toFixed(1);
    console.log(`Backup written: ${written} (${megabytes} MB, ${seconds()} s).`);
  } else if (command === "restore" && file) {
    const into = await restore(config, path.resolve(file), binDir);
    console.log(`Restored ${path.resolve(file)} into ${into} in ${seconds()} s. Run npm run db:check next.`);
  } else {
    throw new BackupError(USAGE);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    const expected = err instanceof ConfigError || err instanceof DataFolderLockedError || err instanceof BackupError;
    console.error(expected ? (err as Error).message : err);
    process.exitCode = 1;
  });
}
