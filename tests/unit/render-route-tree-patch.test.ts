/**
 * The portal's patches of @remix-run/react and react-router-dom (decision 069): a document render hands React
 * Router a route tree, and Remix built that tree again, then converted it to data routes again, on every request,
 * so the route-matching caches kept per tree (decisions 039, 068) missed in the render and in lazy discovery's
 * partial manifest. Here two documents go through Remix's own request handler with a small hand-made build, and
 * the page reads the tree React Router renders from: it must be the same array both times. The server loads the
 * CommonJS builds of these packages, so those are the ones used. When an upgrade fails this test, check whether
 * Remix keeps the tree by itself; if so, drop the patches and this file.
 */
import { createRequire } from "node:module";
import type * as React from "react";
import type * as ReactDomServer from "react-dom/server";
import type * as RemixNode from "@remix-run/node";
import type * as RemixReact from "@remix-run/react";
import type * as ReactRouter from "react-router";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { createElement, useContext } = require("react") as typeof React;
const { renderToString } = require("react-dom/server") as typeof ReactDomServer;
const { createRequestHandler } = require("@remix-run/node") as typeof RemixNode;
const { RemixServer, Outlet } = require("@remix-run/react") as typeof RemixReact;
const { UNSAFE_DataRouterContext } = require("react-router") as typeof ReactRouter;

/** The route trees the page was rendered from, one per document. */
const renderedTrees: unknown[] = [];

function Page() {
  renderedTrees.push(useContext(UNSAFE_DataRouterContext)?.router.routes);
  return createElement("p", null, "পাতা");
}

const routeAssets = (id: string, parentId: string | undefined, path: string) => ({
  id,
  parentId,
  path,
  module: `/build/${id}.js`,
  imports: [],
  hasLoader: false,
  hasAction: false,
  hasClientLoader: false,
  hasClientAction: false,
  hasErrorBoundary: false,
});

/** A build like the portal's in what matters here: a root layout, a page under it, single fetch and lazy discovery on. */
const build = {
  mode: "production",
  basename: undefined,
  publicPath: "/build/",
  assetsBuildDirectory: "build/client",
  isSpaMode: false,
  future: { v3_singleFetch: true, v3_lazyRouteDiscovery: true },
  entry: {
    module: {
      default: (request: Request, status: number, headers: Headers, context: RemixNode.EntryContext) =>
        new Response(renderToString(createElement(RemixServer, { context, url: request.url })), {
          status,
          headers,
        }),
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => createElement(Outlet) } },
    "routes/page": { id: "routes/page", parentId: "root", path: "page", module: { default: Page } },
  },
  assets: {
    url: "/build/manifest.js",
    version: "test",
    entry: { module: "/build/entry.js", imports: [] },
    routes: { root: routeAssets("root", undefined, ""), "routes/page": routeAssets("routes/page", "root", "page") },
  },
} as unknown as RemixNode.ServerBuild;

describe("the route tree of a document render (patched @remix-run/react and react-router-dom)", () => {
  it("is built once per build: every document renders from the same routes", async () => {
    const handle = createRequestHandler(build, "production");
    for (let i = 0; i < 2; i++) {
      const response = await handle(new Request("http://portal.test/page"));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("পাতা");
    }
    expect(renderedTrees).toHaveLength(2);
    expect(renderedTrees[0]).toBeInstanceOf(Array);
    expect(renderedTrees[1]).toBe(renderedTrees[0]);
  });

  it("is built again for another build (a new manifest)", async () => {
    const handle = createRequestHandler(
      { ...build, assets: { ...build.assets, routes: { ...build.assets.routes } } },
      "production",
    );
    await handle(new Request("http://portal.test/page"));
    expect(renderedTrees.at(-1)).not.toBe(renderedTrees[0]);
  });
});
