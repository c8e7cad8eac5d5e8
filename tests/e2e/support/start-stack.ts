/**
 * Playwright's webServer command: a freshly seeded API (apiEnv), then the portal through the real
 * `npm start` (stackEnv) pointed at it. Playwright stops the whole process group when the run ends.
 */
import { spawn } from "node:child_process";
import { apiEnv, E2E_API_URL, stackEnv } from "./stack";
import { freshDir, startTsx, waitUntilReady } from "./processes";

// Every run starts from the seed, so specs can rely on the seed facts.
freshDir(apiEnv.DATA_DIR);
// DATABASE_URL from the caller's shell must not point the tests at a real database.
const api = startTsx("server/main.ts", { ...apiEnv, DATABASE_URL: undefined }, "inherit");
await waitUntilReady(`${E2E_API_URL}/health`, api, 120_000);

// Variables meant for the API alone must not reach `npm start`, or it would pass them on.
const { SEED_DEMO_TOKEN: _token, DATA_DIR: _dir, API_PORT: _port, ...inherited } = process.env;
const portal = spawn("npm", ["start"], { stdio: "inherit", env: { ...inherited, ...stackEnv } });

// Either half dying ends the stack, so Playwright sees a failed start instead of a half-stack.
for (const [name, child] of [
  ["API", api.child],
  ["portal", portal],
] as const) {
  child.on("exit", (code, signal) => {
    console.error(`E2E stack: the ${name} stopped (${signal ?? `exit code ${code}`})`);
    process.exit(1);
  });
}
