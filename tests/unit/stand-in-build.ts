/**
 * A stand-in Remix build for the host's tests (bin/): the routes and the entry's render a test needs,
 * with the entry's portalHost as app/entry.server.tsx exports it (decision 061).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createPortalApp } from "../../bin/portal";
import { parsePortalConfig } from "~/lib/config.server";
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

/**
 * The real host over `build` in production mode on a free loopback port, its PUBLIC_ORIGIN that address
 * (what a browser on this machine would use): `base` is it, `close` stops it.
 */
export async function productionPortal(
  build: ServerBuild,
  env: Record<string, string> = {},
): Promise<{ base: string; port: number; close: () => void }> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((listening) => server.once("listening", listening));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const cfg = parsePortalConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), PUBLIC_ORIGIN: base, ...env });
  server.on("request", createPortalApp(cfg, build).listener);
  return { base, port, close: () => server.close() };
}
