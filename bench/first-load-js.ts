/**
 * What a page's first load downloads in JavaScript, from the production build alone (no server):
 * `npx tsx bench/first-load-js.ts [/ /login …]` after `npm run build`. For each page it takes the
 * files Remix's HTML names (the entry and every matched route's module with their imports, i.e. the
 * modulepreload links; with lazy route discovery the manifest file is not loaded), sums `gzip -9` of them (the unit of issue 24's budgets,
 * checked by tests/e2e/shipped-bytes.spec.ts) and, from the build's module sizes
 * (build/client-modules.json, vite.config.ts), which packages and app folders fill them (bytes after tree-shaking, before minification). Decision 059.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";

/** Browser file URL → source module → its bytes in that file, tree-shaken, before minification. */
type ModuleSizes = Record<string, Record<string, number>>;

/** Where the browser build's files are, by their URL (/build/… is build/client/…). */
const fileOf = (url: string) => path.join("build", "client", url.replace(/^\/build\//, ""));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A module's owner: its npm package, or its folder in the app. */
function ownerOf(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg) return pkg[1]!;
  return input
    .replace(/^app\//, "")
    .split("/")
    .slice(0, 2)
    .join("/");
}

function routeTree(build: ServerBuild): AgnosticRouteObject[] {
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/** The URLs of the scripts a page's HTML loads, in the order Remix lists them. */
function firstLoadScripts(build: ServerBuild, page: string): string[] {
  const matches = matchRoutes(routeTree(build), page) ?? [];
  const { assets } = build;
  const routeFiles = matches.flatMap(({ route }) => {
    const entry = assets.routes[route.id!]!;
    return [entry.module, ...(entry.imports ?? [])];
  });
  return [...new Set([assets.entry.module, ...assets.entry.imports, ...routeFiles])];
}

async function main() {
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/login"];
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const moduleSizes = JSON.parse(readFileSync("build/client-modules.json", "utf8")) as ModuleSizes;
  for (const page of pages) {
    const files = firstLoadScripts(build, page);
    let gzipTotal = 0;
    const owners = new Map<string, number>();
    console.log(`\n${page}`);
    for (const url of files) {
      const gzip = gzipSync(readFileSync(fileOf(url)), { level: 9 }).length;
      gzipTotal += gzip;
      console.log(`  ${kb(gzip).padStart(6)} KB gz  ${url}`);
      for (const [input, bytes] of Object.entries(moduleSizes[url] ?? {})) {
        owners.set(ownerOf(input), (owners.get(ownerOf(input)) ?? 0) + bytes);
      }
    }
    console.log(`  ${kb(gzipTotal).padStart(6)} KB gz  in ${files.length} files; unminified bytes by owner:`);
    for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      console.log(`  ${kb(bytes).padStart(6)} KB     ${owner}`);
    }
  }
}

await main();
