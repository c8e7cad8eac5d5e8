import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSession } from "~/lib/session.server";

/**
 * Whether this browser's cookie holds a login: the login watcher asks when a tab regains focus
 * (spec §4). It reads the cookie only, never calls the API, so asking costs nothing; an expired
 * token is found by the next real page load instead.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return Response.json({ loggedIn: getSession(request).isLoggedIn }, { headers: { "Cache-Control": "no-store" } });
}
