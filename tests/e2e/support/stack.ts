/**
 * The one place that knows how the E2E stack is wired, so playwright.config.ts, start-stack.ts,
 * the API-down spec and every other spec agree on ports, data folders and the demo doctor's token.
 */
/** Overridable so two checkouts on one machine can run their suites at the same time. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;

/** The session cookie's name: the stack's portal runs in production mode, so it carries the `__Host-` prefix. */
export const SESSION_COOKIE = "__Host-sopan_session";

/** The seed turns this into a personal access token for the demo doctor (id 1). */
export const DEMO_TOKEN = "1|e2e-demo-token-0123456789abcdef0123456789abcdef";

/**
 * The API's wait between two codes to one phone on this stack (OTP_RESEND_COOLDOWN_SECONDS, test
 * mode only) instead of the real 60 s, which tests/server/auth-otp.test.ts proves with a fake clock.
 * Long enough that a spec still sees the cooldown refuse an immediate resend on a busy machine.
 */
export const E2E_OTP_RESEND_COOLDOWN_SECONDS = 10;

/** A User-Agent fragment: the API refuses such a browser's first exam-info and Start once each, as under pressure (decision 038). */
export const E2E_PRESSURE_DRILL_MARKER = "e2e-pressure-drill";

/** Test-only; 44 characters like `openssl rand -base64 32`, which the portal requires in production. */
export const E2E_SESSION_SECRET = "e2e-only-session-secret-0123456789abcdefABCD";

/**
 * The portal (`npm start` with PRODUCT_API_URL, so it starts no API of its own). Production mode
 * on purpose: E2E sees what users get, including the __Host- Secure session cookie, which
 * Chromium accepts on http://127.0.0.1 because loopback counts as a secure context.
 */
export const stackEnv = {
  HOST: "127.0.0.1",
  PORT: String(E2E_PORT),
  PRODUCT_API_URL: E2E_API_URL,
  NODE_ENV: "production",
  PUBLIC_ORIGIN: E2E_BASE_URL,
  SESSION_SECRET: E2E_SESSION_SECRET,
  ADMIN_URL: "https://admin.sopan-pg.example",
} as const;

/**
 * The product API, outside production: there it refuses SEED_DEMO_TOKEN (a known bearer must never
 * reach a live site) and insists on a real SMS gateway, and E2E needs the demo token and the
 * development SMS driver. The portal's behaviour does not depend on the API's mode.
 */
export const apiEnv = {
  HOST: "127.0.0.1",
  API_PORT: String(E2E_API_PORT),
  // A suite on other ports (another engineer's run in the same checkout) gets a database of its own.
  DATA_DIR: process.env.E2E_API_PORT ? `.data-e2e-${E2E_API_PORT}` : ".data-e2e",
  NODE_ENV: "test",
  SEED_DEMO_TOKEN: DEMO_TOKEN,
  OTP_RESEND_COOLDOWN_SECONDS: String(E2E_OTP_RESEND_COOLDOWN_SECONDS),
  // Many specs verify the one demo doctor's device from a fresh browser (support/learning.ts); the
  // real budget of 5 an hour is proven by tests/server/auth-otp.test.ts.
  OTP_SIGNED_IN_SENDS_PER_HOUR: "60",
  // Only browsers carrying this marker meet the API "under pressure" (exam-holding.spec.ts; test stacks only).
  PRESSURE_DRILL_USER_AGENT: E2E_PRESSURE_DRILL_MARKER,
  // And only they, as in the server suites (tests/server/helpers.ts, testConfig): on a loaded CI machine the
  // browsers and the runner beside the API put a second of event-loop delay on it, its overload gate then
  // answered the exam lookup and Start 503 (seen at load 18), and exam specs met the holding page by chance.
  API_MAX_EVENT_LOOP_DELAY_MS: "60000",
  LOG_LEVEL: "warn",
} as const;

/**
 * The first-look journey's own `npm start` (first-look.ts): ports of its own beside the E2E stack's,
 * one pair per project (js, nojs), so the two can run at the same time.
 */
export const FIRST_LOOK_PORT = Number(process.env.FIRST_LOOK_PORT ?? E2E_PORT + 20);
export const FIRST_LOOK_API_PORT = Number(process.env.FIRST_LOOK_API_PORT ?? E2E_API_PORT + 20);
