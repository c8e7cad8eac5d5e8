/**
 * The shipped Hind Siliguri subsets (bin/subset-fonts.ts) against the text the site shows: every
 * character in the app's source, the seed and the contract that the original @fontsource font
 * draws must still be drawn by the subset, or it would fall back to another font mid-word.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { convert } from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { FONT_SUBSETS, FONT_WEIGHTS, sourceFontPath, subsetFontPath, type FontSubset } from "../../bin/subset-fonts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TEXT_DIRS = ["app", "server/seed", "server/contract"];

async function codePoints(file: string): Promise<Set<number>> {
  const ttf = await convert(readFileSync(file), "truetype");
  return new Set(new Face(new Blob(ttf)).collectUnicodes());
}

function sourceText(): string {
  let text = "";
  for (const dir of TEXT_DIRS) {
    for (const entry of readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(tsx?|css|json)$/.test(entry.name))
        text += readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    }
  }
  return text;
}

const subsets = Object.keys(FONT_SUBSETS) as FontSubset[];

describe("font subsets", () => {
  it.each(FONT_WEIGHTS.map((w) => [w]))(
    "weight %i draws every character of the site's text the original font draws",
    async (weight) => {
      const original = new Set<number>();
      const shipped = new Set<number>();
      for (const subset of subsets) {
        for (const c of await codePoints(sourceFontPath(subset, weight))) original.add(c);
        for (const c of await codePoints(subsetFontPath(subset, weight))) shipped.add(c);
      }
      const used = new Set([...sourceText()].map((ch) => ch.codePointAt(0)!));
      // The scan must have found the site's text, or the check below passes for nothing.
      expect(used.has("৳".codePointAt(0)!)).toBe(true);
      expect(used.has("ক".codePointAt(0)!)).toBe(true);
      const lost = [...used].filter((c) => original.has(c) && !shipped.has(c)).map((c) => `U+${c.toString(16).toUpperCase()}`);
      expect(lost).toEqual([]);
    },
  );

  it.each(subsets)("the %s file holds its whole range and is well under the original's size", async (subset) => {
    for (const weight of FONT_WEIGHTS) {
      const original = await codePoints(sourceFontPath(subset, weight));
      const shipped = await codePoints(subsetFontPath(subset, weight));
      for (const [from, to] of FONT_SUBSETS[subset])
        for (let c = from; c <= to; c++) if (original.has(c)) expect(shipped.has(c), `U+${c.toString(16)}`).toBe(true);
      expect(readFileSync(subsetFontPath(subset, weight)).length).toBeLessThan(
        readFileSync(sourceFontPath(subset, weight)).length * 0.6,
      );
    }
  });

  it("the stylesheet's unicode-range for each file is the range it was cut to", () => {
    const css = readFileSync(path.join(ROOT, "app/styles/app.css"), "utf8");
    for (const subset of subsets) {
      const face = new RegExp(`hind-siliguri-${subset}-400\\.woff2"\\) format\\("woff2"\\);\\s*unicode-range:([^;]+);`).exec(css);
      const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
      const expected = FONT_SUBSETS[subset]
        .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
        .join(", ");
      expect(face?.[1]?.trim()).toBe(expected);
    }
  });
});
