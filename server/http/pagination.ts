/** Laravel's length-aware paginator fields, with relative URLs (the API does not know its public host). */
import type { FastifyRequest } from "fastify";
import { pageQuery } from "../contract";
import { parseInput } from "./validation";

export type PageRequest = { page: number; perPage: number; offset: number; listFor: string | undefined };
/** What a data-access module needs of a page request, and what it answers: one page of rows and the total. */
export type PageSlice = Pick<PageRequest, "perPage" | "offset">;
export type Listing<T> = { rows: T[]; total: number };

export function pageRequest(query: unknown, defaultPerPage: number): PageRequest {
  const q = parseInput(pageQuery, query);
  // The portal's two spellings (spec §7 uses both) mean the same thing.
  const perPage = q["per-page"] ?? q.perpage ?? defaultPerPage;
  return { page: q.page, perPage, offset: (q.page - 1) * perPage, listFor: q["list-for"] };
}

export type Page<T> = {
  current_page: number;
  data: T[];
  from: number | null;
  to: number | null;
  last_page: number;
  per_page: number;
  total: number;
  path: string;
  next_page_url: string | null;
  prev_page_url: string | null;
};

export function paginate<T>(request: FastifyRequest, page: PageRequest, total: number, data: T[]): Page<T> {
  const [path = "/", search = ""] = request.url.split("?", 2);
  const lastPage = Math.max(1, Math.ceil(total / page.perPage));
  // Like Laravel's withQueryString(): the caller's other parameters survive in the page links.
  const urlFor = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `${path}?${params.toString()}`;
  };
  return {
    current_page: page.page,
    data,
    from: data.length ? page.offset + 1 : null,
    to: data.length ? page.offset + data.length : null,
    last_page: lastPage,
    per_page: page.perPage,
    total,
    path,
    next_page_url: page.page < lastPage ? urlFor(page.page + 1) : null,
    prev_page_url: page.page > 1 ? urlFor(page.page - 1) : null,
  };
}
