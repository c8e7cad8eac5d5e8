/**
 * The OTP step shared by join, password reset, change password and device verification.
 *
 * The session remembers where the code went and what it is for (`otpFlow`), never the code. A
 * correct code is exchanged for the API's OTP token, which the session keeps (`otpToken`) until
 * the step it was issued for uses it; the API binds it to the phone and purpose and takes it once.
 */
import { headers as apiHeaders, type EndpointResponse, type OtpPurposeName } from "@contract";
import { ApiResponseError, callApi } from "~/lib/product-api.server";
import { getSession, type Session, type SessionData } from "~/lib/session.server";
import { ACCOUNT_PATHS } from "./paths";

export type OtpFlow = NonNullable<SessionData["otpFlow"]>;
type OtpSent = EndpointResponse<"join">;

/** Where each purpose's code is entered: the guest steps on /otp, the logged-in ones on their own page. */
export const OTP_PAGE: Record<OtpPurposeName, string> = {
  register: ACCOUNT_PATHS.otp,
  reset: ACCOUNT_PATHS.otp,
  device: ACCOUNT_PATHS.deviceOtpSubmission,
  "change-password": ACCOUNT_PATHS.changePassword,
};

/** Where a verified code leads, for the flows whose code is entered on /otp. */
export const AFTER_OTP: Partial<Record<OtpPurposeName, string>> = {
  register: ACCOUNT_PATHS.register,
  reset: ACCOUNT_PATHS.resetPassword,
};

/** The API sent a code: remember it for the next page, dropping any earlier flow's token. */
export function startOtpFlow(session: Session, sent: OtpSent, extra: { name?: string; next?: string } = {}): void {
  session.unset("otpToken");
  session.set("otpFlow", {
    phone: sent.phone,
    purpose: sent.purpose,
    ...(extra.name ? { name: extra.name } : {}),
    ...(extra.next ? { next: extra.next } : {}),
    resendAt: Date.now() + sent.resend_after * 1000,
  });
}

export function otpFlowFor(session: Session, ...purposes: OtpPurposeName[]): OtpFlow | null {
  const flow = session.get("otpFlow");
  return flow && purposes.includes(flow.purpose) ? flow : null;
}

/** The verified OTP token, when the session holds one for `purpose`. */
export function verifiedOtpToken(session: Session, purpose: OtpPurposeName): string | null {
  const token = session.get("otpToken");
  return token && session.get("otpFlow")?.purpose === purpose ? token : null;
}

export function endOtpFlow(session: Session): void {
  session.unset("otpToken");
  session.unset("otpFlow");
}

/**
 * For the page's resend button: whole seconds until the API accepts another send (counted down in
 * the browser), and a key that changes with every send so the countdown restarts.
 */
export function resendTimer(flow: OtpFlow, now = Date.now()): ResendTimer {
  return { resendIn: Math.max(0, Math.ceil((flow.resendAt - now) / 1000)), resendKey: flow.resendAt };
}
export type ResendTimer = { resendIn: number; resendKey: number };

/** Ask the API for a code: join and forget name the phone; a logged-in doctor's goes to their own. */
export async function requestOtp(
  request: Request,
  purpose: OtpPurposeName,
  input: { phone?: string; name?: string } = {},
): Promise<OtpSent> {
  switch (purpose) {
    case "register":
      return callApi(request, "join", { body: { phone: input.phone ?? "", ...(input.name ? { name: input.name } : {}) } });
    case "reset":
      return callApi(request, "forget", { body: { phone: input.phone ?? "" } });
    case "device":
    case "change-password":
      return callApi(request, "otpRequest", { body: { purpose } });
  }
}

/** "Send the code again" on an OTP page: the same request for the same phone; the API enforces the cooldown. */
export async function resendOtp(request: Request, flow: OtpFlow): Promise<void> {
  const sent = await requestOtp(request, flow.purpose, flow);
  const session = getSession(request);
  session.set("otpFlow", { ...flow, resendAt: Date.now() + sent.resend_after * 1000 });
}

/** Exchange the code for the API's OTP token and keep it for the flow's next step. */
export async function verifyOtpCode(request: Request, flow: OtpFlow, code: string): Promise<string> {
  const { otp_token } = await callApi(request, "otp", { body: { phone: flow.phone, code, purpose: flow.purpose } });
  getSession(request).set("otpToken", otp_token);
  return otp_token;
}

export const otpTokenHeader = (token: string) => ({ [apiHeaders.otpToken]: token });

/** The API refused the OTP token (expired, spent, other purpose): the step has to start over. */
export function isOtpTokenRefused(e: unknown): boolean {
  return e instanceof ApiResponseError && e.status === 422 && Boolean(e.body.errors?.otp_token);
}

/**
 * For steps that take the code on their own page (change password, device): use the session's
 * verified token, or verify `code` first. The token is kept when `use` fails for another reason
 * (a wrong old password, no free device slot), so the doctor need not wait for a new SMS.
 */
export async function withOtpToken<T>(
  request: Request,
  purpose: OtpPurposeName,
  code: string | undefined,
  use: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const session = getSession(request);
  let token = verifiedOtpToken(session, purpose);
  if (!token) {
    const flow = otpFlowFor(session, purpose);
    if (!flow || !code) throw new Error(`withOtpToken(${purpose}) without a flow or a code`);
    token = await verifyOtpCode(request, flow, code);
  }
  try {
    const result = await use(otpTokenHeader(token));
    endOtpFlow(session);
    return result;
  } catch (e) {
    if (isOtpTokenRefused(e)) endOtpFlow(session);
    throw e;
  }
}
