/**
 * `npm run db:migrate`: the deploy's migrate step (compose `migrate` service, Kubernetes Job, the
 * cluster stack). Applies the committed migrations and seeds an empty database, under an advisory lock
 * so two started together do not race (db/prepare.ts), then exits. Replicas started with
 * MIGRATE_ON_START=0 only check that this has run.
 */
import { ConfigError, parseApiConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataFolderLockedError } from "./db/folder-lock";
import { prepareDatabase } from "./db/prepare";
import { seedDemo } from "./seed/seed";

try {
  const config = parseApiConfig(process.env);
  const handle = await openDatabase(config);
  try {
    const { seeded } = await prepareDatabase(handle, (db) => seedDemo(db, config.seedDemoToken));
    const where = config.databaseUrl ? "the PostgreSQL database (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
    console.log(`Migrations applied to ${where}${seeded ? "; it was empty, demo data seeded" : ""}.`);
  } finally {
    await handle.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof DataFolderLockedError ? err.message : err);
  process.exitCode = 1;
}
