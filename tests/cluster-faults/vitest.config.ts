import { defineConfig } from "vitest/config";
import baseConfig from "../../vitest.config";

/**
 * The cluster fault tests (decision 028): real processes (nginx, 2 portals, 2 APIs) on ports 5850–5884,
 * PostgreSQL (TEST_DATABASE_URL's server, database `cluster_faults`) and a private redis-server. Run by
 * tests/run.sh's cluster stage; alone: `npm run test:cluster-faults`.
 */
export default defineConfig({
  resolve: baseConfig.resolve,
  test: {
    environment: "node",
    include: ["tests/cluster-faults/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    // Starting the cluster builds the portal when its build is stale, then waits for 5 processes.
    hookTimeout: 300_000,
  },
});
