/**
 * Graceful drain of a Node HTTP server, for the product API and the portal host alike
 * (docs/decisions/014-faults-lock-drain-body-limit.md).
 *
 * `server.close()` alone (Node ≥ 19) destroys idle keep-alive sockets at once, so a client, or a load
 * balancer, whose next request is already on its way gets a reset instead of an answer. Here, once
 * draining, every response carries `Connection: close` (the socket closes after it), requests still
 * running are finished, and idle keep-alive sockets stay open for a short linger so a request sent on
 * one is answered rather than cut. After the linger the sockets without a request are closed (a slow
 * client's half-sent headers included). Only then may the caller close the server and its pools.
 */
import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import closeWithGrace from "close-with-grace";
import cluster from "node:cluster";

/** What a cluster primary sends its workers to have them drain (exitAfterDrain, server/http/workers.ts). */
export const DRAIN_MESSAGE = "sopan:drain";
const OWNED_BY_PRIMARY = ["SIGINT", "SIGTERM"] as const;

/** How long idle keep-alive sockets may still bring a request after the drain starts. */
export const DRAIN_LINGER_MS = 1_000;

/**
 * After SIGTERM, how long in-flight requests get before the process quits anyway (exit 1): the API's and
 * the portal's one shutdown budget. deploy/k8s sets `preStop` plus this below `terminationGracePeriodSeconds`
 * and compose.yaml's `stop_grace_period` above it (tests/unit/deployment-config.test.ts).
 */
export const SHUTDOWN_GRACE_MS = 10_000;

export type Drain = {
  readonly draining: boolean;
  /** Resolves when nothing is in flight and either every connection has closed or the linger is over. */
  drain(lingerMs?: number): Promise<void>;
};

/** Attach before the server listens, so every connection is seen. */
export function drainable(server: Server): Drain {
  let draining = false;
  const sockets = new Set<Socket>();
  const inFlight = new Set<ServerResponse>();
  let settle = () => undefined as void;

  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => {
      sockets.delete(socket);
      settle();
    });
  });
  // Prepended, so the header is set before the framework (Express, Fastify) sees the request.
  server.prependListener("request", (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight.delete(res);
      settle();
    });
  });

  return {
    get draining() {
      return draining;
    },
    drain(lingerMs = DRAIN_LINGER_MS) {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      let lingering = true;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          lingering = false;
          settle();
        }, lingerMs);
        settle = () => {
          if (inFlight.size > 0 || (sockets.size > 0 && lingering)) return;
          clearTimeout(timer);
          settle = () => undefined;
          // What is left carries no request to answer: idle keep-alive sockets, and clients whose request
          // headers are still arriving. `server.close()` would wait on the latter until its headers timeout
          // (60 s), past the shutdown budget, so they are closed here.
          for (const socket of sockets) socket.destroy();
          resolve();
        };
        settle();
      });
    },
  };
}

export type ShutdownLog = (
  level: "info" | "error",
  event: string,
  fields: Record<string, string | number | boolean | null>,
) => void;

/**
 * The one shutdown of the product API and the portal host (`close-with-grace`, decision 053). The first
 * SIGTERM or SIGINT (or another terminating signal, an uncaught exception or unhandled rejection) runs
 * `close`, which drains; then the process exits 0, or 1 after a crash, a failed close or
 * SHUTDOWN_GRACE_MS without finishing. A second signal while draining exits 1 at once.
 *
 * In a cluster worker the primary owns SIGINT and SIGTERM and asks its workers to drain with
 * DRAIN_MESSAGE (server/http/workers.ts): Ctrl-C in a terminal signals the whole process group, and a
 * worker that drained on its own signal would then take the primary's as a second one and stop short.
 * `keep`: signals the process answers itself and must not drain on (PGlite's API: SIGUSR2, a backup).
 */
export function exitAfterDrain(
  close: () => Promise<void>,
  log: ShutdownLog,
  keep: readonly closeWithGrace.AllEvents[] = [],
): void {
  const grace = closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      logger: false,
      skip: [...(cluster.isWorker ? OWNED_BY_PRIMARY : []), ...keep],
      onTimeout: (ms) => log("error", "shutdown_timed_out", { after_ms: ms }),
      onSecondSignal: (signal) => log("error", "shutdown_cut_short", { signal }),
    },
    async ({ signal, err }) => {
      if (err) log("error", "crashed", { reason: err.stack ?? String(err) });
      log("info", "draining", { signal: signal ?? null });
      try {
        await close();
      } catch (e) {
        log("error", "shutdown_failed", { reason: e instanceof Error ? (e.stack ?? e.message) : String(e) });
        throw e;
      }
    },
  );
  if (cluster.isWorker) {
    // Left to the default, these signals would end the worker at once; the primary's message decides.
    for (const signal of OWNED_BY_PRIMARY) process.on(signal, () => undefined);
    process.once("message", function onDrain(message) {
      if (message === DRAIN_MESSAGE) grace.close();
      else process.once("message", onDrain);
    });
  }
}
