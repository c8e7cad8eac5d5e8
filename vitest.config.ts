import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  // The same aliases as tsconfig.json `paths`, so tests import exactly what the app imports.
  resolve: {
    alias: [
      { find: /^~\//, replacement: fromRoot("./app/") },
      { find: /^@contract$/, replacement: fromRoot("./server/contract/index.ts") },
    ],
  },
  test: {
    environment: "node",
    // PGlite runs migrations in-process on first use; on a 2-core CI box that alone can take seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Two projects so CI can rerun only the database-backed suites against PostgreSQL:
    // `npx vitest run --project server` (with TEST_DATABASE_URL set).
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      { extends: true, test: { name: "server", include: ["tests/server/**/*.test.ts", "tests/contract/**/*.test.ts"] } },
    ],
  },
});
