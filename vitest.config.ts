import { defineConfig } from "vitest/config";
import { PATH_ALIASES } from "./path-aliases.config";

// Its own config, so Vitest does not read vite.config.ts and never loads the Remix plugin (the portal build's).
export default defineConfig({
  // The same aliases as the build, so tests import exactly what the app imports.
  resolve: { alias: PATH_ALIASES },
  test: {
    environment: "node",
    // PGlite runs migrations and the seed in-process in each file's beforeAll; on a loaded 2-core box that alone
    // has taken over 30 s, so hooks get more room than tests.
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Two projects so CI can rerun only the database-backed suites against PostgreSQL:
    // `npx vitest run --project server` (with TEST_DATABASE_URL set).
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      { extends: true, test: { name: "server", include: ["tests/server/**/*.test.ts", "tests/contract/**/*.test.ts"] } },
    ],
  },
});
