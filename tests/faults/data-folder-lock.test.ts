/**
 * One process per PGlite data folder. A second API (or `npm run seed`) on a folder in use is refused
 * at once with one line naming the folder and the holder's pid, and the first one's data stays whole.
 * A start on a taken port says so in one line and has touched no database. Of many processes taking
 * over an abandoned lock at the same moment, exactly one gets the folder.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, it } from "vitest";
import { apiEnv, dbCheck, kill, pgliteDatabase, ROOT, run, startApi, writeLoad } from "./support";

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

/**
 * `count` processes, each ready to take `folder` (folder-lock-taker.ts), told to go at the same moment;
 * what each said, once all have decided. They keep what they took until then, so a second "took" can
 * only mean two holders at once.
 */
async function takeAtOnce(folder: string, count: number): Promise<string[]> {
  const takers = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/faults/folder-lock-taker.ts", folder], {
      cwd: ROOT,
      stdio: ["pipe", "pipe", "inherit"],
    });
    const lines: string[] = [];
    let buffered = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split("\n");
      buffered = complete.pop()!;
      lines.push(...complete);
    });
    const said = async (n: number) => {
      for (const deadline = Date.now() + 60_000; lines.length < n && child.exitCode === null && Date.now() < deadline;)
        await sleep(20);
      return lines[n - 1] ?? `no answer (exit ${child.exitCode})`;
    };
    return { child, said };
  });
  try {
    expect(await Promise.all(takers.map((t) => t.said(1)))).toEqual(takers.map(() => "ready"));
    for (const t of takers) t.child.stdin.write("go\n");
    return await Promise.all(takers.map((t) => t.said(2)));
  } finally {
    for (const t of takers) t.child.stdin.end();
    await Promise.all(takers.map((t) => t.child.exitCode ?? new Promise((resolve) => t.child.once("exit", resolve))));
  }
}

it("lets exactly one of six processes take over an abandoned lock at the same moment, the others refused", async () => {
  // A pid that certainly ran and is gone: a child that has already exited.
  const deadPid = spawnSync(process.execPath, ["-e", ""]).pid!;
  const abandonedLocks = {
    // An older build's: a directory, its holder noted beside it.
    directory: (folder: string) => {
      mkdirSync(path.join(folder, "process.lock"));
      writeFileSync(path.join(folder, "process.lock.owner"), JSON.stringify({ pid: deadPid, host: hostname() }));
    },
    // This build's lock: a link naming its holder.
    link: (folder: string) =>
      symlinkSync(JSON.stringify({ pid: deadPid, host: hostname(), id: "abandoned" }), path.join(folder, "process.lock")),
  };
  for (const [kind, leave] of Object.entries(abandonedLocks)) {
    for (let trial = 0; trial < 2; trial++) {
      const folder = mkdtempSync(path.join(tmpdir(), "sopan-faults-takeover-"));
      try {
        leave(folder);
        const said = await takeAtOnce(folder, 6);
        expect(said.toSorted(), `${kind}, trial ${trial + 1}`).toEqual([
          "refused",
          "refused",
          "refused",
          "refused",
          "refused",
          "took",
        ]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }
  }
});
