/**
 * The misbehaving neighbours the cluster fault tests put around bin/stack-cluster.ts's processes, all on
 * loopback and all owned by the test, so the machine's shared PostgreSQL and Redis are never disturbed:
 * - a private redis-server the test stops and starts again;
 * - a TCP proxy that passes bytes through, late (latency), or refuses new connections (a server that
 *   is down) until it is restored;
 * - an HTTP stand-in that answers (or forwards) after a delay and counts what it was asked.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const listen = (server: Server | ReturnType<typeof createHttpServer>, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host: "127.0.0.1", port, exclusive: true }, () => {
      server.off("error", reject);
      resolve();
    });
  });

const close = (server: Server | ReturnType<typeof createHttpServer>) =>
  new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

/** Resolves once something accepts TCP connections on `port`, or throws after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: "127.0.0.1", port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
      socket.setTimeout(1_000, () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs / 1000}s`);
}

export type PrivateRedis = { url: string; stop(): Promise<void>; start(): Promise<void>; close(): Promise<void> };

/** A redis-server of the test's own: no persistence, so a stop loses the counters as a crash would. */
export async function privateRedis(port: number): Promise<PrivateRedis> {
  const binary = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((p) => existsSync(p));
  if (!binary) throw new Error("the cluster fault tests need redis-server (Debian: apt-get install redis-server)");
  const dir = mkdtempSync(path.join(tmpdir(), "sopan-fault-redis-"));
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], {
      stdio: "ignore",
    });
    await waitForPort(port);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type FaultProxy = {
  /** Every byte towards the target waits this long (0: pass through). */
  setLatency(ms: number): void;
  /** New connections are refused (what is behind looks down) until `restore`; open ones stay as they are. */
  refuse(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function faultProxy(port: number, target: { host: string; port: number }): Promise<FaultProxy> {
  let latencyMs = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    upstream.pipe(client);
    // Late but in order: each chunk leaves `latencyMs` after it came, never before the one before it.
    let lastRelease = 0;
    client.on("data", (chunk) => {
      const release = Math.max(lastRelease, Date.now() + latencyMs);
      lastRelease = release;
      const send = () => void (upstream.destroyed || upstream.write(chunk));
      if (release <= Date.now()) send();
      else setTimeout(send, release - Date.now());
    });
    client.on("end", () => setTimeout(() => upstream.end(), Math.max(0, lastRelease - Date.now())));
  });
  await listen(server, port);
  return {
    setLatency: (ms) => void (latencyMs = ms),
    // Not awaited: close()'s callback waits for the open connections, which are the target's to end.
    refuse: async () => void server.close(),
    restore: () => listen(server, port),
    close: async () => {
      const closed = close(server);
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

export type Asked = { path: string; body: string };

export type SlowHttp = {
  url: string;
  asked: Asked[];
  /** How long an answer to a request whose path matches waits (0: at once). */
  setDelay(ms: number, onlyPaths?: RegExp): void;
  close(): Promise<void>;
};

/**
 * An HTTP stand-in: with `forwardTo` it relays every request there (answering late when told to, after
 * the target has already acted, as a gateway that is slow to answer does); without it, it answers
 * 200 `{"status":"ok"}` as an SMS gateway would.
 */
export async function slowHttp(port: number, forwardTo?: string): Promise<SlowHttp> {
  let delayMs = 0;
  let delayed: RegExp | undefined;
  const asked: Asked[] = [];
  const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      const pathname = req.url ?? "/";
      asked.push({ path: pathname, body });
      const wait = delayMs > 0 && (!delayed || delayed.test(pathname)) ? delayMs : 0;
      const answer = async (): Promise<{ status: number; headers: Record<string, string>; text: string }> => {
        if (!forwardTo) return { status: 200, headers: { "content-type": "application/json" }, text: '{"status":"ok"}' };
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([k]) => !["host", "connection", "content-length"].includes(k)),
        ) as Record<string, string>;
        const upstream = await fetch(new URL(pathname, forwardTo), {
          method: req.method,
          headers,
          body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
          redirect: "manual",
        });
        const kept = ["content-type", "location"].flatMap((k) => {
          const v = upstream.headers.get(k);
          return v === null ? [] : [[k, v] as const];
        });
        return { status: upstream.status, headers: Object.fromEntries(kept), text: await upstream.text() };
      };
      void answer()
        .then(async (a) => {
          await sleep(wait);
          if (!res.destroyed) res.writeHead(a.status, a.headers).end(a.text);
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await listen(server, port);
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    setDelay: (ms, onlyPaths) => {
      delayMs = ms;
      delayed = onlyPaths;
    },
    close: async () => {
      server.closeAllConnections();
      await close(server);
    },
  };
}
