/**
 * Loader helpers shared by every area's pages (ids, page numbers, 404s).
 * A 404 from the API becomes our Bengali 404; an unreachable API is rethrown so the portal's error
 * page (503) explains it — a missing page and a broken backend must not look alike.
 */
import { ApiResponseError } from "./product-api.server";

export function notFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

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

export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (e) {
    if (e instanceof ApiResponseError && e.status === 404) notFound();
    throw e;
  }
}

/** The fields every list page hands to `<Pagination>`. */
export const pageInfo = (p: { current_page: number; last_page: number; total: number }) => ({
  current: p.current_page,
  last: p.last_page,
  total: p.total,
});
