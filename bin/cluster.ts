/**
 * The portal on every core (docs/decisions/023-render-cache-and-cluster.md): with WEB_CONCURRENCY
 * above 1 the process that would serve the portal becomes a node:cluster primary that serves
 * nothing itself; its workers each run bin/portal.ts and share the listening port. Each worker has
 * its own public data cache and render cache. SIGTERM to the primary drains every worker (each
 * finishes its requests as bin/portal.ts does alone) and the primary exits once all have. A scrape of
 * /metrics reaching any worker is answered with the sum over all of them (bin/metrics.ts).
 */
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { logEvent } from "../app/lib/log.server";
import { serveClusterMetrics } from "../server/http/cluster-metrics";
import { forkWorkers } from "../server/http/workers";
import { relayKeptPages } from "./shared-kept-pages";

/**
 * How many portal processes to run: WEB_CONCURRENCY when set (1 keeps the single process; the
 * configuration refuses anything but a whole number from 1 to 64), otherwise one per core.
 */
export function webConcurrency(configured: number | undefined, cores = os.availableParallelism()): number {
  return configured ?? Math.max(1, cores);
}

export type PortalWorkers = { close(): Promise<void> };

/**
 * Forks `count` workers running bin/portal.ts and resolves once each is listening (server/http/workers.ts:
 * a worker that dies later is logged and replaced, one that dies before any listened fails the start).
 */
export async function forkPortalWorkers(count: number): Promise<PortalWorkers> {
  // Workers run as the primary does: compiled (bin/build-server.ts), or TypeScript through tsx, whose loader
  // `tsx bin/start.ts` already put in execArgv.
  const hasTsx = process.execArgv.some((arg) => arg.includes("tsx"));
  cluster.setupPrimary({
    ...(import.meta.compiled
      ? { exec: path.join(import.meta.dirname, "..", "dist", "portal.js") }
      : {
          exec: path.join(import.meta.dirname, "portal.ts"),
          execArgv: hasTsx ? process.execArgv : [...process.execArgv, "--import", "tsx"],
        }),
    // Kept pages travel between workers as Buffers (shared-kept-pages.ts), which JSON would spell out byte by byte.
    serialization: "advanced",
  });
  serveClusterMetrics();
  relayKeptPages();
  const workers = await forkWorkers(count, "portal", logEvent);
  return {
    close: async () => {
      await workers.close();
    },
  };
}
