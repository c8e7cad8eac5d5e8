/**
 * Loader helpers shared by every area's pages (ids, page numbers, 404s, what an API refusal becomes).
 * A 404 from the API becomes our Bengali 404; an unreachable API is rethrown so the portal's error
 * page (503) explains it — a missing page and a broken backend must not look alike.
 */
import { redirect } from "@remix-run/node";
import { ApiResponseError } from "./product-api.server";

export function notFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export function forbidden(): never {
  throw new Response(null, { status: 403, statusText: "Forbidden" });
}

/** What a page does with one refusal: throw (`notFound`, a redirect) or return a value in place of the answer. */
export type StatusHandler<R> = (error: ApiResponseError) => R;
/** A page's refusals by status; a status it does not name is rethrown (to the error page). */
export type StatusMap<R> = Readonly<Partial<Record<number, StatusHandler<R>>>>;

/** The answer of `call`, or what `onStatus` makes of a refusal with a status it names. */
export async function answerOr<T, R = never>(call: Promise<T>, onStatus: StatusMap<R>): Promise<T | R> {
  try {
    return await call;
  } catch (e) {
    const handle = e instanceof ApiResponseError ? onStatus[e.status] : undefined;
    if (handle) return handle(e as ApiResponseError);
    throw e;
  }
}

/** A refusal the page shows beside its form: the API's own Bengali message. */
export const apiMessage = (e: ApiResponseError) => ({ error: e.body.message });

/** A redirect as a status handler: `{ 409: redirectTo(path) }`. */
export const redirectTo = (path: string) => (): never => {
  throw redirect(path);
};

/** `?page=` as a positive integer; anything else (missing, "abc", "-1") means the first page. */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** A route's numeric id; non-numeric ids are 404s rather than API calls. */
export function idParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) notFound();
  const id = Number(value);
  if (id < 1) notFound();
  return id;
}

/** A public read whose 404 is our 404 (a doctor's reads name it in `myApi`'s status map). */
export const orNotFound = <T>(load: Promise<T>): Promise<T> => answerOr(load, { 404: notFound });

/** The fields every list page hands to `<Pagination>`. */
export const pageInfo = (p: { current_page: number; last_page: number; total: number }) => ({
  current: p.current_page,
  last: p.last_page,
  total: p.total,
});
