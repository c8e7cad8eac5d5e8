/** The committed icon sprite is what the shapes make (bin/icon-sprite.tsx): edit icon-shapes.tsx, then `npm run icons`. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconSprite, SPRITE_FILE } from "../../bin/icon-sprite";

describe("the icon sprite", () => {
  it("is up to date with app/components/ui/icon-shapes.tsx", () => {
    expect(readFileSync(SPRITE_FILE, "utf8"), "run `npm run icons`").toBe(iconSprite());
  });

  it("has one symbol per id", () => {
    const ids = [...iconSprite().matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(30);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
