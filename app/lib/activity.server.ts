/**
 * Spec §1/§7: every navigation posts `{ to, query, from }` to the product API. Two paths feed it:
 * full page loads are recorded by the root loader (that also covers browsers without JavaScript),
 * client-side navigations by a small effect in root posting to /resources/activity. The effect
 * skips the first render, which the root loader has already counted. A guest page the host's render
 * cache answers never reaches the root loader: the host records it in batches (bin/guest-activity.ts).
 */
import { activityInput, type ActivityInput } from "@contract";
import { callApi } from "./product-api.server";
import { errorReason, logEvent } from "./log.server";

/** A page view the browser reported, or null when it is not one. */
export function parseActivity(body: unknown): ActivityInput | null {
  const parsed = activityInput.safeParse(body);
  return parsed.success ? parsed.data : null;
}

export async function recordActivity(request: Request, input: ActivityInput): Promise<void> {
  try {
    await callApi(request, "recordActivity", { body: input });
  } catch (e) {
    // Losing one activity record must never break a page.
    logEvent("warn", "activity_not_recorded", { reason: errorReason(e) });
  }
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
