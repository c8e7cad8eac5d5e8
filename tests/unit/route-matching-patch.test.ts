/**
 * The portal's patch of @remix-run/router (patches/@remix-run+router+1.23.3.patch, decision 039): the server
 * matches a request against the same route tree every time, so the flattened, ranked branches and the compiled
 * path patterns are built once, not on every matchRoutes call (react-router issue #8653), and each tree keeps its
 * results per path (decision 068), handed out as copies. The file Node loads on
 * the server is the CommonJS build, so that is the one tested. When an upgrade of @remix-run/router fails these
 * tests, check whether it caches by itself (PR #14866); if so, drop the patch and this file.
 */
import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";
import type * as RemixRouter from "@remix-run/router";

const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof RemixRouter;

/** A tree like the portal's: a root layout, ~100 leaves under a few layouts, dynamic segments among them. */
function routeTree(): RemixRouter.AgnosticRouteObject[] {
  const section = (name: string) => ({
    id: name,
    path: name,
    children: Array.from({ length: 25 }, (_, i) => ({ id: `${name}-${i}`, path: i % 3 ? `page-${i}` : `item-${i}/:id` })),
  });
  return [{ id: "root", path: "/", children: ["my", "courses", "exams", "admin"].map(section) }];
}

const realRegExp = globalThis.RegExp;
afterEach(() => {
  globalThis.RegExp = realRegExp;
});

/** Counts the regular expressions built while `fn` runs (compilePath builds one per route pattern it compiles). */
function regExpsBuiltBy(fn: () => void): number {
  let built = 0;
  globalThis.RegExp = new Proxy(realRegExp, {
    construct(target, args: ConstructorParameters<RegExpConstructor>) {
      built++;
      return new target(...args);
    },
  });
  try {
    fn();
  } finally {
    globalThis.RegExp = realRegExp;
  }
  return built;
}

/** Counts the route patterns run while `fn` runs (matchPath runs a compiled pattern through RegExp#exec). */
function patternRunsBy(fn: () => void): number {
  let ran = 0;
  const exec = realRegExp.prototype.exec;
  realRegExp.prototype.exec = function (this: RegExp, text: string) {
    ran++;
    return exec.call(this, text);
  };
  try {
    fn();
  } finally {
    realRegExp.prototype.exec = exec;
  }
  return ran;
}

describe("route matching on the server (patched @remix-run/router)", () => {
  it("matches as before: the most specific branch, with its params", () => {
    const routes = routeTree();
    const matches = matchRoutes(routes, "/exams/item-9/42");
    expect(matches?.map((m) => m.route.id)).toEqual(["root", "exams", "exams-9"]);
    expect(matches?.at(-1)?.params).toEqual({ id: "42" });
    expect(matchRoutes(routes, "/exams/nowhere")).toBeNull();
  });

  it("compiles no path pattern again when the same tree is matched again", () => {
    const routes = routeTree();
    matchRoutes(routes, "/admin/page-25");
    expect(regExpsBuiltBy(() => matchRoutes(routes, "/admin/page-25"))).toBe(0);
  });

  it("flattens and ranks a route tree once: the branches are kept for that tree", () => {
    const routes = routeTree();
    expect(matchRoutes(routes, "/late")).toBeNull();
    // The server's tree never changes after the build is loaded; a route added to the same array afterwards is
    // therefore not seen, which is what shows the ranked branches are reused rather than rebuilt.
    routes[0]!.children!.push({ id: "late", path: "late" });
    expect(matchRoutes(routes, "/late")).toBeNull();
    // A new tree is flattened afresh.
    expect(matchRoutes([...routes], "/late")?.at(-1)?.route.id).toBe("late");
  });

  it("matches a path once per tree: later calls get copies of the kept result, which callers may change", () => {
    const routes = routeTree();
    const first = matchRoutes(routes, "/my/item-3/7")!;
    let again: ReturnType<typeof matchRoutes> = null;
    expect(patternRunsBy(() => (again = matchRoutes(routes, "/my/item-3/7")))).toBe(0);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    // As in an unpatched result, every match of one result shares one params object; results share nothing.
    expect(again![0]!.params).toBe(again![2]!.params);
    (first[0]!.params as Record<string, string>).id = "changed";
    first.pop();
    const third = matchRoutes(routes, "/my/item-3/7");
    expect(third?.map((m) => m.route.id)).toEqual(["root", "my", "my-3"]);
    expect(third?.at(-1)?.params).toEqual({ id: "7" });
    // A path that matches nothing is kept as such.
    expect(matchRoutes(routes, "/my/nowhere")).toBeNull();
    expect(matchRoutes(routes, "/my/nowhere")).toBeNull();
  });

  it("keeps no result for a path past 512 characters: the visitor's paths cannot fill memory", () => {
    const routes = routeTree();
    const long = `/my/item-0/${"x".repeat(600)}`;
    expect(matchRoutes(routes, long)?.at(-1)?.params).toEqual({ id: "x".repeat(600) });
    expect(patternRunsBy(() => matchRoutes(routes, long))).toBeGreaterThan(0);
  });
});
