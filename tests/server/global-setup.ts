/**
 * Runs once per vitest run, before any server test file: on PGlite, one database gets every migration
 * and is dumped to a tarball that each file's `openTestDatabase` starts from. A fresh in-memory PGlite
 * spends seconds in initdb and the migrations, once per file (and per extra API a file makes); loading
 * the dump skips both. The migrations themselves still run on every test run, here.
 * On PostgreSQL (TEST_DATABASE_URL) each file migrates a schema of its own, as before.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite tarball; empty on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function globalSetup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return undefined;
  }
  const folder = mkdtempSync(join(tmpdir(), "sopan-pglite-template-"));
  const file = join(folder, "migrated.tar.gz");
  const handle = await openPglite();
  try {
    await migrateDatabase(handle);
    if (handle.driver !== "pglite") throw new Error("openPglite returned a non-PGlite handle");
    const dump = await handle.client.dumpDataDir("gzip");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("pgliteTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
