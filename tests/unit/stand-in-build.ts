/**
 * A stand-in Remix build for the host's tests (bin/): the routes and the entry's render a test needs,
 * with the entry's portalHost as app/entry.server.tsx exports it (decision 061).
 */
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { portalHost } from "~/lib/portal-host.server";

/** app/entry.server.tsx's default export, as the host's tests need it. */
export type StandInRender = (
  request: Request,
  status: number,
  headers: Headers,
  context: unknown,
  load: AppLoadContext,
) => Response | Promise<Response>;

const ROOT_ONLY = { root: { id: "root", path: "", module: { default: () => null } } };

export function standInBuild({ render, routes = ROOT_ONLY }: { render?: StandInRender; routes?: object }): ServerBuild {
  return {
    mode: "production",
    future: { v3_singleFetch: true },
    publicPath: "/build/",
    assetsBuildDirectory: "build/client",
    isSpaMode: false,
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
    routes,
    entry: { module: { default: render, portalHost } },
  } as unknown as ServerBuild;
}
