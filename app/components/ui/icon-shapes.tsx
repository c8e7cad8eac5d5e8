/**
 * Every glyph the pages draw, the source of the one icon sprite (icons.svg beside this file, written
 * by `npm run icons`, bin/icon-sprite.tsx). Pages reference a glyph with `<use href>` instead of
 * carrying its path: the home page drew 74 inline SVGs, ~22 KB of its HTML, in every response. Only
 * the sprite generator imports the values here, so none of it reaches the browser bundle.
 */
import type { CourseFamily, OtherService } from "@contract";
import type { ReactNode } from "react";

/** Small filled glyphs (24×24) used inline next to text (ui/Icon). */
export const ICON_PATHS = {
  phone:
    "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z",
  whatsapp:
    "M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.4 12.6c-.2.5-1.1 1-1.6 1-.4.1-.9.1-1.5-.1a13 13 0 0 1-5.6-4.9c-.4-.6-.8-1.5-.8-2.3 0-.8.4-1.3.6-1.5.2-.2.4-.2.5-.2h.4c.1 0 .3 0 .5.4l.7 1.6c.1.1.1.3 0 .4l-.3.5-.3.3c-.1.1-.2.2-.1.4.6 1 1.3 1.8 2.3 2.4.3.2.5.2.6 0l.7-.8c.2-.2.3-.2.5-.1l1.5.7c.2.1.4.2.4.3.1.1.1.7-.1 1.2z",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z",
  messenger:
    "M12 2.5C6.6 2.5 2.5 6.4 2.5 11.3c0 2.6 1.1 4.9 3 6.5V21l2.8-1.5c1.2.3 2.4.5 3.7.5 5.4 0 9.5-3.9 9.5-8.7S17.4 2.5 12 2.5zm1 11.6-2.4-2.6-4.7 2.6 5.2-5.5 2.5 2.6 4.6-2.6-5.2 5.5z",
  group:
    "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM3 19c0-3 3-5 6-5s6 2 6 5v1H3v-1zm13.5-4.8c2.4.3 4.5 1.8 4.5 4.3V20h-4v-1c0-1.9-.2-3.5-.5-4.8z",
  web: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm6.9 8h-3a14 14 0 0 0-1.3-5.3A7 7 0 0 1 18.9 11zM12 5c.9 1.2 1.7 3.4 1.9 6h-3.8C10.3 8.4 11.1 6.2 12 5zM9.4 5.7A14 14 0 0 0 8.1 11h-3a7 7 0 0 1 4.3-5.3zM5.1 13h3a14 14 0 0 0 1.3 5.3A7 7 0 0 1 5.1 13zm6.9 6c-.9-1.2-1.7-3.4-1.9-6h3.8c-.2 2.6-1 4.8-1.9 6zm2.6-.7a14 14 0 0 0 1.3-5.3h3a7 7 0 0 1-4.3 5.3z",
  calendar: "M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V2zM5 9v10h14V9H5z",
  clock: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v4.6l3.4 2-1 1.7L11 12.7V7h2z",
  pin: "M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z",
  ticket:
    "M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4V7zm6 0v2h2V7H9zm0 4v2h2v-2H9zm0 4v2h2v-2H9z",
  play: "M8 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z",
  close: "M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z",
  help: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 16h-2v-2h2v2zm2.1-7.8-.9.9c-.7.7-1.2 1.3-1.2 2.9h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3c.4-.3.6-.8.6-1.4a2 2 0 0 0-4 0H8a4 4 0 0 1 8 0c0 .9-.4 1.6-.9 2.2z",
  chevronLeft: "M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z",
  chevronRight: "M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z",
  arrowRight: "M12 4l-1.4 1.4 5.6 5.6H4v2h12.2l-5.6 5.6L12 20l8-8z",
} as const;

/** Glyphs the layout needs that the shared set does not carry (brand marks, menu, chevron): same grid (layout/LayoutIcon). */
export const LAYOUT_ICON_PATHS = {
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z",
  instagram:
    "M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4h-9zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.3-3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
  linkedin:
    "M4 4h4v4H4zM4 10h4v10H4zM10 10h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.3 0 4.5 2 4.5 5.4V20h-4v-4.3c0-1.5-.3-2.7-1.8-2.7-1.6 0-2.2 1.2-2.2 2.7V20h-4z",
  telegram:
    "M21.5 3.5 2.8 10.7c-1 .4-1 1.5 0 1.8l4.6 1.5 1.8 5.6c.2.7 1.1.9 1.6.4l2.6-2.4 4.8 3.5c.7.5 1.6.1 1.8-.7l3-15.2c.2-1-.8-1.8-1.5-1.7zM9.7 14.5l-.4 3.7-1.4-4.6L18 7.6z",
  x: "M4 4h4.6l4 5.7L17.4 4H20l-6.2 7.4L20.6 20H16l-4.4-6.2L6.4 20H3.8l6.6-7.8z",
  android: "M4 3.5v17a.6.6 0 0 0 .9.5l14.8-8.5a.6.6 0 0 0 0-1L4.9 3a.6.6 0 0 0-.9.5z",
  ios: "M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.5 4.5 0 0 0-3.5-1.9c-1.5-.2-2.9.9-3.7.9s-1.9-.9-3.2-.8a4.7 4.7 0 0 0-3.9 2.4c-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.7 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.6-1-2.6-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z",
  menu: "M3 6h18v2H3zM3 11h18v2H3zM3 16h18v2H3z",
  chevronDown: "M7.4 8.6 6 10l6 6 6-6-1.4-1.4-4.6 4.6z",
} as const;

export type IconName = keyof typeof ICON_PATHS;
/** Includes every social and app platform the API names (the footer passes them in): a missing glyph fails the typecheck. */
export type LayoutIconName = keyof typeof LAYOUT_ICON_PATHS;

/* Line illustrations on a 48×48 grid, stroked with currentColor so each card tints them (ui/topic-icons). */

export const COURSE_SHAPES: Record<CourseFamily["icon"], ReactNode> = {
  // Stethoscope: the clinical fellowship.
  "icon-fcps": (
    <>
      <path d="M12 6v12a8 8 0 0 0 16 0V6" />
      <path d="M9 6h6M25 6h6" />
      <path d="M20 26v6a8 8 0 0 0 16 0v-4" />
      <circle cx="36" cy="24" r="4" />
    </>
  ),
  // Hospital with a cross: residency training.
  "icon-residency": (
    <>
      <path d="M8 42V16l16-8 16 8v26" />
      <path d="M4 42h40" />
      <path d="M24 16v10M19 21h10" />
      <path d="M20 42v-8h8v8" />
    </>
  ),
  // Microscope: research degrees.
  "icon-m-phil-diploma": (
    <>
      <path d="M20 6l8 4-8 16-8-4z" />
      <path d="M22 26l-2 4" />
      <path d="M30 20a10 10 0 0 1-4 18" />
      <path d="M10 42h28M16 38h14" />
    </>
  ),
  // Globe with a plus: public health.
  "icon-mph": (
    <>
      <circle cx="22" cy="24" r="16" />
      <path d="M6 24h32M22 8c5 5 5 27 0 32M22 8c-5 5-5 27 0 32" />
      <path d="M38 34v10M33 39h10" />
    </>
  ),
  // Stacked books: several exams prepared together.
  "icon-combined": (
    <>
      <rect x="8" y="30" width="32" height="8" rx="2" />
      <rect x="11" y="20" width="28" height="10" rx="2" />
      <rect x="8" y="10" width="30" height="10" rx="2" />
      <path d="M14 10v10M17 30v8" />
    </>
  ),
  // Star in a ring: the special track for outliers.
  "icon-outlier": (
    <>
      <circle cx="24" cy="24" r="18" />
      <path d="M24 13l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L24 29.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z" />
    </>
  ),
};

export const SERVICE_SHAPES: Record<OtherService["key"], ReactNode> = {
  // Briefcase: civil-service (BCS) career.
  "bcs-care": (
    <>
      <rect x="6" y="14" width="36" height="26" rx="3" />
      <path d="M17 14v-4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v4M6 26h36M22 26v4h4v-4" />
    </>
  ),
  // Graduation cap: post-graduate coaching.
  "genesis-pg": (
    <>
      <path d="M4 18l20-9 20 9-20 9z" />
      <path d="M12 22v9c0 3 5 6 12 6s12-3 12-6v-9M44 18v12" />
    </>
  ),
  // Tooth: dentistry.
  dentistry: (
    <path d="M16 6c-6 0-9 5-8 11 1 5 3 8 4 14 1 5 2 11 5 11 4 0 3-10 7-10s3 10 7 10c3 0 4-6 5-11 1-6 3-9 4-14 1-6-2-11-8-11-4 0-5 2-8 2s-4-2-8-2z" />
  ),
  // Rosette with ribbons: college certification.
  gcpsc: (
    <>
      <circle cx="24" cy="18" r="12" />
      <circle cx="24" cy="18" r="6" />
      <path d="M17 28l-5 14 6-3 4 5 2-12M31 28l5 14-6-3-4 5-2-12" />
    </>
  ),
};
