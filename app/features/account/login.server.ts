/**
 * Logging in (by form, or from the admin site) and out. Each changes who the session belongs to, so
 * each rotates it: a cookie planted before login (session fixation) or copied before logout never
 * becomes, or stays, a logged-in session. The device token survives both: it names the browser, not the login.
 */
import { data, redirect } from "@remix-run/node";
import { config } from "~/lib/config.server";
import { logEvent } from "~/lib/log.server";
import { callApi } from "~/lib/product-api.server";
import { getSession } from "~/lib/session.server";
import { HONEYPOT_FIELD } from "./form-rules";
import { loginForm } from "./forms.server";
import { nextOf } from "./guards.server";
import { revokeToken } from "./revocation.server";
import { readForm, refuse, refuseWithApiError, SECRET_FIELDS, type ActionResult } from "~/lib/form-submission.server";

/** The API's own wording for a failed login, so a bot tripping the honeypot learns nothing new. */
export const LOGIN_REFUSED = "মোবাইল/বিএমডিসি নম্বর অথবা পাসওয়ার্ড সঠিক নয়।";

/** A fresh session holding the new bearer token and this browser's device token. */
export function startLogin(request: Request, token: string): void {
  const session = getSession(request);
  const deviceToken = session.get("deviceToken");
  session.rotate({ token, loginSource: "web", ...(deviceToken ? { deviceToken } : {}) });
}

/** Sanctum's personal access token: "<id>|<secret>". */
const ADMIN_TOKEN_FORMAT = /^\d{1,12}\|[A-Za-z0-9_-]{20,200}$/;

/**
 * The admin site opens /login-for-admin?token=… to act as a doctor (spec §2/§6). The token goes
 * into a fresh session marked loginSource "admin" (which e.g. skips the profile modal), and a
 * server redirect replaces the URL, so the token does not stay in the address bar or history.
 */
export function adminLogin(request: Request): Response {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  if (!ADMIN_TOKEN_FORMAT.test(token) || !fromAllowedPlace(request)) {
    logEvent("warn", "admin_login_refused", { reason: ADMIN_TOKEN_FORMAT.test(token) ? "foreign referrer" : "malformed token" });
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

/** The login form's answer; `codeStep` shows the code field (decision 031). */
export type LoginActionResult = ActionResult & { codeStep?: true };

export async function loginAction(request: Request) {
  const submission = await readForm(request, loginForm);
  if (submission.status !== "success") return refuse(submission);
  const { phone, password, code, next } = submission.value;
  if (submission.value[HONEYPOT_FIELD]) {
    logEvent("warn", "honeypot_filled", { form: "login" });
    return refuse(submission, { fieldErrors: { phone: [LOGIN_REFUSED] } }, 422);
  }
  try {
    // callApi keeps a device token the API hands out (gns_ddt) in the session before rotation.
    const result = await callApi(request, "login", { body: { phone, password, ...(code ? { code } : {}) } });
    if ("code_required" in result) {
      // The account is paced: the doctor types the password again with the code the SMS brings.
      return data<LoginActionResult>({
        result: submission.reply({ hideFields: SECRET_FIELDS }),
        notice: result.message,
        codeStep: true,
      });
    }
    startLogin(request, result.token);
  } catch (e) {
    const refused = refuseWithApiError(submission, e, ["phone", "password", "code"]);
    return code ? data<LoginActionResult>({ ...refused.data, codeStep: true }, refused.init ?? undefined) : refused;
  }
  return redirect(nextOf(request, next));
}

/**
 * POST /logout: revoke the token upstream (a failure must not keep the doctor logged in here, and
 * is retried in the background: revocation.server.ts), then start a new session that keeps only the device token. The "loggedOut" flash lets the page
 * that follows tell the doctor's other tabs (LoginWatcher).
 */
export async function logoutAction(request: Request) {
  const session = getSession(request);
  const token = session.get("token");
  if (session.isLoggedIn && token) await revokeToken(token);
  const deviceToken = session.get("deviceToken");
  session.rotate(deviceToken ? { deviceToken } : {});
  session.flash("loggedOut");
  return redirect("/");
}
