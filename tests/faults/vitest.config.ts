import { defineConfig } from "vitest/config";

/**
 * `npm run test:faults`: real processes killed, stopped and overloaded (docs/operations.md). Its own
 * config, so the default `npx vitest run` projects do not run it a second time. One file at a time:
 * each drives processes of its own on the 2 shared cores.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/faults/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 150_000,
  },
});
