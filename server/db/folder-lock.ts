/**
 * One process per PGlite data folder. PGlite takes no lock of its own on the Node filesystem, and two
 * processes on one folder lose acknowledged writes and corrupt its indexes without an error
 * (docs/operations.md). Every opener (API, `npm run seed`, `npm run db:check`) goes through here.
 *
 * The lock is a symbolic link, DATA_DIR/process.lock, whose target is no path but its holder: pid, host
 * and an id made for this one taking (decision 080). symlink(2) creates it only where nothing is, so of
 * any number of takers of a free folder exactly one gets it, and the lock names its holder from the
 * instant it exists. The holder refreshes the link's mtime every UPDATE_MS and exits if the link ever
 * stops naming it. A lock is abandoned when its holder ran on this host and is gone (kill -9, OOM; or
 * the pid is ours but the lock is not: a restarted container reuses pids), or when it has not been
 * refreshed for STALE_MS (a holder on another host sharing the volume).
 *
 * Taking over an abandoned lock is the part that must not let two takers through; see `removeAbandoned`.
 */
import { createHash, randomUUID } from "node:crypto";
import { lstatSync, lutimesSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** Generous: PGlite runs queries on the event loop, and a long one must not make our own lock look abandoned. */
const STALE_MS = 30_000;
const UPDATE_MS = 5_000;
/** How soon to look again while another taker is removing an abandoned lock (a few system calls). */
const BUSY_RETRY_MS = 10;

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

type Holder = { pid: number; host: string };

/** What is at a lock's path: who holds it (when known), what makes this very lock unlike any other, and how long since it was refreshed. */
type Seen = { holder: Holder | undefined; identity: string; ageMs: number; legacy: boolean };

const lockPath = (dir: string) => path.join(dir, "process.lock");
/** Where a build before decision 080 noted the holder of its lock, a directory. */
const legacyOwnerPath = (dir: string) => path.join(dir, "process.lock.owner");

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

function parseHolder(text: string): Holder | undefined {
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    return typeof holder.pid === "number" && typeof holder.host === "string" ? { pid: holder.pid, host: holder.host } : undefined;
  } catch {
    return undefined;
  }
}

/** The target of a new lock: JSON naming this process, with an id no other lock ever had. */
const newIdentity = () => JSON.stringify({ pid: process.pid, host: hostname(), id: randomUUID() });

/** What is at `link` now; undefined when nothing is. */
function look(link: string): Seen | undefined {
  try {
    const stat = lstatSync(link);
    const ageMs = Date.now() - stat.mtimeMs;
    if (stat.isSymbolicLink()) {
      const target = readlinkSync(link);
      return { holder: parseHolder(target), identity: target, ageMs, legacy: false };
    }
    // An older build's lock: a directory whose mtime its holder refreshes, the holder in a file beside it.
    let owner: Holder | undefined;
    try {
      owner = parseHolder(readFileSync(legacyOwnerPath(path.dirname(link)), "utf8"));
    } catch {
      owner = undefined;
    }
    return { holder: owner, identity: `directory ${stat.ino} ${stat.mtimeMs}`, ageMs, legacy: true };
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
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

/** Identities of the locks (and take-over markers) this process holds. */
const heldHere = new Set<string>();

function abandoned(seen: Seen): boolean {
  if (seen.ageMs > STALE_MS) return true;
  const holder = seen.holder;
  if (!holder || holder.host !== hostname()) return false;
  return holder.pid === process.pid ? !heldHere.has(seen.identity) : !isAlive(holder.pid);
}

function remove(link: string, seen: Seen): void {
  if (!seen.legacy) return unlinkSync(link);
  rmSync(link, { recursive: true, force: true });
  rmSync(legacyOwnerPath(path.dirname(link)), { force: true });
}

/** One attempt at creating `link` as `identity`: "taken", the live holder that keeps it, or "again" (look again in `ms`). */
type Round = "taken" | { heldBy: Seen } | { again: number };

function tryTake(link: string, identity: string): Round {
  heldHere.add(identity);
  try {
    symlinkSync(identity, link);
    return "taken";
  } catch (err) {
    heldHere.delete(identity);
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const seen = look(link);
  if (!seen) return { again: 0 }; // released in the meantime
  if (!abandoned(seen)) return { heldBy: seen };
  return removeAbandoned(link, seen) ? { again: 0 } : { again: BUSY_RETRY_MS };
}

/**
 * Removes the abandoned lock `seen` at `link`, unless another taker is on it (false: look again soon).
 *
 * Read, remove, create is not enough: two takers can both read the same abandoned lock, and the slower
 * one then removes the lock the faster one has just made. So a taker first takes a marker named after
 * that one abandoned lock, `process.lock.takeover-<digest of its identity>`, by the same symlink(2) that
 * lets only one of them have it, and, holding it, looks again and removes the lock only if it is still
 * the abandoned one. That identity is never reused (it holds a random id, or an old build's directory's
 * inode and mtime), and while the link shows it, nothing but the marker's holder removes it: its own
 * holder is gone. So what the marker's holder removes is the abandoned lock and never a newer one; a
 * taker who gets the marker after the winner released it looks, sees the winner's lock, and stops. A
 * marker left by a taker that died during these few calls is abandoned in the same sense, and taken
 * over the same way (a marker of the marker).
 */
function removeAbandoned(link: string, seen: Seen): boolean {
  const marker = `${link}.takeover-${createHash("sha256").update(seen.identity).digest("hex").slice(0, 16)}`;
  const markerIdentity = newIdentity();
  let round: Round;
  do round = tryTake(marker, markerIdentity);
  while (typeof round === "object" && "again" in round && round.again === 0);
  if (round !== "taken") return false;
  try {
    if (look(link)?.identity === seen.identity) remove(link, seen);
    return true;
  } finally {
    heldHere.delete(markerIdentity);
    unlinkSync(marker);
  }
}

/**
 * Takes the folder (creating it when missing) or throws DataFolderLockedError naming the holder, having
 * written nothing. The returned function releases it. If the lock is ever taken from under us, the
 * process exits: writing on would corrupt the folder.
 */
export async function lockDataFolder(dir: string): Promise<() => Promise<void>> {
  const folder = path.resolve(dir);
  mkdirSync(folder, { recursive: true });
  const link = lockPath(folder);
  const identity = newIdentity();
  for (;;) {
    const round = tryTake(link, identity);
    if (round === "taken") break;
    if ("heldBy" in round) {
      const holder = round.heldBy.holder;
      const who = holder ? `process ${holder.pid}${holder.host === hostname() ? "" : ` on ${holder.host}`}` : "another process";
      throw new DataFolderLockedError(
        `The data folder ${folder} is in use by ${who}; only one process may open it at a time.`,
        holder?.host === hostname() ? holder.pid : undefined,
      );
    }
    if (round.again) await sleep(round.again);
  }

  let refreshedAt = Date.now();
  const lost = (why: string) => {
    console.error(`The lock on the data folder ${folder} was lost (${why}); stopping before anything more is written.`);
    process.exit(1);
  };
  const refresh = setInterval(() => {
    try {
      if (readlinkSync(link) !== identity) return lost("another process took it over");
      const now = new Date();
      lutimesSync(link, now, now);
      refreshedAt = Date.now();
    } catch (err) {
      if (isMissing(err)) return lost("it was removed");
      // A passing filesystem error is tried again; past STALE_MS another process may rightly take the lock.
      if (Date.now() - refreshedAt > STALE_MS) lost((err as Error).message);
    }
  }, UPDATE_MS);
  refresh.unref();
  const release = () => {
    clearInterval(refresh);
    process.off("exit", release);
    if (!heldHere.delete(identity)) return;
    try {
      if (readlinkSync(link) === identity) unlinkSync(link);
    } catch {
      // already gone: nothing to tidy
    }
  };
  // A process that exits without closing (process.exit after an error) leaves no lock behind on this host either way.
  process.on("exit", release);
  return async () => release();
}
