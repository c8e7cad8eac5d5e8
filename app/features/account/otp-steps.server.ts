/**
 * The guest steps that send and check a code: /join and /join-to-enroll (register), /forget
 * (reset), and /otp where either code is entered. Also the "send again" every OTP page offers.
 */
import { data, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { safeNext } from "~/lib/next-url.server";
import { logEvent } from "~/lib/log.server";
import { ApiResponseError, ApiUnavailableError } from "~/lib/product-api.server";
import { getSession } from "~/lib/session.server";
import { myAreaResponse } from "~/lib/my-api.server";
import { HONEYPOT_FIELD } from "./form-rules";
import { forgetForm, joinForm, otpForm } from "./forms.server";
import { ACCOUNT_PATHS, INTENTS } from "./paths";
import {
  AFTER_OTP,
  OTP_PAGE,
  requestOtp,
  resendOtp,
  resendTimer,
  startOtpFlow,
  verifyOtpCode,
  type OtpFlow,
} from "./otp-flow.server";
import { readForm, readFormData, refuse, refuseWithApiError, TRY_LATER } from "~/lib/form-submission.server";

export const CODE_RESENT = "নতুন কোড পাঠানো হয়েছে।";
/** `result?: never` (and `resend?: never` on ActionResult) lets a page read either member of the union without a cast. */
export type ResendResult = { resend: { notice: string } | { error: string }; result?: never };

export async function joinAction(request: Request) {
  const submission = await readForm(request, joinForm);
  if (submission.status !== "success") return refuse(submission);
  const { phone, name, next } = submission.value;
  if (submission.value[HONEYPOT_FIELD]) {
    logEvent("warn", "honeypot_filled", { form: "join" });
    return refuse(submission, { formErrors: [TRY_LATER] }, 422);
  }
  try {
    const sent = await requestOtp(request, "register", { phone, name });
    // A foreign `next` becomes "" and is dropped; registration then lands on the dashboard.
    startOtpFlow(getSession(request), sent, { name, next: safeNext(next, "") });
  } catch (e) {
    return refuseWithApiError(submission, e, ["phone", "name"]);
  }
  return redirect(ACCOUNT_PATHS.otp);
}

export async function forgetAction(request: Request) {
  const submission = await readForm(request, forgetForm);
  if (submission.status !== "success") return refuse(submission);
  try {
    startOtpFlow(getSession(request), await requestOtp(request, "reset", { phone: submission.value.phone }));
  } catch (e) {
    return refuseWithApiError(submission, e, ["phone"]);
  }
  return redirect(ACCOUNT_PATHS.otp);
}

/** What an OTP page shows: the phone the code went to and the seconds until it may be sent again. */
export function otpView(flow: OtpFlow) {
  return { phone: flow.phone, purpose: flow.purpose, ...resendTimer(flow) };
}

/**
 * /otp serves the register and reset steps. A device or change-password step is sent to its own
 * page; with no step in progress there is nothing to enter, and the visitor starts at /join.
 */
export function requireGuestOtpFlow(request: Request): OtpFlow {
  const flow = getSession(request).get("otpFlow");
  if (!flow) throw redirect(ACCOUNT_PATHS.join);
  if (OTP_PAGE[flow.purpose] !== ACCOUNT_PATHS.otp) throw redirect(OTP_PAGE[flow.purpose]);
  return flow;
}

export async function otpAction(request: Request) {
  const flow = requireGuestOtpFlow(request);
  const formData = await readFormData(request);
  if (formData.get("intent") === INTENTS.resend) return resendAction(request, flow);
  const submission = parseWithZod(formData, { schema: otpForm });
  if (submission.status !== "success") return refuse(submission);
  try {
    await verifyOtpCode(request, flow, submission.value.code);
  } catch (e) {
    return refuseWithApiError(submission, e, ["code"]);
  }
  return redirect(AFTER_OTP[flow.purpose] ?? "/");
}

/** "আবার কোড পাঠান" on /otp. */
export async function resendAction(request: Request, flow: OtpFlow) {
  return (await sendCodeOrRefuse(() => resendOtp(request, flow))) ?? data<ResendResult>({ resend: { notice: CODE_RESENT } });
}

/**
 * Runs a code request; null when the code went out, else the answer that keeps the page and says
 * why (the API decides whether a cooldown or an hourly limit applies, and says how long to wait).
 */
export async function sendCodeOrRefuse(send: () => Promise<unknown>) {
  try {
    await send();
    return null;
  } catch (e) {
    const ended = myAreaResponse(e);
    if (ended) throw ended;
    if (e instanceof ApiUnavailableError) return data<ResendResult>({ resend: { error: TRY_LATER } }, { status: 503 });
    if (e instanceof ApiResponseError && (e.status === 429 || e.status === 422)) {
      return data<ResendResult>({ resend: { error: e.body.message } }, { status: e.status });
    }
    throw e;
  }
}
