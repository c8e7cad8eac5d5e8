import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { PATH_ALIASES } from "./path-aliases.config";
import { ISOLATED } from "./tests/server/isolated";
import { PGLITE_ONLY } from "./tests/server/pglite-only";

const SERVER_FILES = ["tests/server/**/*.test.ts", "tests/contract/**/*.test.ts"];
// On PostgreSQL only what depends on the engine runs again (decision 092, tests/server/pglite-only.ts).
const engineExclude = process.env.TEST_DATABASE_URL
  ? [...configDefaults.exclude, ...Object.keys(PGLITE_ONLY).map((file) => `tests/server/${file}`)]
  : configDefaults.exclude;
// The files that run in server-isolated, not in the shared module world (decision 103).
const ISOLATED_FILES = Object.keys(ISOLATED).map((file) => `tests/server/${file}`);
// One migrated PGlite database per run and project, which each file's database is loaded from.
const GLOBAL_SETUP = ["tests/server/global-setup.ts"];

// Its own config, so Vitest does not read vite.config.ts and never loads the Remix plugin (the portal build's).
export default defineConfig({
  // The same aliases as the build, so tests import exactly what the app imports.
  resolve: { alias: PATH_ALIASES },
  test: {
    environment: "node",
    // Each file's beforeAll loads a migrated PGlite (tests/server/global-setup.ts) and seeds it in-process; on a
    // loaded 2-core box that has taken over 30 s, so hooks get more room than tests.
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine that is one file at a time,
    // and one core sat idle through both server passes (measured: PGlite 394 s on 1 worker, 301 s on 2, with
    // 1.9 cores busy). Each file has a database of its own (PGlite in memory, or a PostgreSQL schema), Redis
    // keys of its own and port 0, so files do not meet.
    maxWorkers: availableParallelism(),
    // The server projects apart from the unit one, so CI can rerun only the database-backed suites against
    // PostgreSQL: `npx vitest run --project 'server*'` (with TEST_DATABASE_URL set).
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "server",
          include: SERVER_FILES,
          exclude: [...engineExclude, ...ISOLATED_FILES],
          // One module world per worker (decision 103): a worker imports the API once instead of once a file
          // (the server pass on PGlite: 187 s → 118 s). What a file would leave behind for the next is checked by
          // tests/unit/server-test-isolation.test.ts; such files run in server-isolated.
          isolate: false,
          globalSetup: GLOBAL_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: "server-isolated",
          include: ISOLATED_FILES,
          exclude: engineExclude,
          globalSetup: GLOBAL_SETUP,
        },
      },
    ],
  },
});
