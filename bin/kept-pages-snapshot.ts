/**
 * Kept guest pages on disk (decision 100): a portal that starts while the API or its database is away has
 * kept nothing, and answered the Bengali 503 on every page, home included (issue 44). With KEPT_PAGES_DIR set,
 * each portal process writes the pages it keeps to `<dir>/<replica>.v8`, at most once a minute, and a process
 * that starts adopts every copy in the folder (its own replica's and the others' on a shared volume), served as
 * any outdated kept page: at once, while one render tries for its successor, and never past
 * PUBLIC_CACHE_MAX_STALE_MS. The bytes are what a visitor was sent, so the snapshot is only ever as old as the
 * last page the site rendered, and an academy's own content, never a demo's.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { errorReason, logEvent } from "../app/lib/log.server";
import type { CachedPage } from "./render-cache";

const SUFFIX = ".v8";
/** How often a process may write its snapshot: pages are kept again after every fresh window (a minute). */
export const SNAPSHOT_INTERVAL_MS = 60_000;
/** How long after a page is kept the write waits, so the pages a first visit renders together go in one write. */
const SETTLE_MS = 5_000;

type SnapshotEntry = [key: string, page: CachedPage];

/**
 * Every kept page in the folder's snapshots (KeptPages.adopt keeps the newest copy of a key). A snapshot last
 * written more than `maxAgeMs` ago (PUBLIC_CACHE_MAX_STALE_MS) holds nothing that may still be served, and is
 * removed: replicas come and go under new names (a Kubernetes pod's), and their files would pile up.
 */
export function readKeptPagesSnapshots(dir: string, maxAgeMs: number): SnapshotEntry[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith(SUFFIX));
  } catch {
    return [];
  }
  const entries: SnapshotEntry[] = [];
  for (const name of files) {
    const file = path.join(dir, name);
    try {
      if (Date.now() - statSync(file).mtimeMs > maxAgeMs) {
        rmSync(file, { force: true });
        continue;
      }
      entries.push(...(deserialize(readFileSync(file)) as SnapshotEntry[]));
    } catch (error) {
      logEvent("warn", "kept_pages_snapshot_unreadable", { file: name, reason: errorReason(error) });
    }
  }
  return entries;
}

/**
 * Writes `entries()` to `<dir>/<replica>.v8` when told a page was kept: a few seconds later, and no sooner
 * than a minute after the last write. Written to a file of this process's own and renamed, so
 * a reader never sees half a snapshot and the workers of one replica never write into each other's.
 */
export function keptPagesSnapshotWriter(
  dir: string,
  replicaName: string,
  entries: () => Iterable<SnapshotEntry>,
  intervalMs = SNAPSHOT_INTERVAL_MS,
): () => void {
  const file = path.join(dir, `${replicaName}${SUFFIX}`);
  let lastWrite = -Infinity;
  let scheduled: NodeJS.Timeout | undefined;
  const write = () => {
    scheduled = undefined;
    lastWrite = performance.now();
    try {
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, serialize([...entries()]));
      renameSync(partial, file);
    } catch (error) {
      logEvent("warn", "kept_pages_snapshot_not_written", { file, reason: errorReason(error) });
    }
  };
  return () => {
    if (scheduled) return;
    scheduled = setTimeout(write, Math.max(SETTLE_MS, lastWrite + intervalMs - performance.now()));
    scheduled.unref();
  };
}
