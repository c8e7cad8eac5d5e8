/**
 * The API's side of a PGlite backup (decision 085): on SIGUSR2 it writes the copy, or, when it cannot, a
 * `.failed` marker that `db:backup` waits for. A marker that cannot be written leaves the operator's command
 * waiting ten minutes, so it is written even when the backup folder is what did not exist yet.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, it } from "vitest";
import { BACKUP_SIGNAL, FAILED_SUFFIX, serveBackupsOnSignal } from "../../server/db/backup";
import { openPglite } from "../../server/db/client";
import { silentLog } from "./helpers";

const work = mkdtempSync(path.join(tmpdir(), "sopan-backup-signal-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function filesAfterSignal(backupDir: string, dataDir?: string): Promise<string[]> {
  const handle = await openPglite(dataDir);
  if (handle.driver !== "pglite") throw new Error("openPglite returned a non-PGlite handle");
  const stop = serveBackupsOnSignal(handle.client, backupDir, silentLog);
  try {
    process.emit(BACKUP_SIGNAL);
    // A copy is written under a `.partial` name first; what is left once that is gone is the outcome.
    const outcome = () => (existsSync(backupDir) ? readdirSync(backupDir).filter((name) => !name.endsWith(".partial")) : []);
    for (let waited = 0; waited < 20_000 && outcome().length === 0; waited += 50) await sleep(50);
    return outcome();
  } finally {
    stop();
    await handle.close();
  }
}

it("writes the copy of a folder that holds the lock beside the database", async () => {
  // The folder lock is a link that points at no file (folder-lock.ts); the copy must neither trip on it nor carry it.
  const files = await filesAfterSignal(path.join(work, "copies"), path.join(work, "data"));
  expect(files).toEqual([expect.stringMatching(/^sopan-pglite-.+\.tar\.gz$/)]);
});

it("leaves a .failed marker with the reason, in a backup folder it had to make", async () => {
  const backupDir = path.join(work, "not-made-yet");
  // An in-memory database has no folder to copy: the backup fails.
  const files = await filesAfterSignal(backupDir);
  expect(files).toEqual([expect.stringMatching(new RegExp(`\\.tar\\.gz${FAILED_SUFFIX.replace(".", "\\.")}$`))]);
  expect(readFileSync(path.join(backupDir, files[0]!), "utf8")).toMatch(/no folder/);
});
