/**
 * One drizzle database over either embedded PGlite (no set-up, data in DATA_DIR) or PostgreSQL
 * through node-postgres (DATABASE_URL). Both speak the same SQL, so the rest of the API only sees `Db`.
 */
import { PGlite, type Extensions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { ApiConfig } from "../config";
import { lockDataFolder } from "./folder-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle =
  | { driver: "pglite"; db: Db; client: PGlite; close(): Promise<void> }
  | { driver: "postgres"; db: Db; client: pg.Pool; close(): Promise<void> };

export type PgliteOptions = {
  extensions?: Extensions;
  /** A `dumpDataDir` tarball to start from instead of an empty cluster (tests: a migrated template, no initdb). */
  loadDataDir?: Blob;
};

/**
 * `dataDir` undefined → an in-memory database (tests). A folder is locked first (folder-lock.ts), so a
 * second opener is refused before PGlite reads or writes any of it.
 */
export async function openPglite(dataDir?: string, { extensions, loadDataDir }: PgliteOptions = {}): Promise<DatabaseHandle> {
  const release = dataDir ? await lockDataFolder(dataDir) : async () => undefined;
  try {
    // One options object: PGlite ignores a second argument when the first (the folder) is undefined.
    const client = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      ...(extensions ? { extensions } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return { driver: "pglite", db, client, close: () => client.close().finally(release) };
  } catch (err) {
    await release();
    throw err;
  }
}

export type PostgresOptions = {
  /** Tables and the migrations journal live here instead of `public` (test isolation). */
  searchPath?: string;
  max?: number;
};

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const client = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle connection the server ends (PostgreSQL restarted, a connection killed) is dropped from the pool,
  // which opens a new one on demand; unheard, that event would crash the process.
  client.on("error", () => undefined);
  // Fail at start, not on the first request, when the server is unreachable or refuses us.
  await client.query("select 1");
  const db = drizzlePg({ client, schema });
  return { driver: "postgres", db, client, close: () => client.end() };
}

export function openDatabase(config: Pick<ApiConfig, "databaseUrl" | "dataDir">): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** Throws unless the database answers (the health check's question). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
