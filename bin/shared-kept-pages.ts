/**
 * Kept pages shared by the portal's cluster workers (decision 091). Each worker holds its own render cache
 * (render-cache.ts), and a page one of them keeps goes, through the primary, to every other one: a worker
 * that never rendered a page (a keep-alive connection's requests all reach one worker; a replacement starts
 * empty) serves it too, whatever the API does. The primary holds the latest copy of each page, as many as a
 * worker keeps, and gives them all to a worker as it starts listening. The channel is node:cluster's, with
 * the structured-clone serialization (bin/cluster.ts): the pages' bytes go as Buffers, not as JSON.
 */
import cluster, { type Worker } from "node:cluster";
import type { KeptPages } from "./kept-pages";
import { type CachedPage, RENDER_CACHE_MAX_ENTRIES } from "./render-cache";

const KEPT_PAGE = "sopan:kept-page";
type KeptPageMessage = { type: typeof KEPT_PAGE; key: string; page: CachedPage };

const isKeptPage = (message: unknown): message is KeptPageMessage =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === KEPT_PAGE;

/** In a worker: every page it keeps goes to the primary, every page the primary relays is adopted. */
export function shareKeptPages(keptPages: KeptPages): void {
  keptPages.onKept = (key, page) => process.send?.({ type: KEPT_PAGE, key, page } satisfies KeptPageMessage);
  process.on("message", (message) => {
    if (isKeptPage(message)) keptPages.adopt(message.key, message.page);
  });
}

/** In the primary: relays each kept page to the other workers, and every latest copy to a worker that starts. */
export function relayKeptPages(): void {
  const latest = new Map<string, KeptPageMessage>();
  const send = (worker: Worker, message: KeptPageMessage) => {
    // A worker on its way out cannot take it; its replacement gets every page as it starts.
    if (worker.isConnected()) worker.send(message, () => {});
  };
  cluster.on("message", (from, message: unknown) => {
    if (!isKeptPage(message)) return;
    latest.delete(message.key);
    latest.set(message.key, message);
    for (const oldest of latest.keys()) {
      if (latest.size <= RENDER_CACHE_MAX_ENTRIES) break;
      latest.delete(oldest);
    }
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from) send(worker, message);
  });
  cluster.on("listening", (worker) => {
    for (const message of latest.values()) send(worker, message);
  });
}
