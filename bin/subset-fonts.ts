/**
 * `npm run fonts:subset`: writes the self-hosted Hind Siliguri faces the site ships
 * (app/styles/fonts/*.woff2) from @fontsource's files, cut to the code points below and without
 * TrueType hinting (docs/decisions/024-shipped-bytes.md). Run it after upgrading @fontsource or
 * changing a range; tests/unit/font-subset.test.ts fails when text in the app or the seed uses a
 * character the original font draws but the subset lost.
 *
 * The subset keeps every glyph that GSUB/GPOS can reach from these code points (harfbuzz's layout
 * closure), so every Bengali conjunct still shapes; what goes is the hinting bytecode (about half of
 * the file, and unused by the browsers' own rasterisers on phones), the Vedic extensions and the
 * Latin Extended letters no Bengali page uses.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE_DIR = path.join(ROOT, "node_modules", "@fontsource", "hind-siliguri", "files");
export const FONT_DIR = path.join(ROOT, "app", "styles", "fonts");

type Range = readonly [number, number];

/** Each file with its code points; app/styles/app.css gives the same ranges as unicode-range. */
export const FONT_SUBSETS = {
  bengali: [
    [0x0951, 0x0952],
    [0x0964, 0x0965],
    [0x0980, 0x09fe],
    [0x200c, 0x200d],
    [0x25cc, 0x25cc],
  ],
  latin: [
    [0x0020, 0x007e],
    [0x00a0, 0x00ff],
    [0x2000, 0x206f],
    [0x2190, 0x2193],
    [0x2212, 0x2212],
  ],
} as const satisfies Record<string, readonly Range[]>;

export type FontSubset = keyof typeof FONT_SUBSETS;
/** Bold is synthesised from 400 (app/styles/app.css says why). */
export const FONT_WEIGHTS = [400] as const;

export const sourceFontPath = (subset: FontSubset, weight: number) =>
  path.join(SOURCE_DIR, `hind-siliguri-${subset}-${weight}-normal.woff2`);
export const subsetFontPath = (subset: FontSubset, weight: number) =>
  path.join(FONT_DIR, `hind-siliguri-${subset}-${weight}.woff2`);

export function subsetText(subset: FontSubset): string {
  let text = "";
  for (const [from, to] of FONT_SUBSETS[subset]) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

async function main(): Promise<void> {
  mkdirSync(FONT_DIR, { recursive: true });
  for (const subset of Object.keys(FONT_SUBSETS) as FontSubset[]) {
    for (const weight of FONT_WEIGHTS) {
      const source = readFileSync(sourceFontPath(subset, weight));
      const out = await subsetFont(source, subsetText(subset), { targetFormat: "woff2", noHinting: true });
      writeFileSync(subsetFontPath(subset, weight), out);
      console.log(`${path.relative(ROOT, subsetFontPath(subset, weight))}: ${source.length} → ${out.length} bytes`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
