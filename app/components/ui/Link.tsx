import { Link as RemixLink, NavLink as RemixNavLink, useLocation, type LinkProps, type NavLinkProps } from "@remix-run/react";
import { createElement, forwardRef } from "react";

/**
 * The app's in-app link: Remix's `<Link>`, with a shortcut for the server's render (decision 071).
 *
 * On the server a Remix link resolves its path three times (Remix's `useHref`, then React Router's
 * `useHref` and click handler, each stringifying and parsing the route matches), about 9 % of a
 * logged-in page's render with the 80 links of the site's frame. For a plain absolute path (`/faq`,
 * `/my/courses/3?tab=x`) every one of those resolutions is the path itself, so the server writes the
 * `<a>` Remix would write (its `href` and lazy route discovery's `data-discover`) without them. The
 * browser always renders Remix's link, so hydration and client navigation are Remix's own.
 * `NavLink` likewise, for the menus' links whose path is plain ASCII (`tests/unit/server-link.test.ts`
 * holds both to Remix's markup).
 */
const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { to } = props;
  if (typeof to !== "string" || !isPlainAbsolutePath(to)) return <RemixLink ref={ref} {...props} />;
  const anchor = anchorProps(props, LINK_PROPS);
  anchor.href = to;
  anchor["data-discover"] = discoverAttribute(props);
  return createElement("a", anchor);
});

/** A link's props that are React Router's, not the `<a>`'s. */
const LINK_PROPS: ReadonlySet<string> = new Set([
  "to",
  "discover",
  "reloadDocument",
  "prefetch",
  "replace",
  "state",
  "preventScrollReset",
  "relative",
  "viewTransition",
]);

/** A NavLink's besides those: the server's `<a>` gets them as NavLink computes them. */
const NAV_LINK_PROPS: ReadonlySet<string> = new Set([
  ...LINK_PROPS,
  "aria-current",
  "caseSensitive",
  "className",
  "end",
  "style",
  "children",
]);

/**
 * The props the `<a>` takes as they are, copied key by key; the caller adds the rest to the same object
 * and hands it to `createElement`. Neither object rest (`const { to, ...anchor } = props`) nor a spread
 * of the copy (`<a {...anchor} href={to} />`): in Node 20's V8 both take a slow runtime path here,
 * ~2 µs a link where this takes ~0.25 µs, and the site's frame renders 80 links a page (about 4 % of
 * a logged-in page's render, decision 073).
 */
function anchorProps(props: object, leftOut: ReadonlySet<string>): Record<string, unknown> {
  const anchor: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) if (!leftOut.has(key)) anchor[key] = value;
  return anchor;
}

/** Lazy route discovery's marker, as Remix writes it. */
function discoverAttribute({
  discover = "render",
  reloadDocument,
}: Pick<LinkProps, "discover" | "reloadDocument">): "true" | undefined {
  return discover === "render" && !reloadDocument ? "true" : undefined;
}

/**
 * A path React Router would give back unchanged: from the root, not `//host`, no `.` or `..`
 * segment, and no empty `?` or `#` (it drops those).
 */
export function isPlainAbsolutePath(to: string): boolean {
  return /^\/(?!\/)/.test(to) && !/(^|\/)\.\.?(\/|[?#]|$)/.test(to) && !/[?#]$/.test(to) && !to.includes("?#");
}

/**
 * React Router's active rule, for a server render (no navigation pending, no view transition): the
 * location is the link's path, or below it unless `end`; letter case ignored.
 */
const ServerNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function ServerNavLink(props, ref) {
  const {
    "aria-current": ariaCurrent = "page",
    caseSensitive,
    className = "",
    end = false,
    style,
    to,
    viewTransition,
    children,
  } = props;
  const location = useLocation();
  const plain =
    typeof to === "string" &&
    /^\/[\w/-]*(?:[?#].*)?$/.test(to) &&
    isPlainAbsolutePath(to) &&
    !caseSensitive &&
    !viewTransition &&
    typeof className === "string" &&
    typeof style !== "function" &&
    typeof children !== "function";
  if (!plain) return <RemixNavLink ref={ref} {...props} />;
  const path = to.replace(/[?#].*$/, "").toLowerCase();
  const here = location.pathname.toLowerCase();
  const slashAt = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  const active = here === path || (!end && here.startsWith(path) && here.charAt(slashAt) === "/");
  const anchor = anchorProps(props, NAV_LINK_PROPS);
  anchor.href = to;
  anchor["data-discover"] = discoverAttribute(props);
  anchor.style = style;
  anchor["aria-current"] = active ? ariaCurrent : undefined;
  anchor.className = active ? (className ? `${className} active` : "active") : className;
  return createElement("a", anchor, children);
});

const onServer = typeof document === "undefined";
export const Link = onServer ? ServerLink : RemixLink;
export const NavLink = onServer ? ServerNavLink : RemixNavLink;
