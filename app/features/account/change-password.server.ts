/**
 * /my/account/change-password: a code to the doctor's own phone first, then the old password,
 * the new one twice and the code. A verified code stays in the session when only the password
 * part failed, so a typo in the old password does not cost another SMS.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { changePasswordForm } from "./forms.server";
import { requireDoctor } from "~/lib/require-doctor.server";
import { myApi } from "~/lib/my-api.server";
import { otpFlowFor, requestOtp, resendTimer, startOtpFlow, verifiedOtpToken, withOtpToken } from "./otp-flow.server";
import { sendCodeOrRefuse, type ResendResult } from "./otp-steps.server";
import { ACCOUNT_PATHS, INTENTS } from "./paths";
import { readFormData, refuse, refuseWithApiError } from "~/lib/form-submission.server";

const CODE_SENT = "আপনার মোবাইলে একটি যাচাই কোড পাঠানো হয়েছে।";

export function changePasswordView(request: Request) {
  const session = requireDoctor(request);
  const flow = otpFlowFor(session, "change-password");
  return {
    phone: flow?.phone ?? null,
    verified: Boolean(verifiedOtpToken(session, "change-password")),
    ...(flow ? resendTimer(flow) : { resendIn: 0, resendKey: 0 }),
  };
}

export async function changePasswordAction(request: Request) {
  const session = requireDoctor(request);
  const formData = await readFormData(request);
  if (formData.get("intent") === INTENTS.sendCode) {
    const refused = await sendCodeOrRefuse(async () => startOtpFlow(session, await requestOtp(request, "change-password")));
    return refused ?? data<ResendResult>({ resend: { notice: CODE_SENT } });
  }
  const needsCode = !verifiedOtpToken(session, "change-password");
  // The form with a code field only exists after a code was sent (e.g. a stale page after expiry).
  if (needsCode && !otpFlowFor(session, "change-password")) return redirect(ACCOUNT_PATHS.changePassword);
  const submission = parseWithZod(formData, { schema: changePasswordForm(needsCode) });
  if (submission.status !== "success") return refuse(submission);
  const { code, ...body } = submission.value;
  try {
    await withOtpToken(request, "change-password", code, (headers) => myApi(request, "changePassword", { body, headers }));
  } catch (e) {
    return refuseWithApiError(submission, e, ["old_password", "password", "password_confirmation", "code"]);
  }
  session.flash("passwordChanged");
  return redirect(ACCOUNT_PATHS.account);
}
