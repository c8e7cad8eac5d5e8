/**
 * node:cluster workers sharing one listening port, for the portal host (bin/cluster.ts, decision 023) and
 * the product API (server/main.ts, decision 044). The primary serves nothing itself, and owns SIGINT and
 * SIGTERM: `close` asks every worker to drain (server/http/drain.ts) and waits until all have exited.
 */
import cluster, { type Worker } from "node:cluster";
import { DRAIN_MESSAGE, type ShutdownLog } from "./drain";

export type Workers = {
  /** Asks every worker to drain; resolves once all have exited, with whether each exited 0. */
  close(): Promise<{ clean: boolean }>;
};

/**
 * Forks `count` workers (running what `cluster.setupPrimary` says, by default this process's own entry)
 * and resolves once each is listening. A worker that dies later is replaced (and logged); one that dies
 * before it ever listened fails the start. `name` says whose workers they are in log events.
 */
export function forkWorkers(count: number, name: "portal" | "api", log: ShutdownLog): Promise<Workers> {
  let stopping = false;
  const workers = new Set<Worker>();

  const fork = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      workers.add(worker);
      let listening = false;
      worker.once("listening", () => {
        listening = true;
        resolve();
      });
      worker.once("exit", (code, signal) => {
        workers.delete(worker);
        if (stopping) return;
        if (!listening) return reject(new Error(`a ${name} worker exited before it listened (${signal ?? `exit code ${code}`})`));
        log("error", `${name}_worker_exited`, { pid: worker.process.pid ?? null, code, signal });
        void fork().catch(() => undefined);
      });
    });

  const close = async () => {
    stopping = true;
    const codes = await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<number | null>((done) => {
            if (worker.isDead()) return done(worker.process.exitCode);
            worker.once("exit", (code) => done(code));
            // A message, not a signal: the worker leaves SIGINT and SIGTERM to us (drain.ts). One we can no
            // longer reach cannot drain, so it is stopped.
            if (!worker.isConnected()) return void worker.process.kill("SIGKILL");
            worker.send(DRAIN_MESSAGE, (error: Error | null) => error && worker.process.kill("SIGKILL"));
          }),
      ),
    );
    return { clean: codes.every((code) => code === 0) };
  };

  return Promise.all(Array.from({ length: count }, fork)).then(
    () => {
      log("info", `${name}_workers_listening`, { workers: count });
      return { close };
    },
    async (e: unknown) => {
      await close();
      throw e;
    },
  );
}
