/**
 * `/metrics` under node:cluster workers, the portal's (bin/cluster.ts) and the API's (server/main.ts). A
 * scrape reaches one worker, which asks the primary (`clusterScrape`); the primary (`serveClusterMetrics`)
 * collects every worker's registry with prom-client's AggregatorRegistry, sums them, adds its own
 * (`worker_restarts_total`, server/http/workers.ts) and sends that back, so one scrape of the shared port
 * describes the whole process group.
 */
import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";
import { primaryMetrics } from "./workers";

const SCRAPE_REQUEST = "sopan:cluster-metrics-request";
const SCRAPE_ANSWER = "sopan:cluster-metrics-answer";
/** prom-client's own wait for the workers is 5 s; the worker waits a little longer for the primary. */
const SCRAPE_TIMEOUT_MS = 6_000;

/** In a worker: answer the primary's collections with `registry` (by default prom-client's global one). */
export function shareWorkerMetrics(registry?: Registry): void {
  if (registry) AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}

let scrapes = 0;

/** In a worker: the sum over every worker and the primary's own metrics, from the primary. */
export function clusterScrape(): Promise<string> {
  const id = ++scrapes;
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string; id?: number; text?: string; error?: string }) => {
      if (message.type !== SCRAPE_ANSWER || message.id !== id) return;
      settle();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(`cluster metrics: ${message.error ?? "no answer"}`));
    };
    const timer = setTimeout(() => {
      settle();
      reject(new Error("cluster metrics: the primary did not answer"));
    }, SCRAPE_TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      process.off("message", onMessage);
    };
    process.on("message", onMessage);
    process.send?.({ type: SCRAPE_REQUEST, id });
  });
}

/** In the primary: answer a worker's scrape. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message.type !== SCRAPE_REQUEST) return;
    Promise.all([aggregator.clusterMetrics(), primaryMetrics.metrics()]).then(
      ([workers, own]) => worker.send({ type: SCRAPE_ANSWER, id: message.id, text: `${workers}\n${own}` }),
      (e: unknown) => worker.send({ type: SCRAPE_ANSWER, id: message.id, error: e instanceof Error ? e.message : String(e) }),
    );
  });
}
