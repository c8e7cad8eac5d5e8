/** The catalogue's background job (server/jobs/queue.ts): lapsed unpaid holds become cancelled enrolments. */
import type { Db } from "../db/client";
import type { JobDefinition, JobLogger } from "../jobs/queue";
import { releaseLapsedHolds } from "./holds";

export const EXPIRE_HOLDS = "enrollment.expire-holds";
/** Seats are freed at the lapse already (seat counts skip lapsed holds); this only tidies the rows. */
export const EXPIRE_HOLDS_EVERY_MS = 60_000;

export const expireHoldsJob = (db: Db, now: () => Date, log: JobLogger): JobDefinition => ({
  name: EXPIRE_HOLDS,
  attempts: 3,
  backoffMs: 5_000,
  async handle() {
    const released = await releaseLapsedHolds(db, now());
    if (released) log.info({ released }, "unpaid enrolment holds lapsed: cancelled");
  },
});
