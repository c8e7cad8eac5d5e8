/**
 * The one place that knows how the E2E stack is wired, so playwright.config.ts, the API-down spec
 * and every other spec agree on ports, data folders and the demo doctor's bearer token.
 */
export const E2E_PORT = 3210;
export const E2E_API_PORT = 4210;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;

/** The seed turns this into a personal access token for the demo doctor (id 1). */
export const DEMO_TOKEN = "1|e2e-demo-token-0123456789abcdef0123456789abcdef";

/** Test-only; 44 characters like `openssl rand -base64 32`, which the portal requires in production. */
export const E2E_SESSION_SECRET = "e2e-only-session-secret-0123456789abcdefABCD";

/**
 * Environment of the shared stack (the API-down spec reuses it for its own pair). Production mode
 * on purpose: E2E sees what users get, including __Host- Secure cookies, which Chromium accepts
 * on http://127.0.0.1 because loopback counts as a secure context.
 */
export const stackEnv = {
  HOST: "127.0.0.1",
  PORT: String(E2E_PORT),
  API_PORT: String(E2E_API_PORT),
  DATA_DIR: ".data-e2e",
  NODE_ENV: "production",
  SESSION_SECRET: E2E_SESSION_SECRET,
  ADMIN_URL: "https://admin.sopan-pg.example",
} as const;
