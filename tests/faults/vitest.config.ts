import { defineConfig } from "vitest/config";
import { PATH_ALIASES } from "../../path-aliases.config";

/**
 * `npm run test:faults`: real processes killed, stopped and overloaded (docs/operations.md). Its own
 * config, so the default `npx vitest run` projects do not run it a second time. One file at a time:
 * each drives processes of its own on the 2 shared cores.
 */
export default defineConfig({
  // The app's aliases, for a test that seals a session as the portal does (header-fuzz.test.ts).
  resolve: { alias: PATH_ALIASES },
  test: {
    environment: "node",
    include: ["tests/faults/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 150_000,
  },
});
