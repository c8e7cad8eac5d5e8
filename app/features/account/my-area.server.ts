/**
 * The my-area's one way to call the API. Besides requiring a login it handles, in one place, the
 * two answers every my-area page can get:
 *
 * - 423 `{device_verified:false}` (spec §8): paid content from a browser that is not one of the
 *   doctor's verified devices. The doctor is sent to the devices page, which explains why.
 * - 401: the API no longer accepts the login. `callApi` has already ended it in the session and
 *   flashed `sessionExpired`, so the root shows the session-timeout modal; the page itself becomes
 *   the my layout's "session ended" view with a Reload link (which, as a guest, leads to login).
 */
import { deviceLocked, type EndpointName, type EndpointResponse } from "@contract";
import { data, redirect } from "@remix-run/node";
import { ApiResponseError, callApi, type CallOptions } from "~/lib/product-api.server";
import { requireDoctor } from "./guards.server";
import { ACCOUNT_PATHS, DEVICE_REASON } from "./paths";

export const SESSION_ENDED_STATUS = 401;

export async function myApi<N extends EndpointName>(request: Request, name: N, opts?: CallOptions): Promise<EndpointResponse<N>> {
  requireDoctor(request);
  try {
    return await callApi(request, name, opts);
  } catch (e) {
    throw myAreaResponse(e) ?? e;
  }
}

/** The redirect or error response for a 423 or 401; null for anything else (the caller rethrows or maps it). */
export function myAreaResponse(e: unknown): Response | ReturnType<typeof data> | null {
  if (!(e instanceof ApiResponseError)) return null;
  if (e.status === 423 && deviceLocked.safeParse(e.raw).success)
    return redirect(`${ACCOUNT_PATHS.devices}?reason=${DEVICE_REASON}`);
  if (e.status === 401) return data({ sessionEnded: true }, { status: SESSION_ENDED_STATUS });
  return null;
}
