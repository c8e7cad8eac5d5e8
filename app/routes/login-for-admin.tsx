import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { config } from "~/lib/config.server";
import { logEvent } from "~/lib/log.server";
import { getSession } from "~/lib/session.server";

/** Sanctum's personal access token: "<id>|<secret>". */
const TOKEN_FORMAT = /^\d{1,12}\|[A-Za-z0-9_-]{20,200}$/;

/**
 * The admin site opens /login-for-admin?token=… to act as a doctor (spec §2/§6). The token goes
 * into a fresh session marked loginSource "admin" (which e.g. skips the profile modal), and a
 * server redirect replaces the URL, so the token does not stay in the address bar or history.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  if (!TOKEN_FORMAT.test(token) || !fromAllowedPlace(request)) {
    logEvent("warn", "admin_login_refused", { reason: TOKEN_FORMAT.test(token) ? "foreign referrer" : "malformed token" });
    return redirect("/");
  }
  // A new identity: nothing of the earlier session (another doctor's device token, an OTP token) carries over.
  getSession(request).rotate({ token, loginSource: "admin" });
  return redirect("/");
}

/**
 * A link on any other site could otherwise log a visitor into a doctor account of the attacker's
 * choosing (login CSRF). Typed or pasted URLs (Sec-Fetch-Site "none"), the portal's own pages and the
 * same site's admin are fine; any other cross-site navigation must come from the admin site. A request
 * without Sec-Fetch-Site (an old browser, or one that hides where it came from) is refused: the staff
 * who use this link have current browsers, and a missing header must not open the door.
 */
function fromAllowedPlace(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (!site) return false;
  if (site === "none" || site === "same-origin" || site === "same-site") return true;
  const referer = request.headers.get("referer");
  try {
    return referer !== null && new URL(referer).origin === new URL(config().ADMIN_URL).origin;
  } catch {
    return false;
  }
}
