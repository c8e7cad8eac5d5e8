import { Link as RemixLink, NavLink as RemixNavLink, useLocation, type LinkProps, type NavLinkProps } from "@remix-run/react";
import { forwardRef } from "react";

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
  const {
    to,
    discover = "render",
    reloadDocument,
    prefetch: _prefetch,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    ...anchor
  } = props;
  if (typeof to !== "string" || !isPlainAbsolutePath(to)) return <RemixLink ref={ref} {...props} />;
  return <a {...anchor} href={to} data-discover={discover === "render" && !reloadDocument ? "true" : undefined} />;
});

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
    ...rest
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
  return (
    <ServerLink
      {...rest}
      ref={ref}
      to={to}
      style={style}
      aria-current={active ? ariaCurrent : undefined}
      className={[className, active ? "active" : null].filter(Boolean).join(" ")}
    >
      {children}
    </ServerLink>
  );
});

const onServer = typeof document === "undefined";
export const Link = onServer ? ServerLink : RemixLink;
export const NavLink = onServer ? ServerNavLink : RemixNavLink;
