/**
 * The steps after a verified code: registration (the API takes the phone from the register OTP
 * token, never from the form) and the new password of a reset.
 */
import { redirect } from "@remix-run/node";
import { DEFAULT_NEXT } from "~/lib/next-url.server";
import { callApi } from "~/lib/product-api.server";
import { publicData } from "~/lib/public-data.server";
import { getSession } from "~/lib/session.server";
import { registerForm, resetPasswordForm } from "./forms.server";
import { startLogin } from "./login.server";
import { endOtpFlow, isOtpTokenRefused, otpFlowFor, otpTokenHeader, verifiedOtpToken } from "./otp-flow.server";
import { ACCOUNT_PATHS } from "./paths";
import { readForm, refuse, refuseWithApiError } from "~/lib/form-submission.server";

const REGISTER_FIELDS = ["phone", "name", "email", "bmdc", "medical_college_id", "password", "password_confirmation"] as const;

export async function registerView(request: Request) {
  const flow = otpFlowFor(getSession(request), "register");
  const { medical_colleges } = await publicData("medicalColleges");
  // No verified phone here means the site needs no OTP for registration (requireRegistrationStep): the form asks for it.
  return {
    phone: verifiedOtpToken(getSession(request), "register") ? (flow?.phone ?? null) : null,
    name: flow?.name ?? "",
    colleges: medical_colleges,
  };
}

export async function registerAction(request: Request) {
  const session = getSession(request);
  const submission = await readForm(request, registerForm);
  if (submission.status !== "success") return refuse(submission);
  const token = verifiedOtpToken(session, "register");
  const next = otpFlowFor(session, "register")?.next;
  try {
    const { token: bearer } = await callApi(request, "register", {
      body: submission.value,
      // Without a token (app data says no OTP is needed) the API has the final word.
      headers: token ? otpTokenHeader(token) : {},
    });
    startLogin(request, bearer);
  } catch (e) {
    if (isOtpTokenRefused(e)) endOtpFlow(session);
    return refuseWithApiError(submission, e, REGISTER_FIELDS);
  }
  return redirect(next ?? DEFAULT_NEXT);
}

/** /reset-password needs the reset code verified first. */
export function requireResetToken(request: Request): string {
  const token = verifiedOtpToken(getSession(request), "reset");
  if (!token) throw redirect(ACCOUNT_PATHS.forget);
  return token;
}

export async function resetPasswordAction(request: Request) {
  const token = requireResetToken(request);
  const session = getSession(request);
  const submission = await readForm(request, resetPasswordForm);
  if (submission.status !== "success") return refuse(submission);
  try {
    await callApi(request, "reset", { body: submission.value, headers: otpTokenHeader(token) });
  } catch (e) {
    if (isOtpTokenRefused(e)) endOtpFlow(session);
    return refuseWithApiError(submission, e, ["password", "password_confirmation"]);
  }
  endOtpFlow(session);
  session.flash("passwordReset");
  return redirect(ACCOUNT_PATHS.login);
}
