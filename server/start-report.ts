/**
 * How far the product API's start has got, told to the `npm start` that spawned it (bin/start.ts) over the
 * IPC channel that start opens: a slow first start (a new PGlite folder's initdb, the migrations, the demo
 * seed) is then waited for as long as it runs, shown as it goes, and a failed one named (issue 42,
 * decision 082). An API started any other way (compose, Kubernetes, `tsx server/main.ts`, under
 * `tsx watch`) has no such channel and reports nothing.
 */
import cluster from "node:cluster";

const START_REPORT = "sopan:api-start";

export type StartPhase =
  /** The folder lock and PGlite's start (initdb on a new folder), or the first PostgreSQL connection. `detail`: which database. */
  | "opening"
  /** Another migrator holds the PostgreSQL migration lock. */
  | "waiting"
  | "migrating"
  /** An empty database gets the demo data. */
  | "seeding"
  /** A cluster primary forking its workers. `detail`: how many. */
  | "workers"
  /** `detail`: the URL. */
  | "listening"
  /** `detail`: why, in one line. The process exits next. */
  | "failed";

export type StartReport = { type: typeof START_REPORT; phase: StartPhase; detail: string };

export const isStartReport = (message: unknown): message is StartReport =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === START_REPORT;

/** Resolves once the report is handed over (a process about to exit waits for that), at once when nobody listens. */
export function reportStart(phase: StartPhase, detail = ""): Promise<void> {
  // A cluster worker's channel leads to its primary, which reports for all of them.
  if (cluster.isWorker || !process.send || !process.connected) return Promise.resolve();
  const report: StartReport = { type: START_REPORT, phase, detail };
  return new Promise((resolve) => process.send!(report, undefined, {}, () => resolve()));
}
