/**
 * `npm run db:backup` against a running API on PGlite (decision 085): the API, which alone may read its
 * folder, writes the copy on SIGUSR2 while writes keep coming, keeps serving (SIGUSR2 does not drain it), and
 * the copy restores into a new folder that db:check passes and that holds every write acknowledged before the
 * backup was asked for.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, it } from "vitest";
import { apiEnv, dbCheck, kill, pgliteDatabase, run, startApi, writeLoad } from "./support";

const PORT = 5725;
const database = pgliteDatabase();
const backupDir = mkdtempSync(path.join(tmpdir(), "sopan-faults-backups-"));
// A folder that does not exist yet: a restore writes into an empty or absent folder only.
const restored = pgliteDatabase();
rmSync(restored.env.DATA_DIR!, { recursive: true, force: true });
afterAll(async () => {
  await database.drop();
  await restored.drop();
  rmSync(backupDir, { recursive: true, force: true });
});

const command = (env: Record<string, string | undefined>, ...args: string[]) =>
  run("server/backup-command.ts", { NODE_ENV: "test", TEST_DATABASE_URL: undefined, BACKUP_DIR: backupDir, ...env }, { args });

it("takes a consistent copy from the running API under writes, which keeps serving, and the copy restores whole", async () => {
  // The API writes the copy into its own BACKUP_DIR, which the command reads too.
  const api = await startApi(PORT, { ...database, env: { ...database.env, BACKUP_DIR: backupDir } });
  const tag = `backup-${Date.now()}`;
  const load = writeLoad(`http://127.0.0.1:${PORT}`, tag, { concurrency: 3 });
  let before = new Set<string>();
  let file: string | undefined;
  try {
    while (load.acknowledged.size < 20 && api.child.exitCode === null) await sleep(50);
    before = new Set(load.acknowledged);
    const backup = command(database.env, "backup");
    expect(await backup.exited, backup.output()).toBe(0);
    file = /Backup written: (.+) \(/.exec(backup.output())?.[1];
    // Still serving, and still taking writes after the copy.
    expect(api.child.exitCode, api.output()).toBeNull();
    const after = await fetch(`http://127.0.0.1:${PORT}/api/activities`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ to: `/fault/${tag}/after-backup` }),
    });
    expect(after.status).toBe(201);
  } finally {
    await load.stop();
    expect(await kill(api, "SIGTERM")).toBe(0);
  }
  expect(file).toBeDefined();
  expect(before.size).toBeGreaterThanOrEqual(20);

  const restore = command(apiEnv(PORT, restored), "restore", file!);
  expect(await restore.exited, restore.output()).toBe(0);
  const check = await dbCheck(restored);
  expect(check.output).toMatch(/: OK: /);
  const stored = await restored.rows(tag);
  expect([...before].filter((to) => !stored.has(to))).toEqual([]);
});
