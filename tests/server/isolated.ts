/**
 * The server project shares one module world per worker (vitest's `isolate: false`, decision 103): a worker
 * imports the API once, not once for each of its files, which was most of a server file's second and a half
 * of imports. A file that changes what later files in its worker would see (a module mocked, the process's
 * environment) runs in the isolated project instead, with its reason here. tests/unit/server-test-isolation
 * fails when a server file does one of those things without being named.
 */
export const ISOLATED: Record<string, string> = {
  "auth-journey.test.ts": "vi.mock of @node-rs/argon2 (a pass-through spy that counts verifications)",
  "page-visits.test.ts": "sets process.env.PRODUCT_API_URL, which the portal's callApi reads",
};
