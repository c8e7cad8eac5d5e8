/**
 * The data-folder lock (server/db/folder-lock.ts): a second holder is refused naming the folder and
 * the holder's pid, a lock left by a dead process on this host is taken over at once (this build's link,
 * an older build's directory, and a take-over cut short by the taker's death), and a release frees the
 * folder. Concurrent takers are tests/faults/data-folder-lock.test.ts's.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  lstatSync,
  lutimesSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
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
/** A pid that certainly ran and is gone: a child that has already exited. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;
/** This build's lock as a holder leaves it: a link whose target names the holder. */
const leaveLink = (at: string, holder: object) => symlinkSync(JSON.stringify(holder), at);

it("is a link naming its holder; refuses a second holder with the folder and the holder's pid, and frees the folder on release", async () => {
  const dir = freshDir();
  const release = await lockDataFolder(dir);
  const lock = path.join(dir, "process.lock");
  expect(lstatSync(lock).isSymbolicLink()).toBe(true);
  expect(JSON.parse(readlinkSync(lock))).toMatchObject({ pid: process.pid, host: hostname() });
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
  mkdirSync(dir, { recursive: true });
  leaveLink(path.join(dir, "process.lock"), { pid: deadPid(), host: hostname(), id: "gone" });
  const release = await lockDataFolder(dir);
  await release();
  expect(readdirSync(dir)).toEqual([]);
});

it("takes over a lock noted with this very pid but not held here (a restarted container reuses pids)", async () => {
  const dir = freshDir();
  mkdirSync(dir, { recursive: true });
  leaveLink(path.join(dir, "process.lock"), { pid: process.pid, host: hostname(), id: "a previous life" });
  await (
    await lockDataFolder(dir)
  )();
});

it("takes over an older build's lock (a directory, its holder beside it) left by a dead process", async () => {
  const dir = freshDir();
  mkdirSync(path.join(dir, "process.lock"), { recursive: true });
  writeFileSync(path.join(dir, "process.lock.owner"), JSON.stringify({ pid: deadPid(), host: hostname() }));
  await (
    await lockDataFolder(dir)
  )();
  expect(readdirSync(dir)).toEqual([]);
});

it("takes over a lock whose taker died in the middle of taking it over (its marker left behind)", async () => {
  const dir = freshDir();
  mkdirSync(dir, { recursive: true });
  const abandoned = JSON.stringify({ pid: deadPid(), host: hostname(), id: "gone" });
  symlinkSync(abandoned, path.join(dir, "process.lock"));
  const marker = path.join(dir, `process.lock.takeover-${createHash("sha256").update(abandoned).digest("hex").slice(0, 16)}`);
  leaveLink(marker, { pid: deadPid(), host: hostname(), id: "the taker, gone too" });
  const release = await lockDataFolder(dir);
  expect(existsSync(marker)).toBe(false);
  await release();
  expect(readdirSync(dir)).toEqual([]);
});

it("keeps refusing when the holder is alive, or on another host and recently active", async () => {
  const dir = freshDir();
  mkdirSync(dir, { recursive: true });
  leaveLink(path.join(dir, "process.lock"), { pid: 1, host: "elsewhere", id: "far away" });
  // A live holder refreshes the lock's mtime from its own clock; symlink's time comes from the kernel,
  // which a test run under a moved clock (faketime) does not share.
  const now = new Date();
  lutimesSync(path.join(dir, "process.lock"), now, now);
  await expect(lockDataFolder(dir)).rejects.toThrow(/is in use by process 1 on elsewhere/);
  expect(lstatSync(path.join(dir, "process.lock")).isSymbolicLink()).toBe(true);

  const older = freshDir();
  mkdirSync(path.join(older, "process.lock"), { recursive: true });
  writeFileSync(path.join(older, "process.lock.owner"), JSON.stringify({ pid: 1, host: "elsewhere" }));
  utimesSync(path.join(older, "process.lock"), now, now);
  await expect(lockDataFolder(older)).rejects.toThrow(/is in use by process 1 on elsewhere/);
  expect(existsSync(path.join(older, "process.lock"))).toBe(true);
});
