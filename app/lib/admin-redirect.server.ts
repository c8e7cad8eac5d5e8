import { redirect } from "@remix-run/node";
import { config } from "./config.server";

/**
 * Spec §2: /admin and /admin/* send the browser to the external admin site, keeping the rest of
 * the path and the query. Both admin routes use this, so /admin/x lands on the same URL whichever
 * route's loader answers first.
 */
export function redirectToAdmin(request: Request): Response {
  const url = new URL(request.url);
  const rest = url.pathname.replace(/^\/admin\/?/, "");
  const target = new URL(rest + url.search, config().ADMIN_URL.replace(/\/*$/, "/"));
  return redirect(target.toString(), 302);
}
