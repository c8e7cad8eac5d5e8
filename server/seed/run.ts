/**
 * `npm run seed`: wipes the configured database (PGlite in DATA_DIR, or DATABASE_URL) and refills
 * it with the demo data. With PGlite, stop the API first: the folder's lock refuses a second opener.
 */
import { ConfigError, parseApiConfig } from "../config";
import { openDatabase } from "../db/client";
import { DataFolderLockedError } from "../db/folder-lock";
import { migrateDatabase } from "../db/migrate";
import { resetDatabase, seedDemo } from "./seed";

try {
  const config = parseApiConfig(process.env);
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    await resetDatabase(handle.db);
    await seedDemo(handle.db, config.seedDemoToken);
  } finally {
    await handle.close();
  }
  console.log(`Seeded ${config.databaseUrl ? "the PostgreSQL database (DATABASE_URL)" : `PGlite in ${config.dataDir}`}.`);
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof DataFolderLockedError ? err.message : err);
  process.exitCode = 1;
}
