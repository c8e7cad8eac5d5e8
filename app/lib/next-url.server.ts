/**
 * The `next` parameter: where to send a visitor after login (spec §6: protected routes redirect a
 * guest to login with next; the default next is my-dashboard, /my/dashboard here). `next` comes from the URL, so anyone
 * can write one: only a path on this site is ever followed, never another origin (open redirect).
 */
import { redirect } from "@remix-run/node";

export const DEFAULT_NEXT = "/my/dashboard";
const BASE = "http://portal.invalid";

/** `raw` if it is a path on this site ("/courses/5?tab=x"), otherwise `fallback`. */
export function safeNext(raw: string | null | undefined, fallback: string = DEFAULT_NEXT): string {
  const value = raw?.trim();
  // "//evil.example" and "/\evil.example" are protocol-relative URLs to browsers.
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  return url.origin === BASE ? url.pathname + url.search + url.hash : fallback;
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
