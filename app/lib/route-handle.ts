/**
 * Layout flags a route can export as `handle` (spec §2 Layout: meta flags hide the header or
 * footer; footer-details-hidden pages get the reduced footer). Deeper routes override shallower
 * ones, so a layout route can set a default for all of its pages.
 */
import { useMatches } from "@remix-run/react";

export type RouteHandle = { hideHeader?: boolean; hideFooter?: boolean; footerDetailsHidden?: boolean };

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return matches.reduce<RouteHandle>((merged, m) => (isRouteHandle(m.handle) ? { ...merged, ...m.handle } : merged), {});
}

function isRouteHandle(h: unknown): h is RouteHandle {
  return typeof h === "object" && h !== null;
}
