/**
 * The product API killed with SIGKILL under concurrent acknowledged writes, several times, then
 * stopped with SIGTERM under the same load: not one acknowledged write may be missing afterwards,
 * a keep-alive client must get an answer (Connection: close) during the drain, not a reset, and
 * `npm run db:check` must find the database whole. On PGlite, and on PostgreSQL when a server is set.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import {
  dbCheck,
  keepAliveConnection,
  kill,
  pgliteDatabase,
  postgresDatabase,
  startApi,
  writeLoad,
  type Database,
} from "./support";

const KILL_CYCLES = 3;
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

const targets: [string, number, () => Promise<Database>][] = [["PGlite", 5710, async () => pgliteDatabase()]];
if (postgresUrl) targets.push(["PostgreSQL", 5711, () => postgresDatabase(postgresUrl)]);

describe.each(targets)("the product API on %s", (_name, port, makeDatabase) => {
  const url = `http://127.0.0.1:${port}`;
  let database: Database | undefined;
  afterAll(async () => database?.drop());

  it("loses no acknowledged write to kill -9 or SIGTERM, drains keep-alive clients, and checks clean", async () => {
    database = await makeDatabase();
    const tag = `crash-${Date.now()}`;
    const acknowledged = new Set<string>();

    for (let cycle = 0; cycle < KILL_CYCLES; cycle++) {
      // A restart right after a kill: the dead holder's folder lock is taken over at once.
      const api = await startApi(port, database);
      const load = writeLoad(url, tag);
      await sleep(1_200);
      expect(await kill(api, "SIGKILL")).toBeNull();
      await load.stop();
      for (const to of load.acknowledged) acknowledged.add(to);
    }

    const api = await startApi(port, database);
    const idle = keepAliveConnection(port);
    await idle.opened;
    expect(await idle.ask("/health")).toMatch(/^HTTP\/1\.1 200/);
    const load = writeLoad(url, tag);
    await sleep(800);
    api.child.kill("SIGTERM");
    await sleep(100);
    const duringDrain = await idle.ask("/health");
    expect(duringDrain).toMatch(/^HTTP\/1\.1 \d{3}/);
    expect(duringDrain.toLowerCase()).toContain("connection: close");
    idle.close();
    expect(await api.exited).toBe(0);
    await load.stop();
    for (const to of load.acknowledged) acknowledged.add(to);

    expect(acknowledged.size).toBeGreaterThan(50);
    const stored = await database.rows(tag);
    const lost = [...acknowledged].filter((to) => !stored.has(to));
    expect(lost, `${lost.length} of ${acknowledged.size} acknowledged writes lost`).toEqual([]);

    const check = await dbCheck(database);
    expect(check.output).toMatch(/: OK: /);
    expect(check.code).toBe(0);
  });
});
