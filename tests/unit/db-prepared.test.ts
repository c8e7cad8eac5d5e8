/**
 * `preparedPerDb` builds a hot query once per database handle: a second call on the same handle
 * reuses it, and each handle (tests open many) gets its own, never another handle's.
 */
import { describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client";
import { preparedPerDb } from "../../server/db/prepared";

const handle = () => ({}) as Db;

describe("preparedPerDb", () => {
  it("builds once per handle and hands each handle its own query", () => {
    const built: Db[] = [];
    const query = preparedPerDb((db) => {
      built.push(db);
      return { db, n: built.length };
    });
    const first = handle();
    const second = handle();
    const a = query(first);
    expect(query(first)).toBe(a);
    const b = query(second);
    expect(b).not.toBe(a);
    expect(b.db).toBe(second);
    expect(query(second)).toBe(b);
    expect(built).toEqual([first, second]);
  });
});
