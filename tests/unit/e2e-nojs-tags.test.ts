/**
 * The nojs Playwright project runs only the tests tagged NOJS (tests/e2e/support/nojs.ts, playwright.config.ts), so
 * which tests prove the portal without JavaScript is a choice written in the specs. These checks keep it explicit:
 * every spec file either has NOJS tests or says in JS_ONLY_SPECS why it has none, and a test that looks at which
 * project runs it (a branch for the run without JavaScript) is tagged, or that branch would never run.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JS_ONLY_SPECS } from "../e2e/support/nojs";

const E2E = new URL("../e2e/", import.meta.url);
const specs = readdirSync(E2E).filter((name) => name.endsWith(".spec.ts"));
const source = (spec: string) => readFileSync(new URL(spec, E2E), "utf8");

/** Each `test(` call from its line to the next one's: its header (up to the callback) and its body. */
function testsOf(text: string): { header: string; body: string }[] {
  const starts = [...text.matchAll(/^\s*test\(/gm)].map((m) => m.index);
  return starts.map((start, i) => {
    const body = text.slice(start, starts[i + 1] ?? text.length);
    return { header: body.slice(0, body.indexOf("async")), body };
  });
}

describe("the nojs project's tests", () => {
  it("every spec file has NOJS tests or is a js-only spec with its reason", () => {
    const unclassified = specs.filter((spec) => source(spec).includes("NOJS") === spec in JS_ONLY_SPECS);
    expect(unclassified).toEqual([]);
  });

  it("JS_ONLY_SPECS names existing spec files", () => {
    expect(Object.keys(JS_ONLY_SPECS).filter((spec) => !specs.includes(spec))).toEqual([]);
  });

  it("a test that branches on its project is tagged NOJS", () => {
    const untagged = specs.flatMap((spec) =>
      testsOf(source(spec))
        .filter(({ header, body }) => /project\.name|javaScriptEnabled/.test(body) && !header.includes("NOJS"))
        .map(({ header }) => `${spec}: ${header.replace(/\s+/g, " ").trim().slice(0, 100)}`),
    );
    expect(untagged).toEqual([]);
  });

  it("finds the tests of a spec, tagged or not (the check above reads them)", () => {
    const tests = testsOf(source("profile.spec.ts"));
    expect(tests.length).toBe(3);
    expect(tests.every(({ header }) => header.includes("NOJS"))).toBe(true);
  });
});
