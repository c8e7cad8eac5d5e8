/**
 * The login guard every doctor's page and `myApi` apply (spec §6). It answers from the session cookie
 * alone, without an API call: a token the API no longer accepts is noticed by the page's own API calls
 * (my-api.server.ts) and by the root loader's app data, which end the login and show the session-timeout modal.
 */
import { redirect } from "@remix-run/node";
import { LOGIN_PATH } from "./doctor-paths";
import { withNext } from "./next-url.server";
import { getSession, type Session } from "./session.server";

/** Protected pages: a guest goes to the login page and comes back here afterwards (`/login?next=<this page>`). */
export function requireDoctor(request: Request): Session {
  const session = getSession(request);
  if (!session.isLoggedIn) throw redirect(withNext(LOGIN_PATH, request));
  return session;
}
