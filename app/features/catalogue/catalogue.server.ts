/**
 * Loaders shared by the catalogue pages. Everything a guest sees here is the same for every visitor,
 * so it comes through the public stale-while-revalidate cache and keeps serving when the API is slow;
 * only batch-for-you is personal (ranked for the logged-in doctor) and fetched live for them.
 */
import { publicOrigin } from "~/lib/config.server";
import { idParam, notFound, orNotFound, pageInfo, pageParam } from "~/lib/pages.server";
import { guestOrLive, publicData } from "~/lib/public-data.server";
import { batchesApiQuery, readBatchFilters } from "./filters";

const BATCH_PAGE_SIZE = 9;
const FOR_YOU_COUNT = 6;

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
  return { batches: page.data, filters, options: options.data, origin: publicOrigin(), ...pageInfo(page) };
}

export async function loadBatch(rawId: string | undefined) {
  const { data } = await orNotFound(publicData("batchDetails", { params: { id: idParam(rawId) } }));
  return data;
}

/**
 * Master schedules and the one shown (`?id=`, the first by default); `programme` narrows the list to
 * that batch's own. An id outside the list is a 404, not some other programme's timetable.
 */
export async function loadMasterSchedules(request: Request, programme?: number) {
  const { data: all } = await publicData("masterSchedules");
  const list = programme === undefined ? all : all.filter((m) => m.batch.id === programme);
  const raw = new URL(request.url).searchParams.get("id");
  const id = raw === null ? list[0]?.id : idParam(raw);
  if (id === undefined) return { list, current: null };
  if (!list.some((m) => m.id === id)) notFound();
  const { data: current } = await orNotFound(publicData("masterSchedule", { params: { id } }));
  return { list, current };
}

export async function loadBatchSchedules(rawId: string | undefined) {
  const { data } = await orNotFound(publicData("batchSchedules", { params: { id: idParam(rawId) } }));
  return data;
}

/** A guest gets the shared "soonest with seats" list; a doctor's list is ranked for them and never cached. */
export async function loadBatchForYou(request: Request, slug: string) {
  const answer = guestOrLive(request, "batchForYou", { params: { slug }, query: { perpage: FOR_YOU_COUNT } });
  return (await orNotFound(answer)).data;
}

export type BatchListData = Awaited<ReturnType<typeof loadBatchList>>;
