/**
 * Migrations once per deploy (decision 025): the migrate step under an advisory lock, the schema
 * check of a replica that does not migrate, and when the API migrates at start by default.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPglite, openPostgres } from "../../server/db/client";
import { assertSchemaCurrent, prepareDatabase, SchemaBehindError } from "../../server/db/prepare";
import { seedDemo } from "../../server/seed/seed";
import { PRODUCTION_ENV, testConfig } from "./helpers";

describe("MIGRATE_ON_START", () => {
  const production = (env: Record<string, string>) => testConfig({ ...PRODUCTION_ENV, ...env });

  it("is off for PostgreSQL in production, on for the embedded database and outside production", () => {
    expect(production({ DATABASE_URL: "postgres://db/sopan" }).migrateOnStart).toBe(false);
    expect(production({}).migrateOnStart).toBe(true);
    expect(testConfig({ DATABASE_URL: "postgres://db/sopan" }).migrateOnStart).toBe(true);
    expect(testConfig().migrateOnStart).toBe(true);
  });

  it("can be set either way", () => {
    expect(production({ DATABASE_URL: "postgres://db/sopan", MIGRATE_ON_START: "1" }).migrateOnStart).toBe(true);
    expect(testConfig({ MIGRATE_ON_START: "0" }).migrateOnStart).toBe(false);
    expect(() => testConfig({ MIGRATE_ON_START: "yes" })).toThrow(/MIGRATE_ON_START must be 1 or 0/);
  });
});

describe("the migrate step on PGlite", () => {
  it("refuses a schema behind the build until migrated, then seeds only once", async () => {
    const handle = await openPglite();
    try {
      await expect(assertSchemaCurrent(handle)).rejects.toThrow(SchemaBehindError);
      // The refusal names what runs where the API runs: the image has no npm scripts' tsx (compose's migrate
      // service and the Kubernetes Job run `node dist/migrate.js`, tests/unit/compiled-server.test.ts).
      await expect(assertSchemaCurrent(handle)).rejects.toThrow(/`node dist\/migrate\.js` in the image/);
      expect(await prepareDatabase(handle, seedDemo)).toEqual({ seeded: true });
      await assertSchemaCurrent(handle);
      expect(await prepareDatabase(handle, seedDemo)).toEqual({ seeded: false });
    } finally {
      await handle.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the migrate step on PostgreSQL", () => {
  it(
    "two migrators started together: one migrates and seeds, the other waits and finds it done",
    { timeout: 120_000 },
    async () => {
      // A database of its own: the migrator works on `public` and the `drizzle` journal, as in production.
      const name = `migrate_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const dbUrl = new URL(url!);
      dbUrl.pathname = `/${name}`;
      const [first, second] = await Promise.all([openPostgres(dbUrl.href, { max: 3 }), openPostgres(dbUrl.href, { max: 3 })]);
      try {
        await expect(assertSchemaCurrent(first)).rejects.toThrow(SchemaBehindError);
        const results = await Promise.all([prepareDatabase(first, seedDemo), prepareDatabase(second, seedDemo)]);
        expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
        await assertSchemaCurrent(second);
        const check = new pg.Client({ connectionString: dbUrl.href });
        await check.connect();
        const journal = await check.query("select count(*)::int as n from drizzle.__drizzle_migrations");
        const doctors = await check.query("select count(*)::int as n from doctors");
        await check.end();
        expect(journal.rows[0].n).toBeGreaterThan(0);
        expect(doctors.rows[0].n).toBeGreaterThan(0);
      } finally {
        await Promise.all([first.close(), second.close()]);
        await admin.query(`drop database "${name}" with (force)`);
        await admin.end();
      }
    },
  );
});
