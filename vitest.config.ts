import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  // The same aliases as tsconfig.json `paths`, so tests import exactly what the app imports.
  resolve: {
    alias: [
      { find: /^~\//, replacement: fromRoot("./app/") },
      { find: /^@contract$/, replacement: fromRoot("./server/contract/index.ts") },
      { find: /^@contract\/rules$/, replacement: fromRoot("./server/contract/rules.ts") },
    ],
  },
  test: {
    environment: "node",
    // Each file's beforeAll loads a migrated PGlite (tests/server/global-setup.ts) and seeds it in-process; on a
    // loaded 2-core box that has taken over 30 s, so hooks get more room than tests.
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Two projects so CI can rerun only the database-backed suites against PostgreSQL:
    // `npx vitest run --project server` (with TEST_DATABASE_URL set).
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts", "tests/contract/**/*.test.ts"],
          // One migrated PGlite database per run, which each file's database is loaded from.
          globalSetup: ["tests/server/global-setup.ts"],
        },
      },
    ],
  },
});
