import { callApi, type CallOptions } from "~/lib/product-api.server";
import { publicData } from "~/lib/public-data.server";
import { getSession } from "~/lib/session.server";

/**
 * Quiz lists. Guests all get the same answer (every `participated` is null), so it comes from the
 * shared public cache like other guest data and survives an API outage. A logged-in doctor's list
 * says which quizzes they finished, so it is fetched live and is never swapped for the guest list on
 * failure: a "start" button on a quiz they already finished would be wrong.
 */
export function quizPage(request: Request, query: NonNullable<CallOptions["query"]>) {
  return getSession(request).isLoggedIn ? callApi(request, "quizzes", { query }) : publicData("quizzes", { query });
}

