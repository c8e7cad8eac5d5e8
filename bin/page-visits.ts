/**
 * Spec §1: every navigation is an activity. The portal's recorded visits wait here in memory and go
 * to the API in batches (decisions 035 and 075), never on a page's own path: the root loader's page
 * loads and /resources/activity's client-side navigations (through the load context), and guest
 * pages the render cache (render-cache.ts) answers, which never run the root loader.
 *
 * A batch goes out once it holds PAGE_VISIT_BATCH_MAX visits or a second after its first, and when
 * the host closes. A failed post is logged and dropped: activity records are worth a page view, not a
 * retry queue, counted (`portal_page_visits_total`, sent or dropped). A `kill -9` loses at most one
 * second of them (like the request log).
 */
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import {
  documentActivity,
  isDocumentRequest,
  pageVisit,
  type PageHeaders,
  type PageVisit,
  type PageVisits,
} from "../app/lib/activity.server";
import { errorReason, logEvent } from "../app/lib/log.server";
import { pageVisitsRecorded } from "../app/lib/metrics.server";
import { callApi } from "../app/lib/product-api.server";
import { PAGE_VISIT_BATCH_MAX } from "../server/contract";
import type { Admitted } from "./fast-lane";

/** A batch waits at most this long for more visits. */
export const PAGE_VISIT_FLUSH_MS = 1_000;

/**
 * A Node request's headers as the activity helpers read them, one object a hit: a method, since a
 * function made per hit costs a property definition under the host's TypeScript loader (keepNames).
 */
class NodeHeaders implements PageHeaders {
  constructor(private readonly headers: IncomingHttpHeaders) {}
  get(name: string): string | null {
    const value = this.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  }
}

export class PageVisitBatch implements PageVisits {
  #visits: PageVisit[] = [];
  #timer: NodeJS.Timeout | undefined;
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly send: (visits: PageVisit[]) => Promise<unknown> = (visits) =>
      callApi(null, "recordPageVisits", { body: { visits } }),
    private readonly flushAfterMs = PAGE_VISIT_FLUSH_MS,
    private readonly max = PAGE_VISIT_BATCH_MAX,
  ) {}

  /**
   * The page view of a render-cache hit, when it is a page load (not a prefetch): a guest's, since
   * only cookie-less requests are answered from the cache. Answered in the fast lane, so `url` is the
   * URL as sent, and the visitor's origin and address are what the lane admitted.
   */
  addHit(req: IncomingMessage, admitted: Admitted): void {
    const headers = new NodeHeaders(req.headers);
    if (!isDocumentRequest({ headers })) return;
    const page = { url: admitted.origin + req.url, headers };
    const visit = pageVisit(documentActivity(page), {
      ip: admitted.clientAddress,
      userAgent: headers.get("user-agent"),
      bearer: null,
    });
    if (visit) this.add(visit);
  }

  add(visit: PageVisit): void {
    this.#visits.push(visit);
    if (this.#visits.length >= this.max) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), this.flushAfterMs).unref();
  }

  /** Sends what is queued; resolves once every batch sent so far has been answered (or failed). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const visits = this.#visits.splice(0);
    if (visits.length) {
      const sent = this.send(visits).then(
        () => void pageVisitsRecorded.inc({ result: "sent" }, visits.length),
        (e: unknown) => {
          pageVisitsRecorded.inc({ result: "dropped" }, visits.length);
          logEvent("warn", "activity_not_recorded", { visits: visits.length, reason: errorReason(e) });
        },
      );
      this.#pending.add(sent);
      void sent.finally(() => this.#pending.delete(sent));
    }
    await Promise.all(this.#pending);
  }
}
