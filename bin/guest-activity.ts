/**
 * Spec §1: every page load is an activity. A guest page the render cache answers (render-cache.ts)
 * never runs the root loader that records it, so the host records it here instead: queued in
 * memory and posted to the API in batches (decision 035), never on the hit's own path, which stays
 * a map lookup and a copy.
 *
 * A batch goes out once it holds GUEST_ACTIVITY_BATCH_MAX visits or a second after its first, and
 * when the host closes. A failed post is logged and dropped: activity records are worth a page view,
 * not a retry queue. A `kill -9` loses at most one second of them (like the request log).
 */
import type { IncomingHttpHeaders } from "node:http";
import { isIP } from "node:net";
import type { Request } from "express";
import { documentActivity, isDocumentRequest, type PageHeaders, type PageRequest } from "../app/lib/activity.server";
import { errorReason, logEvent } from "../app/lib/log.server";
import { callApi } from "../app/lib/product-api.server";
import { GUEST_ACTIVITY_BATCH_MAX, type GuestActivitiesInput } from "../server/contract";

export type GuestVisit = GuestActivitiesInput["visits"][number];

/** A batch waits at most this long for more visits. */
export const GUEST_ACTIVITY_FLUSH_MS = 1_000;

/** The contract's limits (server/contract/activity.ts): one over-long URL must not cost the whole batch. */
const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

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

export class GuestActivityBatch {
  #visits: GuestVisit[] = [];
  #timer: NodeJS.Timeout | undefined;
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly send: (visits: GuestVisit[]) => Promise<unknown> = (visits) =>
      callApi(null, "recordGuestActivities", { body: { visits } }),
    private readonly flushAfterMs = GUEST_ACTIVITY_FLUSH_MS,
    private readonly max = GUEST_ACTIVITY_BATCH_MAX,
  ) {}

  /**
   * The page view of a render-cache hit, when it is a page load (not a prefetch). `req` is Express's
   * view of the request (its trusted-proxy rules give the scheme and address); answered before
   * Express's router, so `url` is the URL as sent.
   */
  addHit(req: Request): void {
    const headers = new NodeHeaders(req.headers);
    if (!isDocumentRequest({ headers })) return;
    const page: PageRequest = { url: `${req.protocol}://${headers.get("host") ?? "localhost"}${req.url}`, headers };
    const { to, query = "", from = null } = documentActivity(page);
    // The same address the request scope would give the API (a trusted proxy's garbage is no address).
    const ip = req.ip && isIP(req.ip) ? req.ip : (req.socket.remoteAddress ?? "");
    if (!isIP(ip)) return;
    this.add({
      to: cut(to, 2048),
      query: cut(query, 2048),
      from: from === null ? null : cut(from, 2048),
      ip,
      user_agent: headers.get("user-agent")?.slice(0, 1024) ?? null,
    });
  }

  add(visit: GuestVisit): void {
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
        () => undefined,
        (e: unknown) => logEvent("warn", "activity_not_recorded", { visits: visits.length, reason: errorReason(e) }),
      );
      this.#pending.add(sent);
      void sent.finally(() => this.#pending.delete(sent));
    }
    await Promise.all(this.#pending);
  }
}
