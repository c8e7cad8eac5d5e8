/**
 * Decision 071: on the server the kit's Link writes a plain path's `<a>` itself. It must be the very
 * `<a>` Remix's Link writes (hydration compares them), for every path and prop a page passes.
 */
import { Link as RemixLink, NavLink as RemixNavLink, type LinkProps, type NavLinkProps } from "@remix-run/react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Route, Routes } from "react-router-dom";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { isPlainAbsolutePath, Link, NavLink } from "~/components/ui/Link";

/** Rendered at `location` (relative paths resolve against it), the attributes in a fixed order. */
function anchorOf<P extends object>(link: React.ComponentType<P>, props: P, location = "/my/courses/3"): string {
  const html = renderToStaticMarkup(
    createElement(
      StaticRouter,
      { location },
      createElement(Routes, null, createElement(Route, { path: "*", element: createElement(link, props) })),
    ),
  );
  const [, attributes = "", text] = /^<a([^>]*)>(.*)<\/a>$/.exec(html) ?? [];
  return `${[...attributes.matchAll(/\s([\w-]+)="([^"]*)"/g)]
    .map((m) => `${m[1]}=${m[2]}`)
    .sort()
    .join(" ")} | ${text}`;
}

/** Paths React Router gives back unchanged, and paths it resolves or drops parts of (or are not paths). */
const PLAIN = [
  "/faq",
  "/",
  "/my/courses/3?tab=schedule#next",
  "/batch-details/1/",
  "/v/এফসিপিএস",
  "/login?next=%2Fmy%2Fdashboard",
];
const RESOLVED = ["/faq?", "/faq#", "/a/./b", "/a/../b", "../../faq", "schedule", "//evil.example/x", "https://example.com/x"];
const PATHS = [...PLAIN, ...RESOLVED];

describe("the kit's Link on the server", () => {
  it("runs where there is no document", () => {
    expect(Link).not.toBe(RemixLink);
    expect(NavLink).not.toBe(RemixNavLink);
  });

  it.each(PATHS)("writes the anchor Remix's Link writes for %s", (to) => {
    for (const props of [
      { to, children: "চলুন" },
      { to, className: "menu__link", target: "_blank", rel: "noopener", "aria-label": "এফএকিউ", children: "x" },
      { to, reloadDocument: true, children: "x" },
      { to, prefetch: "intent", discover: "none", replace: true, state: { from: 1 }, preventScrollReset: true, children: "x" },
    ] as LinkProps[]) {
      expect(anchorOf(Link, props), JSON.stringify(props)).toBe(anchorOf(RemixLink, props));
    }
  });

  it("takes the shortcut only for paths React Router gives back unchanged", () => {
    expect(PATHS.filter(isPlainAbsolutePath)).toEqual(PLAIN);
  });

  it.each(["/my/courses/3", "/my/courses", "/my/courses/", "/MY/Courses/3/", "/", "/my/courses-old", "/faq"])(
    "writes the NavLink Remix's NavLink writes at %s",
    (location) => {
      for (const to of ["/my/courses", "/my/courses/", "/my/courses/3", "/", "/faq?x=1", "/v/এফসিপিএস", "../up", "/a/./b"])
        for (const props of [
          { to, children: "কোর্স" },
          { to, end: true, className: "account-nav__link", prefetch: "intent", children: "x" },
          { to, "aria-current": "step", className: "", children: "x" },
          { to, caseSensitive: true, children: "x" },
          { to, className: ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off"), children: "x" },
        ] as NavLinkProps[]) {
          expect(anchorOf(NavLink, props, location), `${location} ${JSON.stringify(props)}`).toBe(
            anchorOf(RemixNavLink, props, location),
          );
        }
    },
  );
});
