/**
 * `npm run db:check`: is the database whole? The first step after a crash (docs/operations.md).
 *
 *  - amcheck (`bt_index_check` with heapallindexed) over every B-tree index: index pages are sound
 *    and every heap row is in the index;
 *  - a read of every row of every table, through the heap (index scans off), detoasting each row;
 *  - no primary or unique key value held by two rows, counted from the heap, not the index.
 *
 * Works on PGlite in DATA_DIR (taking the folder's lock like every opener) and on PostgreSQL
 * (DATABASE_URL). Prints a summary; exits 1 on any problem, 2 when it could not check at all.
 */
import { pathToFileURL } from "node:url";
import path from "node:path";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { ConfigError, parseApiConfig } from "./config";
import { openPglite, openPostgres } from "./db/client";
import { DataFolderLockedError } from "./db/folder-lock";

type Row = Record<string, unknown>;
type Query = (sql: string) => Promise<Row[]>;

export type CheckReport = { tables: number; rows: number; indexes: number; keys: number; problems: string[] };

/** Everything but the catalogs' own TOAST and other sessions' temporary objects. */
const CHECKED_SCHEMAS = "n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'";
const USER_SCHEMAS = `${CHECKED_SCHEMAS} and n.nspname not in ('pg_catalog', 'information_schema')`;
const qualified = "quote_ident(n.nspname) || '.' || quote_ident(c.relname)";

export async function checkDatabase(query: Query): Promise<CheckReport> {
  const report: CheckReport = { tables: 0, rows: 0, indexes: 0, keys: 0, problems: [] };
  const attempt = async (what: string, sql: string): Promise<Row[] | undefined> => {
    try {
      return await query(sql);
    } catch (err) {
      report.problems.push(`${what}: ${(err as Error).message}`);
      return undefined;
    }
  };

  await query("create extension if not exists amcheck");
  // Reads below must come from the heap, so a row missing from an index still counts.
  for (const setting of ["enable_indexscan", "enable_indexonlyscan", "enable_bitmapscan"]) await query(`set ${setting} = off`);

  const indexes = await query(
    `select ${qualified} as name, c.oid::int as oid from pg_index i join pg_class c on c.oid = i.indexrelid
       join pg_namespace n on n.oid = c.relnamespace join pg_am a on a.oid = c.relam
     where a.amname = 'btree' and i.indisvalid and i.indisready and ${CHECKED_SCHEMAS} order by 1`,
  );
  for (const index of indexes) {
    if (await attempt(`index ${index.name}`, `select bt_index_check(${Number(index.oid)}, true)`)) report.indexes++;
  }

  const tables = await query(
    `select ${qualified} as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and ${USER_SCHEMAS} order by 1`,
  );
  for (const table of tables) {
    const read = await attempt(`table ${table.name}`, `select count(*)::int as n from ${table.name} t where t::text is not null`);
    if (!read) continue;
    report.tables++;
    report.rows += Number(read[0]?.n ?? 0);
  }

  const keys = await query(
    `select ${qualified} as "table", con.conname as name,
            string_agg(quote_ident(a.attname), ', ' order by k.ord) as columns,
            string_agg(quote_ident(a.attname) || ' is not null', ' and ' order by k.ord) as present
     from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(con.conkey) with ordinality k(attnum, ord)
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
     where con.contype in ('p', 'u') and ${USER_SCHEMAS} group by 1, 2 order by 1, 2`,
  );
  for (const key of keys) {
    const dupes = await attempt(
      `key ${key.name} of ${key.table}`,
      `select count(*)::int as n from (select 1 from ${key.table} where ${key.present} group by ${key.columns} having count(*) > 1) d`,
    );
    if (!dupes) continue;
    report.keys++;
    const n = Number(dupes[0]?.n ?? 0);
    if (n > 0) report.problems.push(`key ${key.name} of ${key.table}: ${n} value(s) held by more than one row`);
  }
  return report;
}

export function summary(where: string, r: CheckReport): string {
  const counts = `${r.tables} tables (${r.rows} rows) read, ${r.indexes} indexes checked with amcheck, ${r.keys} keys checked for duplicates`;
  if (r.problems.length === 0) return `db:check ${where}: OK: ${counts}.`;
  return [`db:check ${where}: ${r.problems.length} PROBLEM(S): ${counts}.`, ...r.problems.map((p) => `  - ${p}`)].join("\n");
}

async function main(): Promise<number> {
  const config = parseApiConfig(process.env);
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${path.resolve(config.dataDir)}`;
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { max: 1 })
    : await openPglite(config.dataDir, { extensions: { amcheck } });
  try {
    // On PostgreSQL a pool of one connection: the `set`s stick for the checks that follow.
    const query: Query =
      handle.driver === "pglite"
        ? async (sql) => (await handle.client.query<Row>(sql)).rows
        : async (sql) => (await handle.client.query<Row>(sql)).rows;
    const report = await checkDatabase(query);
    console.log(summary(where, report));
    return report.problems.length ? 1 : 0;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      const expected = err instanceof ConfigError || err instanceof DataFolderLockedError;
      console.error(
        expected ? (err as Error).message : `db:check could not check the database: ${(err as Error).message ?? err}`,
      );
      process.exit(2);
    },
  );
}
