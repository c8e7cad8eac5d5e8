/**
 * app/entry.server.tsx's render of a whole document, through Remix's request handler with a stand-in
 * build (the entry itself, a one-route app).
 */
import { createRequestHandler } from "@remix-run/node";
import { createElement, Suspense, type ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import * as entry from "~/entry.server";
import { standInBuild } from "./stand-in-build";

vi.mock("~/lib/log.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/log.server")>()),
  logEvent: vi.fn(),
}));
const { logEvent } = await import("~/lib/log.server");

/** Remix's handler for a one-route app whose page is `page`. */
function documentApp(page: ComponentType) {
  const build = standInBuild({ routes: { root: { id: "root", path: "", module: { default: page } } } });
  // The entry module itself, as the build has it: its render, and the streamTimeout Remix reads from it.
  build.entry.module = entry;
  // The browser manifest's side of the route, which React Router renders from.
  build.assets.routes = {
    root: {
      id: "root",
      path: "",
      module: "/build/root.js",
      hasAction: false,
      hasLoader: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: false,
    },
  };
  return createRequestHandler(build);
}

const app = documentApp(() => createElement("p", null, "নমস্কার"));
const context = { cspNonce: "abc", pageVisits: { add: () => {} } };

describe("the document render", () => {
  it("leaves no abort pending once the document is complete", async () => {
    const timers: { delay: number | undefined; timer: NodeJS.Timeout }[] = [];
    const setTimer = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, "setTimeout").mockImplementation(((fn: () => void, delay?: number) => {
      const timer = setTimer(fn, delay);
      timers.push({ delay, timer });
      return timer;
    }) as typeof setTimeout);
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => app(new Request("http://localhost/"), context)));
      for (const answer of answers) expect(await answer.text()).toContain("<p>নমস্কার</p>");
    } finally {
      spy.mockRestore();
    }
    // A pending abort would hold each render (its tree and loader data) for seconds after it was sent.
    // What stays is Remix's own turbo-stream timeout (streamTimeout), one a document: it clears it only
    // when the request is aborted, and it holds no more than an AbortController.
    const pending = timers.filter(({ timer }) => !(timer as unknown as { _destroyed: boolean })._destroyed);
    expect(pending.map(({ delay }) => delay)).toEqual(Array(5).fill(entry.streamTimeout));
    for (const { timer } of pending) clearTimeout(timer);
  });

  it("logs an error inside a Suspense boundary, which leaves the page standing, and answers 500", async () => {
    const Broken = () => {
      throw new Error("section broke");
    };
    const broken = documentApp(() =>
      createElement("main", null, createElement(Suspense, { fallback: null }, createElement(Broken))),
    );
    vi.mocked(logEvent).mockClear();
    const answer = await broken(new Request("http://localhost/"), context);
    expect(answer.status).toBe(500);
    expect(await answer.text()).toContain("<main><!--$!-->");
    expect(vi.mocked(logEvent).mock.calls.filter(([, event]) => event === "render_failed")).toEqual([
      ["error", "render_failed", { path: "/", reason: "section broke" }],
    ]);
  });
});
