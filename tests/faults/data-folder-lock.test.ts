/**
 * One process per PGlite data folder. A second API (or `npm run seed`) on a folder in use is refused
 * at once with one line naming the folder and the holder's pid, and the first one's data stays whole.
 * A start on a taken port says so in one line and has touched no database.
 */
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, it } from "vitest";
import { apiEnv, dbCheck, kill, pgliteDatabase, run, startApi, writeLoad } from "./support";

const FIRST_PORT = 5720;
const SECOND_PORT = 5721;
const database = pgliteDatabase();
afterAll(() => database.drop());

/** Exits non-zero within a few seconds, saying one thing on one line. */
async function refusedWithOneLine(proc: ReturnType<typeof run>): Promise<string> {
  const started = Date.now();
  const code = await proc.exited;
  expect(code).not.toBe(0);
  expect(Date.now() - started).toBeLessThan(20_000);
  const lines = proc
    .output()
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith("npm warn"));
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

it("refuses a second opener of a folder in use, leaving the first one's data whole; a taken port touches nothing", async () => {
  const first = await startApi(FIRST_PORT, database);
  const tag = `lock-${Date.now()}`;
  const load = writeLoad(`http://127.0.0.1:${FIRST_PORT}`, tag, { concurrency: 3 });
  try {
    const folder = path.resolve(database.env.DATA_DIR!);
    const pid = String(first.child.pid);

    const secondApi = await refusedWithOneLine(run("server/main.ts", apiEnv(SECOND_PORT, database)));
    expect(secondApi).toContain(folder);
    expect(secondApi).toContain(pid);

    const seed = await refusedWithOneLine(run("server/seed/run.ts", apiEnv(SECOND_PORT, database)));
    expect(seed).toContain(folder);
    expect(seed).toContain(pid);

    const elsewhere = path.join(mkdtempSync(path.join(tmpdir(), "sopan-faults-port-")), "data");
    const portTaken = await refusedWithOneLine(
      run("server/main.ts", apiEnv(FIRST_PORT, { ...database, env: { DATA_DIR: elsewhere } })),
    );
    expect(portTaken).toMatch(new RegExp(`Port ${FIRST_PORT} on 127\\.0\\.0\\.1 is already in use`));
    expect(existsSync(elsewhere) && readdirSync(elsewhere).length > 0).toBe(false);

    // The first API kept serving throughout.
    await sleep(300);
    const health = await fetch(`http://127.0.0.1:${FIRST_PORT}/health`);
    expect(health.status).toBe(200);
  } finally {
    await load.stop();
    expect(await kill(first, "SIGTERM")).toBe(0);
  }
  expect(load.acknowledged.size).toBeGreaterThan(10);
  const stored = await database.rows(tag);
  expect([...load.acknowledged].filter((to) => !stored.has(to))).toEqual([]);
  const check = await dbCheck(database);
  expect(check.output).toMatch(/: OK: /);
  expect(check.code).toBe(0);
});
