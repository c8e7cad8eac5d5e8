/**
 * A logout whose API call failed must not leave the bearer token alive upstream. The doctor is logged
 * out here at once (the session is replaced either way); the token is revoked again in the background
 * with growing pauses until the API answers. A 401 counts as done: the token is already dead.
 *
 * The queue lives in this process: a portal restart forgets it, and such a token then dies at the API's
 * idle expiry (TOKEN_IDLE_DAYS). It is bounded, so a long API outage cannot grow it without end.
 */
import { errorReason, logEvent } from "~/lib/log.server";
import { answerOr } from "~/lib/pages.server";
import { callApi } from "~/lib/product-api.server";

export const REVOCATION_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000];
const MAX_PENDING = 10_000;
let pending = 0;

/** One upstream logout for `token`; true when the token is dead (revoked now or already). */
async function revokeOnce(token: string): Promise<boolean> {
  try {
    await answerOr(callApi(null, "logout", { headers: { authorization: `Bearer ${token}` } }), { 401: () => null });
    return true;
  } catch (e) {
    logEvent("warn", "logout_upstream_failed", { reason: errorReason(e) });
    return false;
  }
}

/** Revokes `token` now, or keeps trying in the background; resolves once the first try is over. */
export async function revokeToken(token: string, delays: readonly number[] = REVOCATION_DELAYS_MS): Promise<void> {
  if (await revokeOnce(token)) return;
  if (pending >= MAX_PENDING) return void logEvent("error", "logout_revocation_dropped", { pending });
  pending++;
  const retry = (attempt: number) => {
    if (attempt >= delays.length) {
      pending--;
      return void logEvent("error", "logout_revocation_abandoned", { attempts: attempt + 1 });
    }
    setTimeout(async () => {
      if (await revokeOnce(token)) {
        pending--;
        logEvent("info", "logout_revoked_later", { attempts: attempt + 2 });
      } else retry(attempt + 1);
    }, delays[attempt]).unref();
  };
  retry(0);
}
