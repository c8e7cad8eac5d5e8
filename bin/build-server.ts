/**
 * `npm run build:server`: the product API, its migrate and payments commands and the portal host
 * compiled into plain JavaScript under dist/, so production runs `node dist/….js` with neither tsx nor
 * esbuild (docs/decisions/037). Packages stay imports of node_modules; our own code is bundled.
 *
 * Two things make a bundle behave as the sources do:
 * - each bundled module's `import.meta.url` / `import.meta.dirname` becomes its source file's location, so the
 *   files read beside the sources (migrations, media, geography) are found, and an "is this file the process
 *   entry" check never fires for a module merely bundled into another entry (bin/portal.ts inside dist/start.js).
 *   An entry keeps the output file's own: dist/ is one level below the root, as bin/ is, so its root is the same;
 * - `import.meta.compiled` is true, so the stack starts its API and portal workers from dist/ too.
 * The sandbox routes (server/sandbox.ts: the SMS outbox, the bKash simulator) are left out: a compiled API
 * whose NODE_ENV asks for the sandbox fails to start with a message saying to run from the sources.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { readFile } from "node:fs/promises";

const ROOT = path.resolve(import.meta.dirname, "..");
export const DIST_DIR = path.join(ROOT, "dist");

/** Output name (dist/<name>.js) → source entry. */
export const SERVER_ENTRIES = {
  api: "server/main.ts",
  migrate: "server/migrate-command.ts",
  payments: "server/payments/command.ts",
  start: "bin/start.ts",
  portal: "bin/portal.ts",
} as const;

/** dist/ is one level below the root, so a source relative to the root is at `../<path>` from any output. */
function sourceLocation(entry: string): Plugin {
  return {
    name: "source-location",
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path === entry || args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const relative = path.relative(ROOT, args.path).split(path.sep).join("/");
        const url = `new URL(${JSON.stringify(`../${relative}`)}, import.meta.url)`;
        const contents = (await readFile(args.path, "utf8"))
          .replaceAll("import.meta.dirname", `__path.dirname(__fileURLToPath(${url}))`)
          .replaceAll("import.meta.filename", `__fileURLToPath(${url})`)
          .replaceAll("import.meta.url", `${url}.href`);
        return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}

const withoutSandbox: Plugin = {
  name: "without-sandbox",
  setup(b) {
    b.onResolve({ filter: /^\.\/sandbox$/ }, (args) =>
      args.importer === path.join(ROOT, "server", "app.ts") ? { path: "sandbox", namespace: "without-sandbox" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "without-sandbox" }, () => ({
      contents: `throw new Error("The compiled API has no sandbox (the SMS outbox, the bKash simulator): NODE_ENV development and test run from the sources (npm start).");`,
      loader: "js",
    }));
  },
};

export async function buildServer(): Promise<void> {
  rmSync(DIST_DIR, { recursive: true, force: true });
  // One build per entry: which module keeps the output's own import.meta depends on the entry.
  for (const [out, source] of Object.entries(SERVER_ENTRIES)) {
    const entry = path.join(ROOT, source);
    await build({
      entryPoints: [{ out, in: entry }],
      outdir: DIST_DIR,
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      target: "node20.19",
      tsconfig: path.join(ROOT, "tsconfig.json"),
      define: { "import.meta.compiled": "true" },
      banner: {
        js: 'import __path from "node:path"; import { fileURLToPath as __fileURLToPath } from "node:url";',
      },
      plugins: [withoutSandbox, sourceLocation(entry)],
      logLevel: "warning",
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await buildServer();
  console.log(`compiled ${Object.keys(SERVER_ENTRIES).join(", ")} into ${path.relative(ROOT, DIST_DIR)}/`);
}
