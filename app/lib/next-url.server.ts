/**
 * The `next` parameter: where to send a visitor after login (spec §6: protected routes redirect a
 * guest to login with next; the default next is my-dashboard, /my/dashboard here). `next` comes from the URL, so anyone
 * can write one: only a path on this site is ever followed, never another origin (open redirect).
 */
import { redirect } from "@remix-run/node";

export const DEFAULT_NEXT = "/my/dashboard";
const BASE = "http://portal.invalid";

/** Protocol-relative to browsers ("//evil.example", "/\\evil.example"); only a single leading slash is a path. */
const isSitePath = (value: string) => value.startsWith("/") && !/^\/[\\/]/.test(value);

/**
 * `raw` if it is a path on this site ("/courses/5?tab=x"), otherwise `fallback`. The one guard for every
 * redirect target that comes from outside (next, redirectTo, settings links). The value is normalised
 * first ("/..//x", "/%2e%2e//x" become "//x"), and what is returned is what is checked. The result is
 * percent-encoded ASCII, so it can go into a Location header or a log line as it is.
 */
export function safeNext(raw: unknown, fallback: string = DEFAULT_NEXT): string {
  if (typeof raw !== "string") return fallback;
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (!isSitePath(value) || /[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  const path = url.pathname + url.search + url.hash;
  return url.origin === BASE && isSitePath(path) ? path : fallback;
}

/** `target` (e.g. "/login") with `next` set to the request's own path and query. */
export function withNext(target: string, request: Request): string {
  const here = new URL(request.url);
  const url = new URL(target, BASE);
  url.searchParams.set("next", here.pathname + here.search);
  return url.pathname + url.search;
}

/** For loaders of protected pages: send a guest to `target` (default /login), coming back here afterwards. */
export function redirectWithNext(request: Request, target = "/login"): Response {
  return redirect(withNext(target, request));
}
