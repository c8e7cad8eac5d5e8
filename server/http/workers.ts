/**
 * node:cluster workers sharing one listening port, for the portal host (bin/cluster.ts, decision 023) and
 * the product API (server/main.ts, decision 044). The primary serves nothing itself, and owns SIGINT and
 * SIGTERM: `close` asks every worker to drain (server/http/drain.ts) and waits until all have exited.
 *
 * Once the start is over, every worker that exits is logged and replaced, a replacement that dies before
 * it listens included, after a back-off that doubles from FIRST_RESTART_DELAY_MS to MAX_RESTART_DELAY_MS
 * while workers keep dying and starts again once one has served STEADY_MS; each restart is counted in
 * `worker_restarts_total` (decision 081).
 */
import cluster, { type Worker } from "node:cluster";
import { Counter, Registry } from "prom-client";
import { DRAIN_MESSAGE, type ShutdownLog } from "./drain";

const FIRST_RESTART_DELAY_MS = 100;
/** A worker that cannot start at all (a broken deploy, a dependency away) is tried again this often, not in a tight loop. */
const MAX_RESTART_DELAY_MS = 5_000;
/** A worker that has listened this long ends a run of failures: the next death starts the back-off afresh. */
const STEADY_MS = 30_000;

/** The primary's own metrics, added to its workers' sum on every scrape (server/http/cluster-metrics.ts). */
export const primaryMetrics = new Registry();
const workerRestarts = new Counter({
  name: "worker_restarts_total",
  help: "Cluster workers forked to replace one that exited without being asked to, by service (portal, api)",
  labelNames: ["service"] as const,
  registers: [primaryMetrics],
});

export type Workers = {
  /** Asks every worker to drain; resolves once all have exited, with whether each exited 0. */
  close(): Promise<{ clean: boolean }>;
};

/**
 * Forks `count` workers (running what `cluster.setupPrimary` says, by default this process's own entry)
 * and resolves once that many are listening. A worker that dies before that without ever listening fails
 * the start (the others are stopped): the same fault would kill every replacement. `name` says whose
 * workers they are in log events and the restart metric.
 */
export function forkWorkers(count: number, name: "portal" | "api", log: ShutdownLog): Promise<Workers> {
  let started = false;
  let stopping = false;
  let restartDelay = FIRST_RESTART_DELAY_MS;
  const workers = new Set<Worker>();
  const listening = new Set<Worker>();
  const replacements = new Set<NodeJS.Timeout>();

  const close = async () => {
    stopping = true;
    for (const timer of replacements) clearTimeout(timer);
    const codes = await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<number | null>((done) => {
            if (worker.isDead()) return done(worker.process.exitCode);
            worker.once("exit", (code) => done(code));
            // A message, not a signal: the worker leaves SIGINT and SIGTERM to us (drain.ts). One we can no
            // longer reach cannot drain, and one still starting has nothing to drain and may not hear it yet.
            if (!worker.isConnected() || !listening.has(worker)) return void worker.process.kill("SIGKILL");
            worker.send(DRAIN_MESSAGE, (error: Error | null) => error && worker.process.kill("SIGKILL"));
          }),
      ),
    );
    return { clean: codes.every((code) => code === 0) };
  };

  return new Promise((resolve, reject) => {
    const fork = () => {
      const worker = cluster.fork();
      workers.add(worker);
      let steady: NodeJS.Timeout | undefined;
      worker.once("listening", () => {
        listening.add(worker);
        steady = setTimeout(() => (restartDelay = FIRST_RESTART_DELAY_MS), STEADY_MS);
        steady.unref();
        if (started || listening.size < count) return;
        started = true;
        log("info", `${name}_workers_listening`, { workers: count });
        resolve({ close });
      });
      worker.once("exit", (code, signal) => {
        clearTimeout(steady);
        workers.delete(worker);
        const listened = listening.delete(worker);
        const exit = { worker: worker.id, pid: worker.process.pid ?? null, code, signal, listened };
        if (stopping) return log("info", `${name}_worker_stopped`, exit);
        if (!started && !listened) {
          log("error", `${name}_worker_exited`, exit);
          void close().then(() =>
            reject(new Error(`a ${name} worker exited before it listened (${signal ?? `exit code ${code}`})`)),
          );
          return;
        }
        const delay = restartDelay;
        restartDelay = Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
        log("error", `${name}_worker_exited`, { ...exit, restart_in_ms: delay });
        workerRestarts.inc({ service: name });
        const timer = setTimeout(() => {
          replacements.delete(timer);
          fork();
        }, delay);
        replacements.add(timer);
      });
    };
    for (let i = 0; i < count; i++) fork();
  });
}
