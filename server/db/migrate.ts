import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { DatabaseHandle, Schema } from "./client";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

export type MigrateOptions = {
  /** Defaults to the committed folder; tests pass a schema-neutral copy. */
  migrationsFolder?: string;
  /** Where drizzle keeps its journal table (default `drizzle`). */
  migrationsSchema?: string;
};

/** Applies the committed drizzle-kit migrations with the migrator that matches the driver. */
export async function migrateDatabase(handle: DatabaseHandle, options: MigrateOptions = {}): Promise<void> {
  const config = {
    migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER,
    ...(options.migrationsSchema ? { migrationsSchema: options.migrationsSchema } : {}),
  };
  // The handle's `db` is typed as the common PgDatabase; each migrator wants its own subclass,
  // which it is, because `openPglite`/`openPostgres` built it with that driver.
  if (handle.driver === "pglite") await migratePglite(handle.db as PgliteDatabase<Schema>, config);
  else await migratePg(handle.db as NodePgDatabase<Schema>, config);
}
