/**
 * The data-folder lock (server/db/folder-lock.ts): a second holder is refused naming the folder and
 * the holder's pid, a lock left by a dead process on this host is taken over at once, and a release
 * frees the folder.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { DataFolderLockedError, lockDataFolder } from "../../server/db/folder-lock";

const dirs: string[] = [];
const freshDir = () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "sopan-lock-")), "data");
  dirs.push(path.dirname(dir));
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("refuses a second holder with the folder and the holder's pid, and frees the folder on release", async () => {
  const dir = freshDir();
  const release = await lockDataFolder(dir);
  const second = lockDataFolder(dir);
  await expect(second).rejects.toBeInstanceOf(DataFolderLockedError);
  await expect(second).rejects.toThrow(
    `The data folder ${path.resolve(dir)} is in use by process ${process.pid}; only one process may open it at a time.`,
  );
  await release();
  expect(readdirSync(dir)).toEqual([]);
  await (
    await lockDataFolder(dir)
  )();
});

it("takes over at once a lock whose holder on this host is dead", async () => {
  const dir = freshDir();
  // A pid that certainly ran and is gone: a child that has already exited.
  const deadPid = spawnSync(process.execPath, ["-e", ""]).pid!;
  mkdirSync(path.join(dir, "process.lock"), { recursive: true });
  writeFileSync(path.join(dir, "process.lock.owner"), JSON.stringify({ pid: deadPid, host: hostname() }));
  const release = await lockDataFolder(dir);
  await release();
});

it("takes over a lock noted with this very pid but not held here (a restarted container reuses pids)", async () => {
  const dir = freshDir();
  mkdirSync(path.join(dir, "process.lock"), { recursive: true });
  writeFileSync(path.join(dir, "process.lock.owner"), JSON.stringify({ pid: process.pid, host: hostname() }));
  await (
    await lockDataFolder(dir)
  )();
});

it("keeps refusing when the holder is alive, or on another host and recently active", async () => {
  const dir = freshDir();
  mkdirSync(path.join(dir, "process.lock"), { recursive: true });
  writeFileSync(path.join(dir, "process.lock.owner"), JSON.stringify({ pid: 1, host: "elsewhere" }));
  // A live holder refreshes the lock's mtime from its own clock; mkdir's time comes from the kernel,
  // which a test run under a moved clock (faketime) does not share.
  utimesSync(path.join(dir, "process.lock"), new Date(), new Date());
  await expect(lockDataFolder(dir)).rejects.toThrow(/is in use by process 1 on elsewhere/);
  expect(existsSync(path.join(dir, "process.lock"))).toBe(true);
});
