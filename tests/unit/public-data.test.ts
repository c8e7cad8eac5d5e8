import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const callApi = vi.fn();
vi.mock("~/lib/product-api.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/product-api.server")>()),
  callApi: (...args: unknown[]) => callApi(...args),
}));

const FRESH_MS = 60_000;
const MAX_STALE_MS = 10 * 60_000;

async function cache() {
  const mod = await import("~/lib/public-data.server");
  mod.clearPublicDataCache();
  return mod;
}

/** Lets a background refresh (a resolved promise chain) finish. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let stderr = "";
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubEnv("PUBLIC_CACHE_FRESH_MS", String(FRESH_MS));
  vi.stubEnv("PUBLIC_CACHE_MAX_STALE_MS", String(MAX_STALE_MS));
  stderr = "";
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => ((stderr += String(chunk)), true));
  callApi.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("publicData", () => {
  it("serves a fresh answer from memory, anonymously", async () => {
    const { publicData } = await cache();
    callApi.mockResolvedValue({ data: [1] });
    await publicData("faqs", { query: { page: 1 } });
    vi.advanceTimersByTime(FRESH_MS - 1);
    expect(await publicData("faqs", { query: { page: 1 } })).toEqual({ data: [1] });
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenCalledWith(null, "faqs", { query: { page: 1 } });
  });

  it("keys by the full URL: other parameters are other entries", async () => {
    const { publicData } = await cache();
    callApi.mockResolvedValue({ data: [] });
    await publicData("faqs", { query: { page: 1 } });
    await publicData("faqs", { query: { page: 2 } });
    expect(callApi).toHaveBeenCalledTimes(2);
  });

  it("serves a stale answer at once and refreshes it in the background (stale-while-revalidate)", async () => {
    const { publicData } = await cache();
    callApi.mockResolvedValueOnce({ data: ["old"] });
    await publicData("faqs");
    vi.advanceTimersByTime(FRESH_MS + 1);

    let resolveRefresh!: (v: unknown) => void;
    callApi.mockReturnValueOnce(new Promise((r) => (resolveRefresh = r)));
    expect(await publicData("faqs")).toEqual({ data: ["old"] });
    expect(await publicData("faqs")).toEqual({ data: ["old"] });
    await settle(); // cachified starts a background refresh on the next tick
    // Both stale hits share the one refresh.
    expect(callApi).toHaveBeenCalledTimes(2);

    resolveRefresh({ data: ["new"] });
    await settle();
    expect(await publicData("faqs")).toEqual({ data: ["new"] });
  });

  it("keeps serving the stale answer while the API fails, says so in the log, and does not hammer the API", async () => {
    const { publicData } = await cache();
    callApi.mockResolvedValueOnce({ data: ["old"] });
    await publicData("faqs");
    vi.advanceTimersByTime(FRESH_MS + 1);

    callApi.mockRejectedValue(new Error("connect ECONNREFUSED"));
    expect(await publicData("faqs")).toEqual({ data: ["old"] });
    await settle();
    expect(stderr).toContain('"event":"public_cache_serving_stale"');
    expect(stderr).toContain('"endpoint":"faqs"');

    await publicData("faqs");
    await settle();
    expect(callApi).toHaveBeenCalledTimes(2); // backing off after the failure
    vi.advanceTimersByTime(5_001);
    await publicData("faqs");
    await settle();
    expect(callApi).toHaveBeenCalledTimes(3);
  });

  it("waits for the API once an answer is older than the stale limit, and fails with it", async () => {
    const { publicData } = await cache();
    const { ApiUnavailableError } = await import("~/lib/product-api.server");
    callApi.mockResolvedValueOnce({ data: ["old"] });
    await publicData("faqs");
    vi.advanceTimersByTime(MAX_STALE_MS + 1);

    callApi.mockRejectedValueOnce(new ApiUnavailableError("faqs", "timeout"));
    await expect(publicData("faqs")).rejects.toBeInstanceOf(ApiUnavailableError);
    callApi.mockResolvedValueOnce({ data: ["new"] });
    expect(await publicData("faqs")).toEqual({ data: ["new"] });
  });

  it("shares one API call between concurrent misses", async () => {
    const { publicData } = await cache();
    let resolve!: (v: unknown) => void;
    callApi.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const a = publicData("courses");
    const b = publicData("courses");
    resolve({ data: ["x"] });
    expect(await a).toEqual({ data: ["x"] });
    expect(await b).toBe(await a);
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it("does not cache a failure: the next caller asks the API again", async () => {
    const { publicData } = await cache();
    callApi.mockRejectedValueOnce(new Error("down"));
    await expect(publicData("courses")).rejects.toThrow("down");
    callApi.mockResolvedValueOnce({ data: [] });
    await expect(publicData("courses")).resolves.toEqual({ data: [] });
  });

  it("keeps divisions fresh for 2 minutes (spec §9) whatever the general fresh window", async () => {
    const { publicData } = await cache();
    callApi.mockResolvedValue({ divisions: [] });
    await publicData("divisions");
    vi.advanceTimersByTime(FRESH_MS + 30_000);
    await publicData("divisions");
    await settle();
    expect(callApi).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_001);
    await publicData("divisions");
    await settle();
    expect(callApi).toHaveBeenCalledTimes(2);
  });

  it("holds at most PUBLIC_CACHE_MAX_ENTRIES URLs, dropping the least recently used", async () => {
    const { publicData, PUBLIC_CACHE_MAX_ENTRIES } = await cache();
    callApi.mockImplementation(async () => ({ data: [] }));
    await publicData("faq", { params: { id: 0 } });
    for (let id = 1; id <= PUBLIC_CACHE_MAX_ENTRIES; id++) {
      await publicData("faq", { params: { id } });
      if (id === 10) await publicData("faq", { params: { id: 0 } }); // used again: now recent
    }
    const calls = callApi.mock.calls.length;
    await publicData("faq", { params: { id: 0 } }); // still cached
    expect(callApi.mock.calls.length).toBe(calls);
    await publicData("faq", { params: { id: 1 } }); // the least recently used: evicted
    expect(callApi.mock.calls.length).toBe(calls + 1);
  });

  it("freezes cached answers, since every request shares them", async () => {
    const { publicData } = await cache();
    callApi.mockResolvedValue({ data: [{ id: 1 }] });
    const value = await publicData("faqs");
    expect(Object.isFrozen(value)).toBe(true);
    expect(() => (value.data as unknown[]).push({ id: 2 })).toThrow(TypeError);
  });
});
