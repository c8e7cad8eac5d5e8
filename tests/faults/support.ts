/**
 * The fault suite's real processes: product APIs and a portal started as `node --import tsx …` on
 * loopback ports 5700–5799, a bounded write load whose acknowledged writes are remembered, and the
 * checks run afterwards (the rows, `npm run db:check`). Every loop here is bounded in count and time.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { openPglite, openPostgres, type DatabaseHandle } from "../../server/db/client";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** `watched`: every line of its output that matched `watch`, however much it wrote since (output() keeps only the end). */
export type Proc = { child: ChildProcess; output: () => string; watched: string[]; exited: Promise<number | null> };

/**
 * `node --import tsx <entry> [args]` from the repo root; an undefined value removes a variable.
 * `detached`: the process leads its own process group, which a test can signal whole, as a terminal's Ctrl-C does.
 */
export function run(
  entry: string,
  env: Record<string, string | undefined>,
  { detached = false, watch, args = [] }: { detached?: boolean; watch?: RegExp; args?: string[] } = {},
): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached,
  });
  let log = "";
  const watched: string[] = [];
  const keep = () => {
    let partial = "";
    return (chunk: Buffer) => {
      const text = chunk.toString();
      log = (log + text).slice(-8_000);
      if (!watch) return;
      const lines = (partial + text).split("\n");
      partial = lines.pop()!;
      watched.push(...lines.filter((line) => watch.test(line)));
    };
  };
  child.stdout.on("data", keep());
  child.stderr.on("data", keep());
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => log, watched, exited };
}

/** The processes `pid` started that still run (a cluster primary's workers), from /proc. */
export function childPids(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return children ? children.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

/** The product API's environment for a fault run (no TEST_DATABASE_URL leaking in from the runner). */
export function apiEnv(port: number, database: Database): Record<string, string | undefined> {
  return {
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    API_PORT: String(port),
    HOST: "127.0.0.1",
    TEST_DATABASE_URL: undefined,
    REDIS_URL: undefined,
    ...database.env,
  };
}

export async function waitForHealth(url: string, proc: Proc, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${url}: exited with ${proc.child.exitCode}\n${proc.output()}`);
    if (
      await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms\n${proc.output()}`);
}

export async function startApi(port: number, database: Database): Promise<Proc> {
  const api = run("server/main.ts", apiEnv(port, database));
  await waitForHealth(`http://127.0.0.1:${port}/health`, api);
  return api;
}

export async function kill(proc: Proc, signal: NodeJS.Signals): Promise<number | null> {
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill(signal);
  return proc.exited;
}

/**
 * `concurrency` writers POST one activity each, one after another, until stopped, `maxMs` passes or
 * `maxWrites` are sent. A write counts as acknowledged only on its 201.
 */
export function writeLoad(apiUrl: string, tag: string, { concurrency = 6, maxMs = 20_000, maxWrites = 20_000 } = {}) {
  const acknowledged = new Set<string>();
  let sent = 0;
  let stopped = false;
  const deadline = Date.now() + maxMs;
  const writer = async () => {
    while (!stopped && Date.now() < deadline && sent < maxWrites) {
      const to = `/fault/${tag}/${sent++}`;
      try {
        const res = await fetch(`${apiUrl}/api/activities`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ to }),
          signal: AbortSignal.timeout(5_000),
        });
        await res.arrayBuffer();
        if (res.status === 201) acknowledged.add(to);
      } catch {
        await sleep(20); // refused or reset: not acknowledged; the process is down or going
      }
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, writer));
  return {
    acknowledged,
    sent: () => sent,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/** Where a run's database lives: a fresh PGlite folder, or a database of its own on the PostgreSQL server. */
export type Database = {
  name: string;
  env: Record<string, string | undefined>;
  rows(tag: string): Promise<Set<string>>;
  drop(): Promise<void>;
};

export function pgliteDatabase(): Database {
  const dir = mkdtempSync(path.join(tmpdir(), "sopan-faults-"));
  return {
    name: "PGlite",
    env: { DATA_DIR: dir, DATABASE_URL: undefined },
    rows: async (tag) => storedWrites(await openPglite(dir), tag),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A whole database, not a schema: the API migrates into `public` and keeps drizzle's journal beside it. */
export async function postgresDatabase(serverUrl: string): Promise<Database> {
  const name = `sopan_faults_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: url.href, DATA_DIR: undefined },
    rows: async (tag) => storedWrites(await openPostgres(url.href, { max: 1 }), tag),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The activities a load with this tag wrote, read after the API has stopped. */
async function storedWrites(handle: DatabaseHandle, tag: string): Promise<Set<string>> {
  const sql = 'select "to" from activities where "to" like $1';
  const params = [`/fault/${tag}/%`];
  try {
    const rows =
      handle.driver === "pglite"
        ? (await handle.client.query<{ to: string }>(sql, params)).rows
        : (await handle.client.query<{ to: string }>(sql, params)).rows;
    return new Set(rows.map((r) => r.to));
  } finally {
    await handle.close();
  }
}

export async function dbCheck(database: Database): Promise<{ code: number | null; output: string }> {
  const check = run("server/db-check-command.ts", { NODE_ENV: "test", ...database.env });
  const code = await check.exited;
  return { code, output: check.output().trim() };
}

/**
 * Sends `request` on an already open keep-alive connection and returns what came back: the raw
 * answer, or the error that ended the socket (a reset) before any answer arrived.
 */
export function keepAliveConnection(port: number) {
  const socket = connect({ host: "127.0.0.1", port });
  let received = "";
  let ended: string | undefined;
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  socket.on("error", (err: NodeJS.ErrnoException) => (ended = err.code ?? err.message));
  socket.on("close", () => (ended ??= "closed"));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const ask = async (pathname: string, timeoutMs = 10_000): Promise<string> => {
    received = "";
    socket.write(`GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !/\r\n\r\n/.test(received) && ended === undefined) await sleep(10);
    if (!/\r\n\r\n/.test(received)) throw new Error(`no answer on the keep-alive connection (${ended ?? "timed out"})`);
    return received;
  };
  return { opened, ask, close: () => socket.destroy() };
}

/**
 * A client whose request is still arriving: it sends the request line and one header, then nothing more,
 * as a slow mobile connection or a stalled proxy would. The server has no request to answer yet.
 */
export function slowClient(port: number) {
  const socket = connect({ host: "127.0.0.1", port });
  socket.on("error", () => undefined); // the drain may close it: that is its purpose
  const opened = new Promise<void>((resolve) => socket.once("connect", resolve));
  void opened.then(() => socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { opened, closed, close: () => socket.destroy() };
}

/**
 * A cluster primary's worker killed (SIGKILL), then its replacement the moment it is forked, long before
 * it can listen (a worker takes seconds to load). Answers both pids.
 */
export async function killWorkerThenItsReplacement(primary: Proc): Promise<{ first: number; replacement: number }> {
  const pid = primary.child.pid!;
  const before = childPids(pid);
  const first = before[0];
  if (first === undefined) throw new Error(`process ${pid} has no workers`);
  process.kill(first, "SIGKILL");
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(5)) {
    const replacement = childPids(pid).find((child) => !before.includes(child));
    if (replacement === undefined) continue;
    process.kill(replacement, "SIGKILL");
    return { first, replacement };
  }
  throw new Error(`no replacement forked within 30 s\n${primary.output()}`);
}

/** The JSON log lines of `proc` (its watched ones) whose event is `event`. */
export const logEvents = (proc: Proc, event: string) =>
  proc.watched.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === event);

/** GET `path` on a connection of its own (each one goes to the next worker); status, X-Served-By and when (Date.now()) it started and ended. */
export function askOnNewConnection(port: number, pathname: string, timeoutMs = 10_000) {
  const started = Date.now();
  return new Promise<{ status: number; servedBy: string | undefined; error?: string; started: number; ended: number }>(
    (resolve) => {
      const done = (status: number, servedBy?: string, error?: string) =>
        resolve({ status, servedBy, error, started, ended: Date.now() });
      const req = httpGet({ host: "127.0.0.1", port, path: pathname, agent: false, timeout: timeoutMs }, (res) => {
        res.resume();
        res.on("end", () => done(res.statusCode ?? 0, res.headers["x-served-by"] as string | undefined));
        res.on("error", (err) => done(0, undefined, err.message));
      });
      req.on("timeout", () => req.destroy(new Error("timed out")));
      req.on("error", (err: NodeJS.ErrnoException) => done(0, undefined, err.code ?? err.message));
    },
  );
}

/** The X-Served-By names of `count` workers, each seen answering `path` (at most 60 s of new connections). */
export async function workersAnswering(port: number, pathname: string, count: number): Promise<Set<string>> {
  const names = new Set<string>();
  for (const deadline = Date.now() + 60_000; names.size < count && Date.now() < deadline;) {
    const answer = await askOnNewConnection(port, pathname);
    if (answer.status === 200 && answer.servedBy) names.add(answer.servedBy);
    else await sleep(100);
  }
  return names;
}
