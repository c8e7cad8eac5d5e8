/**
 * One process per PGlite data folder. PGlite takes no lock of its own on the Node filesystem, and two
 * processes on one folder lose acknowledged writes and corrupt its indexes without an error
 * (docs/operations.md). Every opener (API, `npm run seed`, `npm run db:check`) goes through here.
 *
 * proper-lockfile makes the lock an atomic mkdir whose mtime the holder refreshes; a lock not
 * refreshed within STALE_MS is taken over. Beside it we note the holder's pid and host, so a lock
 * left by a process killed on this host is taken over at once instead of after STALE_MS, and a
 * refusal can name the holder.
 */
import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

/** Generous: PGlite runs queries on the event loop, and a long one must not make our own lock look abandoned. */
const STALE_MS = 30_000;
const UPDATE_MS = 5_000;

export class DataFolderLockedError extends Error {
  override name = "DataFolderLockedError";
  /** The holder's pid when it runs on this host (`db:backup` asks it for a copy). */
  constructor(
    message: string,
    readonly localHolderPid?: number,
  ) {
    super(message);
  }
}

type Owner = { pid: number; host: string };

const lockPath = (dir: string) => path.join(dir, "process.lock");
const ownerPath = (dir: string) => path.join(dir, "process.lock.owner");

function readOwner(dir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(ownerPath(dir), "utf8")) as Partial<Owner>;
    return typeof owner.pid === "number" && typeof owner.host === "string" ? { pid: owner.pid, host: owner.host } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Folders this process holds: its own pid in an owner file means a previous life only when not among them. */
const heldHere = new Set<string>();

/**
 * A holder on this host that no longer runs (kill -9, OOM). Our own pid there is a previous process
 * that had it (a restarted container hands out the same pids).
 */
function heldByTheDead(folder: string, owner: Owner | undefined): boolean {
  if (!owner || owner.host !== hostname() || heldHere.has(folder)) return false;
  return owner.pid === process.pid || !isAlive(owner.pid);
}

/**
 * Takes the folder (creating it when missing) or throws DataFolderLockedError naming the holder, having
 * written nothing. The returned function releases it. If the lock is ever taken from under us, the
 * process exits: writing on would corrupt the folder.
 */
export async function lockDataFolder(dir: string): Promise<() => Promise<void>> {
  const folder = path.resolve(dir);
  mkdirSync(folder, { recursive: true });
  const options = {
    lockfilePath: lockPath(folder),
    stale: STALE_MS,
    update: UPDATE_MS,
    onCompromised: (err: Error) => {
      console.error(`The lock on the data folder ${folder} was lost (${err.message}); stopping before anything more is written.`);
      process.exit(1);
    },
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ELOCKED") throw err;
    const owner = readOwner(folder);
    if (!heldByTheDead(folder, owner)) {
      const holder = owner ? `process ${owner.pid}${owner.host === hostname() ? "" : ` on ${owner.host}`}` : "another process";
      throw new DataFolderLockedError(
        `The data folder ${folder} is in use by ${holder}; only one process may open it at a time.`,
        owner?.host === hostname() ? owner.pid : undefined,
      );
    }
    rmSync(options.lockfilePath, { recursive: true, force: true });
    release = await lockfile.lock(folder, options);
  }
  writeFileSync(ownerPath(folder), JSON.stringify({ pid: process.pid, host: hostname() } satisfies Owner));
  heldHere.add(folder);
  return async () => {
    heldHere.delete(folder);
    try {
      unlinkSync(ownerPath(folder));
    } catch {
      // already gone: nothing to tidy
    }
    await release();
  };
}
