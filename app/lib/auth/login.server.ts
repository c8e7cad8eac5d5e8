/**
 * Logging in and out. Both change who the session belongs to, so both rotate it: a cookie
 * planted before login (session fixation) or copied before logout never becomes, or stays, a
 * logged-in session. The device token survives both: it names the browser, not the login.
 */
import { redirect } from "@remix-run/node";
import { logEvent } from "../log.server";
import { callApi } from "../product-api.server";
import { getSession } from "../session.server";
import { HONEYPOT_FIELD, loginForm } from "./forms";
import { nextOf } from "./guards.server";
import { revokeToken } from "./revocation.server";
import { readForm, refuse, refuseWithApiError } from "./submission.server";

/** The API's own wording for a failed login, so a bot tripping the honeypot learns nothing new. */
export const LOGIN_REFUSED = "মোবাইল/বিএমডিসি নম্বর অথবা পাসওয়ার্ড সঠিক নয়।";

/** A fresh session holding the new bearer token and this browser's device token. */
export function startLogin(request: Request, token: string): void {
  const session = getSession(request);
  const deviceToken = session.get("deviceToken");
  session.rotate({ token, loginSource: "web", ...(deviceToken ? { deviceToken } : {}) });
}

export async function loginAction(request: Request) {
  const submission = await readForm(request, loginForm);
  if (submission.status !== "success") return refuse(submission);
  const { phone, password, next } = submission.value;
  if (submission.value[HONEYPOT_FIELD]) {
    logEvent("warn", "honeypot_filled", { form: "login" });
    return refuse(submission, { fieldErrors: { phone: [LOGIN_REFUSED] } }, 422);
  }
  try {
    // callApi keeps a device token the API hands out (gns_ddt) in the session before rotation.
    const result = await callApi(request, "login", { body: { phone, password } });
    startLogin(request, result.token);
  } catch (e) {
    return refuseWithApiError(submission, e, ["phone", "password"]);
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
