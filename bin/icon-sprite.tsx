/**
 * The icon sprite (app/components/ui/icons.svg): one `<symbol>` per glyph of
 * app/components/ui/icon-shapes.tsx, ids `i-` (ui/Icon), `l-` (layout/LayoutIcon), `c-` and `s-`
 * (course and service illustrations). The portal build gives it a hashed URL under /build/assets, so
 * it is fetched once, cached for good and served precompressed (decision 024).
 *
 * Run on its own (`npm run icons`) it rewrites the file; tests/unit/icon-sprite.test.ts fails while
 * the committed sprite differs from what the shapes make.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { COURSE_SHAPES, ICON_PATHS, LAYOUT_ICON_PATHS, SERVICE_SHAPES } from "../app/components/ui/icon-shapes";

export const SPRITE_FILE = path.resolve(import.meta.dirname, "..", "app", "components", "ui", "icons.svg");

const glyph = (id: string, d: string) => (
  <symbol id={id} viewBox="0 0 24 24" key={id}>
    <path d={d} fill="currentColor" />
  </symbol>
);

const illustration = (id: string, shape: ReactNode) => (
  <symbol id={id} viewBox="0 0 48 48" key={id}>
    <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      {shape}
    </g>
  </symbol>
);

export function iconSprite(): string {
  const symbols = [
    ...Object.entries(ICON_PATHS).map(([name, d]) => glyph(`i-${name}`, d)),
    ...Object.entries(LAYOUT_ICON_PATHS).map(([name, d]) => glyph(`l-${name}`, d)),
    ...Object.entries(COURSE_SHAPES).map(([name, shape]) => illustration(`c-${name}`, shape)),
    ...Object.entries(SERVICE_SHAPES).map(([name, shape]) => illustration(`s-${name}`, shape)),
  ];
  return renderToStaticMarkup(<svg xmlns="http://www.w3.org/2000/svg">{symbols}</svg>) + "\n";
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  writeFileSync(SPRITE_FILE, iconSprite());
  console.log(`wrote ${path.relative(process.cwd(), SPRITE_FILE)}`);
}
