/**
 * Account's route guards (spec §6), beside the login guard every doctor's page applies
 * (lib/require-doctor.server.ts). Each answers from the session cookie alone, without an API call.
 */
import { redirect } from "@remix-run/node";
import { getAppData } from "~/lib/app-data.server";
import { DEFAULT_NEXT, safeNext, withNext } from "~/lib/next-url.server";
import { getSession, type Session } from "~/lib/session.server";
import { verifiedOtpToken } from "./otp-flow.server";
import { ACCOUNT_PATHS } from "./paths";

/** Enrollment pages: a guest joins (or logs in) with course-enrollment wording, then comes back. */
export function requireEnrollmentLogin(request: Request): Session {
  const session = getSession(request);
  if (!session.isLoggedIn) throw redirect(withNext(ACCOUNT_PATHS.joinToEnroll, request));
  return session;
}

/** Login, join and the other guest-only pages send a doctor who is already logged in on to `next`. */
export function redirectIfLoggedIn(request: Request): void {
  if (getSession(request).isLoggedIn) throw redirect(nextOf(request));
}

/**
 * Registration needs a verified phone when app data says so (spec §6): without a register OTP
 * token in the session the visitor starts at /join.
 */
export async function requireRegistrationStep(request: Request): Promise<void> {
  const session = getSession(request);
  if (verifiedOtpToken(session, "register")) return;
  const appData = await getAppData(request);
  if (appData.need_otp_for_registration) throw redirect(ACCOUNT_PATHS.join);
}

/** The request's `next` when it is a path on this site, else "": forms carry it on in a hidden field. */
export function nextParam(request: Request): string {
  return safeNext(new URL(request.url).searchParams.get("next"), "");
}

/** The safe `next` of a request's query (or of a form field), defaulting to the dashboard. */
export function nextOf(request: Request, raw?: FormDataEntryValue | null): string {
  const value = typeof raw === "string" ? raw : new URL(request.url).searchParams.get("next");
  return safeNext(value, DEFAULT_NEXT);
}
