/**
 * The batch list's filters live in the URL (`?mode=online&branch=dhaka&session=3&search=…`), so a
 * filtered list is a plain GET form that works without JavaScript and can be shared as a link.
 * Anything in the URL that could not be a real value is dropped here rather than sent on to the API,
 * which would refuse it with a 422 and turn a mistyped link into an error page.
 */
import type { BatchMode } from "@contract";
import { MODE_LABELS } from "@contract/rules";

export type BatchFilters = { mode?: BatchMode; branch?: string; session?: number; search?: string };

/** Names of the form's fields, which are also the URL's query parameters. */
export const FILTER_FIELDS = ["mode", "branch", "session", "search"] as const;

const SLUG = /^[a-z0-9][a-z0-9-]{0,47}$/;
const SEARCH_MAX = 100;

export function readBatchFilters(params: URLSearchParams): BatchFilters {
  const filters: BatchFilters = {};
  // The labels' keys rather than the contract's zod enum: this module runs in the browser too, and zod stays out of it.
  const mode = params.get("mode");
  if (mode && Object.hasOwn(MODE_LABELS, mode)) filters.mode = mode as BatchMode;
  const branch = params.get("branch")?.trim();
  if (branch && SLUG.test(branch)) filters.branch = branch;
  const session = params.get("session")?.trim();
  if (session && /^\d{1,9}$/.test(session) && Number(session) > 0) filters.session = Number(session);
  // `q` is the API's own name for the search; links written either way work.
  const search = (params.get("search") ?? params.get("q"))?.replace(/\s+/g, " ").trim();
  if (search) filters.search = search.slice(0, SEARCH_MAX);
  return filters;
}

export const hasFilters = (f: BatchFilters) => Object.keys(f).length > 0;

/** What the batches endpoint is asked for one page of a (category's) filtered list. */
export function batchesApiQuery(filters: BatchFilters, opts: { category?: string; page: number; perPage: number }) {
  return {
    page: opts.page,
    perpage: opts.perPage,
    category: opts.category,
    mode: filters.mode,
    branch: filters.branch,
    session: filters.session,
    search: filters.search,
  };
}
