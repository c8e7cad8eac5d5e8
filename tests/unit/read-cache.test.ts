/** The API's read cache for site content (server/db/read-cache.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../server/db/client";
import { cachedRead, invalidateReadCache, READ_CACHE_FRESH_MS } from "../../server/db/read-cache";

const fakeDb = () => ({}) as Db;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe("cachedRead", () => {
  it("queries once while fresh, again once the fresh window is over", async () => {
    const db = fakeDb();
    let queries = 0;
    const load = async () => ({ n: ++queries });
    expect(await cachedRead(db, "k", load)).toEqual({ n: 1 });
    vi.setSystemTime(READ_CACHE_FRESH_MS);
    expect(await cachedRead(db, "k", load)).toEqual({ n: 1 });
    vi.setSystemTime(READ_CACHE_FRESH_MS + 1);
    expect(await cachedRead(db, "k", load)).toEqual({ n: 2 });
  });

  it("shares one query between concurrent misses and hands out frozen values", async () => {
    const db = fakeDb();
    let queries = 0;
    const load = async () => ({ list: [++queries] });
    const [a, b] = await Promise.all([cachedRead(db, "k", load), cachedRead(db, "k", load)]);
    expect(queries).toBe(1);
    expect(a).toBe(b);
    expect(Object.isFrozen(a.list)).toBe(true);
  });

  it("keeps entries apart per database and key, and forgets them on invalidation", async () => {
    const [one, two] = [fakeDb(), fakeDb()];
    let queries = 0;
    const load = async () => ++queries;
    await cachedRead(one, "a", load);
    await cachedRead(one, "b", load);
    await cachedRead(two, "a", load);
    expect(queries).toBe(3);
    invalidateReadCache(one);
    expect(await cachedRead(one, "a", load)).toBe(4);
    expect(await cachedRead(two, "a", load)).toBe(3);
  });

  it("does not keep a failed query", async () => {
    const db = fakeDb();
    await expect(cachedRead(db, "k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cachedRead(db, "k", async () => "up")).toBe("up");
  });
});
