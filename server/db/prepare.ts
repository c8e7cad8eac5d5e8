/**
 * Bringing a database up to date once per deploy (docs/decisions/025-deployment-topology.md).
 *
 * `prepareDatabase` migrates, then fills an empty database (the demo data, server/seed/seed.ts `seedDemo`,
 * passed in: the database layer knows no domain). On PostgreSQL it holds an advisory lock while
 * doing so, so two migrators started together (two `npm run db:migrate`, or two replicas that still
 * migrate at start) run one after the other: the second finds nothing left to do. `assertSchemaCurrent`
 * is what a replica that does not migrate checks instead: a schema behind this build refuses the start.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { DatabaseHandle, Db } from "./client";
import { MIGRATIONS_FOLDER, migrateDatabase } from "./migrate";

/** pg_advisory_lock key of the migrator: any 64-bit number no other part of the product uses. */
export const MIGRATION_LOCK_KEY = 7_125_025;

/** What `prepareDatabase` is doing, for whoever shows a start's progress (server/start-report.ts). */
export type PrepareStep = "waiting for another migrator" | "migrating";

/** Migrates, then runs `fill` under the same lock, so only the first of two racing migrators finds the database empty. */
export async function prepareDatabase<T>(
  handle: DatabaseHandle,
  fill: (db: Db) => Promise<T>,
  onStep: (step: PrepareStep) => void = () => undefined,
): Promise<T> {
  return withMigrationLock(handle, onStep, async () => {
    onStep("migrating");
    await migrateDatabase(handle);
    return fill(handle.db);
  });
}

async function withMigrationLock<T>(
  handle: DatabaseHandle,
  onStep: (step: PrepareStep) => void,
  fn: () => Promise<T>,
): Promise<T> {
  // PGlite: one process per data folder already (folder-lock.ts), nothing can race.
  if (handle.driver === "pglite") return fn();
  // A session-level lock lives on one connection: that connection is held until the work is done.
  const connection = await handle.client.connect();
  try {
    const { rows } = await connection.query<{ taken: boolean }>("select pg_try_advisory_lock($1) as taken", [MIGRATION_LOCK_KEY]);
    if (!rows[0]?.taken) {
      onStep("waiting for another migrator");
      await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    }
    return await fn();
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    connection.release();
  }
}

export class SchemaBehindError extends Error {
  override name = "SchemaBehindError";
}

/** The newest migration this build ships (drizzle records each applied one by this timestamp). */
export function newestMigrationMillis(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** Throws SchemaBehindError unless every migration of this build has been applied. */
export async function assertSchemaCurrent(handle: DatabaseHandle): Promise<void> {
  const wanted = newestMigrationMillis();
  let applied = 0;
  try {
    const query = "select max(created_at)::text as newest from drizzle.__drizzle_migrations";
    const { rows } =
      handle.driver === "pglite"
        ? await handle.client.query<{ newest: string | null }>(query)
        : await handle.client.query<{ newest: string | null }>(query);
    applied = Number(rows[0]?.newest ?? 0);
  } catch {
    // No journal table: nothing was ever migrated.
  }
  if (applied < wanted) {
    throw new SchemaBehindError(
      "The database schema is older than this build and MIGRATE_ON_START is off: run the migrate step before " +
        "starting the API: `node dist/migrate.js` in the image (what the compose `migrate` service and the " +
        "Kubernetes migrate Job run), `npm run db:migrate` from the sources.",
    );
  }
}
