import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL } from "./tests/e2e/support/stack";

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "*.spec.ts",
  // Its own folder, so the run's JSON report in test-results/ survives Playwright's clean-up.
  outputDir: "test-results/e2e",
  workers: 2,
  retries: CI ? 1 : 0,
  // What a page does once its JavaScript has run (hydration, an after-load modal) can take several seconds on a
  // loaded 2-core machine with two browsers beside the stack (seen: 12 s from load to hydration in a CI run), far
  // past the 5 s default. A passing check returns as soon as it holds, so this only lengthens a failure.
  expect: { timeout: 15_000 },
  // A test's whole budget, for the same reason: on a slow 2-core machine (2026-11-30: page loads of
  // 2–4 s under the suite's own load) tests of several logins and navigations ran past the 30 s
  // default while a check was still within its own limit (above), which stays as it is.
  timeout: 60_000,
  forbidOnly: CI,
  reporter: [
    ["list"],
    ["html", { open: "never" }],
    // Read by .ci/run for the closing "N passed, N failed" line.
    ["json", { outputFile: "test-results/playwright.json" }],
  ],
  use: {
    baseURL: E2E_BASE_URL,
    // Kept for a failed test, so recorded for every test. Without the screencast: its frames were encoded for every
    // test all the time, and six spec files took 3.7 min with it and 3.1 without (Chromium's compositor 36 → 16 s
    // of CPU, its browser process 80 → 67 s). A failure's trace keeps the actions, DOM snapshots, network and console.
    trace: { mode: "retain-on-failure", screenshots: false },
    locale: "bn-BD",
    // Chromium draws every frame of an endless animation (the home page's notice marquee, a video's watermark
    // drift) for as long as a page is open, on the CPU the stack and the other worker need: with reduced motion
    // the compositor process took 36 s of CPU instead of 81 s in a run of six spec files. The tests about
    // motion ask for it (home.spec.ts), and the other tests check nothing that moves.
    reducedMotion: "reduce",
    // Debian's Chromium: Playwright's own browser download cannot reach the network here. Its headless shell, as
    // Playwright itself uses for headless runs: the same Blink and V8 without the full browser's UI and GPU
    // processes, so six spec files took 111 s instead of 151 s (decision 102).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    // Every page renders on the server and every form posts without JavaScript; this project proves it for the
    // tests where JavaScript changes what is checked (tagged NOJS, tests/e2e/support/nojs.ts). A test that only
    // reads what the server sent would see the same in both projects, so it runs once, in js.
    { name: "nojs", grep: /@nojs/, use: { javaScriptEnabled: false } },
  ],
  webServer: {
    // Its environment comes from tests/e2e/support/stack.ts.
    command: "node --import tsx tests/e2e/support/start-stack.ts",
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: !CI,
    // The first run builds the Remix app before it can answer.
    timeout: 180_000,
    // Startup failures and server errors reach the test log; request logs would drown it.
    stdout: "ignore",
    stderr: "pipe",
  },
});
