/**
 * `npm run test:compose` (tests/compose/run.sh): the specs against compose.yaml brought up in Docker, through
 * the nginx it publishes. run.sh brings the stack up and down; this config only points the browser at it and
 * runs the SMS and bKash stand-ins the APIs were told to call (tests/compose/global-setup.ts).
 */
import { defineConfig } from "@playwright/test";
import baseConfig from "./playwright.config";

export default defineConfig({
  testDir: "tests/compose",
  testMatch: "*.spec.ts",
  outputDir: "test-results/compose",
  globalSetup: "./tests/compose/global-setup.ts",
  // One browser against one stack: the spec stops and starts its database in order.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: "test-results/playwright-compose.json" }]],
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${process.env.COMPOSE_LB_PORT ?? "5980"}` },
  // Without JavaScript: every step is a plain form post through nginx, as the portal promises.
  projects: [{ name: "compose", use: { javaScriptEnabled: false } }],
});
