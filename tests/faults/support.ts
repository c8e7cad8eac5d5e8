/**
 * The fault suite's real processes: product APIs and a portal started as `node --import tsx …` on
 * loopback ports 5700–5799, a bounded write load whose acknowledged writes are remembered, and the
 * checks run afterwards (the rows, `npm run db:check`). Every loop here is bounded in count and time.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { openPglite, openPostgres, type DatabaseHandle } from "../../server/db/client";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export type Proc = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `node --import tsx <entry> [args]` from the repo root; an undefined value removes a variable. */
/** `detached`: the process leads its own process group, which a test can signal whole, as a terminal's Ctrl-C does. */
export function run(
  entry: string,
  env: Record<string, string | undefined>,
  { detached = false, args = [] as string[] } = {},
): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached,
  });
  let log = "";
  const keep = (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-8_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => log, exited };
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
