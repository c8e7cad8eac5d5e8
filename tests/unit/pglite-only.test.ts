/** The PostgreSQL pass's exclusions (decision 092) name real server test files, each with its reason. */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PGLITE_ONLY } from "../server/pglite-only";

const serverFiles = readdirSync(new URL("../server/", import.meta.url)).filter((name) => name.endsWith(".test.ts"));

describe("the server files run on PGlite only", () => {
  it("are existing server test files", () => {
    expect(Object.keys(PGLITE_ONLY).filter((file) => !serverFiles.includes(file))).toEqual([]);
  });

  it("each say why the engine does not matter to them", () => {
    expect(Object.entries(PGLITE_ONLY).filter(([, reason]) => reason.trim().length < 10)).toEqual([]);
  });
});
