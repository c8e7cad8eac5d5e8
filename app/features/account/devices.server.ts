/**
 * The doctor's devices (spec §2 account/devices, §8 "423 → my-devices"). At most `max_devices`
 * browsers may be verified; paid content answers 423 on any other. A browser is verified by a
 * code to the doctor's phone into a free slot; a slot is freed by releasing another device.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import type { ApiResponseError } from "~/lib/product-api.server";
import { getSession } from "~/lib/session.server";
import { otpForm } from "./forms.server";
import { requireDoctor } from "~/lib/require-doctor.server";
import { myApi } from "~/lib/my-api.server";
import { otpFlowFor, requestOtp, resendTimer, startOtpFlow, verifiedOtpToken, withOtpToken } from "./otp-flow.server";
import { resendAction, sendCodeOrRefuse } from "./otp-steps.server";
import { DEVICE_REASON } from "~/lib/doctor-paths";
import { ACCOUNT_PATHS, INTENTS } from "./paths";
import { readFormData, refuse, refuseWithApiError } from "~/lib/form-submission.server";

export async function devicesView(request: Request) {
  const { data: devices, max_devices } = await myApi(request, "devices");
  const current = devices.find((d) => d.is_current);
  return {
    devices,
    maxDevices: max_devices,
    verifiedCount: devices.filter((d) => d.verified).length,
    currentVerified: Boolean(current?.verified),
    lockedOut: new URL(request.url).searchParams.get("reason") === DEVICE_REASON,
  };
}

const releaseForm = z.object({ device_id: z.coerce.number().int().positive() });
export type ReleaseResult = { released?: string; error?: string };

/** Frees another verified device's slot; the API refuses this browser's own and strangers' devices. */
export async function releaseAction(request: Request) {
  const submission = parseWithZod(await readFormData(request), { schema: releaseForm });
  if (submission.status !== "success") return data<ReleaseResult>({ error: "ডিভাইসটি পাওয়া যায়নি।" }, { status: 400 });
  const refused = (e: ApiResponseError) => data<ReleaseResult>({ error: e.body.message }, { status: e.status });
  const answer = await myApi(
    request,
    "releaseDevice",
    { params: { id: submission.value.device_id } },
    { 404: refused, 422: refused },
  );
  return "message" in answer ? data<ReleaseResult>({ released: answer.message }) : answer;
}

/** /request and /otp-request make sense only while this browser is not verified yet. */
export async function unverifiedDeviceView(request: Request) {
  const view = await devicesView(request);
  if (view.currentVerified) throw redirect(ACCOUNT_PATHS.devices);
  return { freeSlots: Math.max(0, view.maxDevices - view.verifiedCount), maxDevices: view.maxDevices };
}

export async function deviceCodeRequestAction(request: Request) {
  const session = requireDoctor(request);
  const refused = await sendCodeOrRefuse(async () => startOtpFlow(session, await requestOtp(request, "device")));
  return refused ?? redirect(ACCOUNT_PATHS.deviceOtpSubmission);
}

export function deviceCodeView(request: Request) {
  const session = requireDoctor(request);
  const flow = otpFlowFor(session, "device");
  if (!flow) throw redirect(ACCOUNT_PATHS.deviceRequest);
  return { phone: flow.phone, ...resendTimer(flow), verified: Boolean(verifiedOtpToken(session, "device")) };
}

export async function deviceCodeSubmitAction(request: Request) {
  const session = requireDoctor(request);
  const flow = otpFlowFor(session, "device");
  if (!flow) return redirect(ACCOUNT_PATHS.deviceRequest);
  const formData = await readFormData(request);
  if (formData.get("intent") === INTENTS.resend) {
    return resendAction(request, flow);
  }
  const needsCode = !verifiedOtpToken(session, "device");
  const submission = parseWithZod(formData, { schema: needsCode ? otpForm : z.object({}) });
  if (submission.status !== "success") return refuse(submission);
  const code = "code" in submission.value ? submission.value.code : undefined;
  try {
    await withOtpToken(request, "device", code, (headers) => myApi(request, "verifyDevice", { headers }));
  } catch (e) {
    return refuseWithApiError(submission, e, ["code"]);
  }
  getSession(request).flash("deviceVerified");
  return redirect(ACCOUNT_PATHS.devices);
}
