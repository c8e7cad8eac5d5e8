/**
 * The portal's one way to call the API for a logged-in doctor, and the one place an API refusal
 * becomes what a page does. Besides requiring a login it handles the two answers every my-area page
 * can get:
 *
 * - 423 `{device_verified:false}` (spec §8): paid content from a browser that is not one of the
 *   doctor's verified devices. The doctor is sent to the devices page, which explains why.
 * - 401: the API no longer accepts the login. `callApi` has already ended it in the session and
 *   flashed `sessionExpired`, so the root shows the session-timeout modal; the page itself becomes
 *   the my layout's "session ended" view with a Reload link (which, as a guest, leads to login).
 *
 * Any other refusal the page expects is named in a status map, e.g.
 * `myApi(request, "examPaper", opts, { 404: notFound, 403: forbidden })`: a handler throws (a 404, a
 * redirect) or returns what the page shows instead of the answer (`apiMessage`; all in pages.server.ts). An unnamed status
 * is rethrown, to the error page. The login guard and the two account URLs it needs live here in lib/
 * (require-doctor.server.ts, doctor-paths.ts): lib/ imports no feature.
 */
import { deviceLocked, type EndpointName, type EndpointResponse } from "@contract";
import { data, redirect } from "@remix-run/node";
import { DEVICE_LOCKED_PATH } from "./doctor-paths";
import { answerOr, type StatusMap } from "./pages.server";
import { ApiResponseError, callApi, type CallOptions } from "./product-api.server";
import { requireDoctor } from "./require-doctor.server";

export const SESSION_ENDED_STATUS = 401;

export async function myApi<N extends EndpointName, R = never>(
  request: Request,
  name: N,
  opts?: CallOptions,
  onStatus: StatusMap<R> = {},
): Promise<EndpointResponse<N> | R> {
  requireDoctor(request);
  const call = callApi(request, name, opts).catch((e: unknown) => {
    throw myAreaResponse(e) ?? e;
  });
  return answerOr(call, onStatus);
}

/** The redirect or error response for a 423 or 401; null for anything else (the caller rethrows or maps it). */
export function myAreaResponse(e: unknown): Response | ReturnType<typeof data> | null {
  if (!(e instanceof ApiResponseError)) return null;
  if (e.status === 423 && deviceLocked.safeParse(e.raw).success) return redirect(DEVICE_LOCKED_PATH);
  if (e.status === 401) return data({ sessionEnded: true }, { status: SESSION_ENDED_STATUS });
  return null;
}
