/**
 * Server test files whose subject does not depend on the database engine, so the PostgreSQL pass
 * (TEST_DATABASE_URL, tests/run.sh) leaves them to the PGlite one (decision 092). PGlite is PostgreSQL's own
 * code, so SQL means the same on both; what differs is concurrency (one connection against a pool), the
 * driver's value parsing and encoding, locks, errors of a connection, backups and plans. A file whose test
 * reaches any of those stays on both; a new file runs on both unless it is named here with its reason.
 */
export const PGLITE_ONLY: Record<string, string> = {
  "activities.test.ts": "validation of an activity and whose address is believed; one plain insert",
  "auth-cache.test.ts": "the in-process cache's timing around a revocation",
  "auth-config.test.ts": "production's refusal of the sandbox settings, decided at start",
  "backup-signal.test.ts": "the PGlite API's own copy on SIGUSR2, which opens PGlite whatever the engine",
  "bkash-simulator.test.ts": "the bKash driver against the simulator's protocol",
  "catalogue-media.test.ts": "the demo image files and their serving",
  "config.test.ts": "configuration parsing, no database",
  "contract-routes.test.ts": "the contract's route registry against the built API's routes",
  "fuzz.test.ts": "hostile input refused by validation before any query",
  "http-extras.test.ts": "the CSRF cookie, demo media and health answers",
  "jobs-bullmq.test.ts": "the job driver on Redis, no database",
  "locations.test.ts": "the seeded geography's counts and names (the seed itself runs on both in seed.test.ts)",
  "pagination-errors.test.ts": "pagination links and error shapes",
  "profile-photo.test.ts": "a photo judged by its bytes and its size",
  "under-pressure.test.ts": "the overload answer and the pressure drill",
};
