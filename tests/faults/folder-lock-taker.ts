/**
 * One of data-folder-lock.test.ts's concurrent takers: says "ready", waits for a line on stdin, tries
 * the folder, says "took", "refused" or what went wrong, and keeps what it took until stdin closes.
 */
import { DataFolderLockedError, lockDataFolder } from "../../server/db/folder-lock";

const folder = process.argv[2]!;
process.stdin.once("data", () => {
  lockDataFolder(folder).then(
    () => console.log("took"),
    (err: unknown) => console.log(err instanceof DataFolderLockedError ? "refused" : `failed: ${String(err)}`),
  );
});
process.stdin.once("end", () => process.exit(0));
console.log("ready");
