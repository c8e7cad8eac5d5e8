import { describe, expect, it } from "vitest";
import { batchesApiQuery, hasFilters, readBatchFilters } from "~/features/catalogue/filters";

const read = (qs: string) => readBatchFilters(new URLSearchParams(qs));

describe("batch list filters from the URL", () => {
  it("keeps every real filter", () => {
    expect(read("mode=online&branch=dhaka-farmgate&session=3&search=grand mock")).toEqual({
      mode: "online",
      branch: "dhaka-farmgate",
      session: 3,
      search: "grand mock",
    });
  });

  it("treats empty fields (the form's 'all' option) as no filter", () => {
    const f = read("mode=&branch=&session=&search=");
    expect(f).toEqual({});
    expect(hasFilters(f)).toBe(false);
  });

  it("drops values the API would refuse instead of turning a bad link into an error page", () => {
    expect(read("mode=teleport&branch=../../etc&session=-2&page=x")).toEqual({});
    expect(read("session=0")).toEqual({});
    expect(read("session=1e3")).toEqual({});
    expect(read("branch=Dhaka")).toEqual({});
  });

  it("accepts the API's own `q` for the search, folds whitespace and caps its length", () => {
    expect(read("q=  grand   mock ").search).toBe("grand mock");
    expect(read(`search=${"ক".repeat(150)}`).search).toHaveLength(100);
    // `search` (the promotion link's name) wins when both are given.
    expect(read("search=a&q=b").search).toBe("a");
  });

  it("asks the API for one page of one category with the filters", () => {
    expect(batchesApiQuery({ mode: "hybrid", search: "mock" }, { category: "residency", page: 2, perPage: 9 })).toEqual({
      page: 2,
      perpage: 9,
      category: "residency",
      mode: "hybrid",
      branch: undefined,
      session: undefined,
      search: "mock",
    });
  });
});
