/**
 * A module imported by a path inside a package (not through its `exports`) is not the package's
 * public API and may change in any release: such a package is pinned to one exact version.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Package → the file that reaches inside it. */
const DEEP_IMPORTS = { "@remix-run/express": "bin/portal.ts" } as const;

describe("packages reached by a deep import", () => {
  for (const [name, file] of Object.entries(DEEP_IMPORTS)) {
    it(`${name} is pinned to an exact version, the one installed`, () => {
      expect(readFileSync(path.join(ROOT, file), "utf8")).toContain(`from "${name}/dist/`);
      const wanted = pkg.dependencies[name];
      expect(wanted).toMatch(/^\d+\.\d+\.\d+$/);
      const installed = JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as {
        version: string;
      };
      expect(installed.version).toBe(wanted);
    });
  }

  it("type packages are development dependencies only", () => {
    expect(Object.keys(pkg.dependencies).filter((name) => name.startsWith("@types/"))).toEqual([]);
  });
});
