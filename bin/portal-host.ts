/**
 * The build's side of the host (app/lib/portal-host.server.ts, decision 061): the request scope, the
 * public data version, what an API refusal is and the loggers live in the build's copy of app/lib, so
 * the host takes them from the build it serves instead of importing a copy of its own.
 */
import type { ServerBuild } from "@remix-run/node";
import type { PortalHost } from "../app/lib/portal-host.server";

export function portalHostOf(build: ServerBuild): PortalHost {
  const host = (build.entry.module as { portalHost?: PortalHost }).portalHost;
  if (!host) throw new Error("The Remix build's entry (app/entry.server.tsx) exports no portalHost: run `npm run build`.");
  return host;
}
