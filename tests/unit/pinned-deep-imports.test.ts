/**
 * A module imported by a path inside a package (not through its `exports`) is not the package's
 * public API and may change in any release: such a package is pinned to one exact version. The
 * deep imports are found in the sources themselves, so a new one cannot be forgotten here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Every TypeScript source the host, the app and the API are built from. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** An import of a path inside a package's `dist/` or `lib/`, with the package's name. */
const DEEP_IMPORT = /from "((?:@[\w.-]+\/)?[\w.-]+)\/(?:dist|lib)\//g;

/** Package → the files that import a path inside it. */
function deepImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of ["app", "bin", "server"].flatMap(sources)) {
    for (const [, name] of readFileSync(file, "utf8").matchAll(DEEP_IMPORT)) {
      found.set(name!, [...(found.get(name!) ?? []), path.relative(ROOT, file)]);
    }
  }
  return found;
}

describe("packages reached by a deep import", () => {
  it("finds a deep import where there is one", () => {
    const names = [...`import { x } from "@remix-run/express/dist/server.js";`.matchAll(DEEP_IMPORT)].map((m) => m[1]);
    expect(names).toEqual(["@remix-run/express"]);
  });

  it("pins each package reached by a deep import to an exact version, the one installed", () => {
    for (const [name, files] of deepImports()) {
      const wanted = pkg.dependencies[name] ?? pkg.devDependencies[name];
      expect(wanted, `${name} (${files.join(", ")})`).toMatch(/^\d+\.\d+\.\d+$/);
      const installed = JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as {
        version: string;
      };
      expect(installed.version, name).toBe(wanted);
    }
  });

  it("type packages are development dependencies only", () => {
    expect(Object.keys(pkg.dependencies).filter((name) => name.startsWith("@types/"))).toEqual([]);
  });
});
