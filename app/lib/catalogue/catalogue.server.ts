/**
 * Loaders shared by the catalogue pages. Everything a guest sees here is the same for every visitor,
 * so it comes through the public stale-while-revalidate cache and keeps serving when the API is slow;
 * only batch-for-you is personal (ranked for the logged-in doctor) and fetched live for them.
 */
import { ApiResponseError, callApi } from "~/lib/product-api.server";
import { idParam, notFound, orNotFound, pageInfo, pageParam } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";
import { getSession } from "~/lib/session.server";
import { batchesApiQuery, readBatchFilters } from "./filters";

const BATCH_PAGE_SIZE = 9;
const FOR_YOU_COUNT = 6;

/**
 * The origin visitors reached the portal at, for the absolute URLs of link previews and structured
 * data. The Express adapter builds the request URL with `req.hostname`, which believes
 * X-Forwarded-Host only from trusted proxies (PORTAL_TRUST_PROXY).
 */
export const requestOrigin = (request: Request) => new URL(request.url).origin;

export async function loadCategory(slug: string | undefined) {
  const { data } = await publicData("batchCategories");
  return data.find((c) => c.slug === slug) ?? notFound();
}

/** One page of batches with the URL's filters, and the filter options for the form. */
export async function loadBatchList(request: Request, category?: string) {
  const filters = readBatchFilters(new URL(request.url).searchParams);
  const [page, options] = await Promise.all([
    publicData("batches", { query: batchesApiQuery(filters, { category, page: pageParam(request), perPage: BATCH_PAGE_SIZE }) }),
    publicData("batchFilters", { query: { category } }),
  ]);
  return { batches: page.data, filters, options: options.data, origin: requestOrigin(request), ...pageInfo(page) };
}

export async function loadBatch(rawId: string | undefined) {
  const { data } = await orNotFound(publicData("batchDetails", { params: { id: idParam(rawId) } }));
  return data;
}

export async function loadBatchSchedules(rawId: string | undefined) {
  const { data } = await orNotFound(publicData("batchSchedules", { params: { id: idParam(rawId) } }));
  return data;
}

/**
 * A guest gets the shared "soonest with seats" list; a doctor's list is ranked for them and never
 * cached. A login the API no longer accepts (callApi has already ended it) sees the guest list.
 */
export async function loadBatchForYou(request: Request, slug: string) {
  const opts = { params: { slug }, query: { perpage: FOR_YOU_COUNT } };
  const guest = () => publicData("batchForYou", opts);
  const answer = getSession(request).isLoggedIn
    ? callApi(request, "batchForYou", opts).catch((e: unknown) => {
        if (e instanceof ApiResponseError && e.status === 401) return guest();
        throw e;
      })
    : guest();
  return (await orNotFound(answer)).data;
}

export type BatchListData = Awaited<ReturnType<typeof loadBatchList>>;
