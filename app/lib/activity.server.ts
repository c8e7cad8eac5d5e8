/**
 * Spec §1/§7: every navigation is recorded as `{ to, query, from }` in the product API. Three paths
 * feed it: full page loads by the root loader (that also covers browsers without JavaScript),
 * client-side navigations by a small effect in root posting to /resources/activity (it skips the
 * first render, which the root loader has already counted), and guest pages the host's render cache
 * answers, which never reach the root loader, by the host itself. All three hand the visit to the
 * host's batch (bin/page-visits.ts), which posts it with others: a page view costs no API call of its
 * own (decisions 035 and 075).
 */
import { isIP } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { activityInput, type ActivityInput, type PageVisitsInput } from "@contract";
import { currentRequestScope } from "./request-scope.server";
import { getSession } from "./session.server";

/** One visit as a batch carries it. */
export type PageVisit = PageVisitsInput["visits"][number];

/** Where this portal's visits go: the host's batch, handed to every loader and action in the load context. */
export type PageVisits = { add(visit: PageVisit): void };

/** Who made a visit: their address as the host resolved it, their browser, and their bearer token when logged in. */
export type Visitor = { ip: string | undefined; userAgent: string | null; bearer: string | null };

/** A page view the browser reported, or null when it is not one. */
export function parseActivity(body: unknown): ActivityInput | null {
  const parsed = activityInput.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The contract's limits (server/contract/activity.ts): one over-long URL must not cost the whole batch. */
const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

/** The visit as the batch carries it, or null without an address to record (the contract requires one). */
export function pageVisit(activity: ActivityInput, visitor: Visitor): PageVisit | null {
  if (!visitor.ip || !isIP(visitor.ip)) return null;
  return {
    to: cut(activity.to, 2048),
    query: cut(activity.query ?? "", 2048),
    from: activity.from == null ? null : cut(activity.from, 2048),
    ip: visitor.ip,
    user_agent: visitor.userAgent === null ? null : cut(visitor.userAgent, 1024),
    bearer: visitor.bearer,
  };
}

/** Records a page view of this request's visitor: a visit in the host's next batch, never an error for the page. */
export function recordActivity(request: Request, context: AppLoadContext, activity: ActivityInput): void {
  const visit = pageVisit(activity, {
    ip: currentRequestScope()?.clientIp,
    userAgent: request.headers.get("user-agent"),
    bearer: getSession(request).get("token") ?? null,
  });
  if (visit) context.pageVisits.add(visit);
}

/** What the page-load helpers read: a Fetch Request, or the host's view of a Node request on a render-cache hit. */
export type PageRequest = { url: string; headers: PageHeaders };
export type PageHeaders = { get(name: string): string | null };

/** A navigation that loads a whole page (not a data request from the running app, not a prefetch). */
export function isDocumentRequest(request: { headers: PageHeaders }): boolean {
  const h = request.headers;
  if (h.get("sec-purpose")?.includes("prefetch") || h.get("purpose") === "prefetch") return false;
  const dest = h.get("sec-fetch-dest");
  if (dest) return dest === "document" || dest === "iframe";
  return h.get("accept")?.includes("text/html") ?? false;
}

/** The activity of a full page load: where it went and, for a link inside the portal, where it came from. */
export function documentActivity(request: PageRequest): ActivityInput {
  const url = new URL(request.url);
  return { to: url.pathname, query: url.search.replace(/^\?/, ""), from: sameOriginPath(request.headers.get("referer"), url) };
}

function sameOriginPath(referer: string | null, own: URL): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === own.origin ? from.pathname : null;
  } catch {
    return null;
  }
}
