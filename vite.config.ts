/**
 * The portal's build: Remix 2's Vite plugin (docs/decisions/066-vite-build.md). `npm run build` writes
 * the browser build to build/client (served under /build/, hashed names, immutable) and the server
 * build to build/server/index.js, which bin/portal.ts loads. Vitest has its own config
 * (vitest.config.ts), so tests never load the Remix plugin.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import type { ManualChunksOption } from "rollup";
import { defineConfig, type Plugin } from "vite";
import { PATH_ALIASES } from "./path-aliases.config";

/**
 * build/client-modules.json: which source modules fill each browser file (Rollup's rendered length: tree-shaken, not yet minified), keyed by
 * its URL (the classic compiler's metafile did this). bench/first-load-js.ts names what a page's first load carries.
 */
function clientModuleSizes(): Plugin {
  let root = "";
  let serverBuild = false;
  return {
    name: "client-module-sizes",
    apply: "build",
    configResolved(config) {
      root = config.root;
      serverBuild = Boolean(config.build.ssr);
    },
    writeBundle(_output, bundle) {
      if (serverBuild) return;
      const files: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        files[`/build/${chunk.fileName}`] = Object.fromEntries(
          Object.entries(chunk.modules).map(([id, module]) => [
            path.relative(root, id.replace(/\?.*$/, "")),
            module.renderedLength,
          ]),
        );
      }
      writeFileSync(path.join(root, "build", "client-modules.json"), JSON.stringify(files));
    },
  };
}

/**
 * One browser file for the site's frame: every app module the root route imports, directly or
 * through others, is loaded on every page, so it travels as one file instead of ~15 (decision 072).
 */
function frameChunk(): ManualChunksOption {
  let frame: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!frame) {
      frame = new Set();
      const app = fileURLToPath(new URL("app", import.meta.url));
      const todo = [...(getModuleInfo(path.join(app, "root.tsx"))?.importedIds ?? [])];
      for (let next = todo.pop(); next; next = todo.pop()) {
        if (frame.has(next) || next.includes("/node_modules/") || !next.startsWith(app)) continue;
        frame.add(next);
        todo.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return frame.has(id) ? "frame" : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The browser build's URL prefix, as with the classic compiler: bin/portal.ts serves build/client
  // there as immutable files, and the chunk-error watcher (app/components/layout/chunk-errors.ts) and
  // the metrics' route label know build files by it.
  base: "/build/",
  // No public/ folder: every file the browser gets is imported by the app, so it has a hashed URL under /build/.
  publicDir: false,
  resolve: { alias: PATH_ALIASES },
  // Every imported file keeps a URL of its own, as with the classic compiler: an icon sprite inlined as a
  // data: URL would not work in `<use href>`, and a font or image inlined into a page or sheet is not cached apart.
  build: {
    assetsInlineLimit: 0,
    // The browser's code through terser rather than Vite's default esbuild: 4 % smaller in gzip (the
    // frame file 89.4 → 85.9 KB) for 5 s more of build (decision 076). The server build is not minified.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { module: true },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: frameChunk() } },
  },
  plugins: [
    remix({
      ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
      serverModuleFormat: "esm",
      // Routes are flat files named by Remix v2's dot convention (app/routes/my.account.edit.tsx is /my/account/edit).
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    clientModuleSizes(),
  ],
}));
