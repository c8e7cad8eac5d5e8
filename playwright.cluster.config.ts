/**
 * The cluster smoke project: the production topology from local processes (bin/stack-cluster.ts: nginx,
 * 2 portals, 2 APIs, PostgreSQL, Redis) started fresh for the run and stopped after it. `npm test`
 * runs it after the main Playwright stage; alone: `npx playwright test -c playwright.cluster.config.ts`.
 */
import { defineConfig } from "@playwright/test";
import baseConfig from "./playwright.config";
import { CLUSTER_URL } from "./tests/cluster/cluster-env";

export default defineConfig({
  testDir: "tests/cluster",
  testMatch: "*.spec.ts",
  outputDir: "test-results/cluster",
  globalSetup: "./tests/cluster/global-setup.ts",
  // One browser against one cluster: the specs prove things about the shared stack in order.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: "test-results/playwright-cluster.json" }]],
  use: { ...baseConfig.use, baseURL: CLUSTER_URL },
  projects: [{ name: "cluster", use: { javaScriptEnabled: true } }],
});
