import type { AppLink, SocialLink } from "@contract";

/**
 * Glyphs the layout needs that the shared ui/Icon set does not carry (brand marks, menu, chevron).
 * Same 24×24 grid and markup as ui/Icon; decorative, so hidden from screen readers.
 */
const PATHS = {
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

export type LayoutIconName = keyof typeof PATHS | SocialLink["platform"] | AppLink["platform"];

export function LayoutIcon({ name, size = 18 }: { name: LayoutIconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className="icon-inline">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
