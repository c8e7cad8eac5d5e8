/** The exam engine's background job (server/jobs/queue.ts): attempts nobody came back to are submitted. */
import type { Db } from "../db/client";
import type { JobDefinition, JobLogger } from "../jobs/queue";
import { submitOverdueAttempts } from "./attempts";

export const SUBMIT_OVERDUE = "exams.submit-overdue";
/** Results and merit lists count an attempt once it is submitted; 15 s keeps them close to the deadline. */
export const SUBMIT_OVERDUE_EVERY_MS = 15_000;

export const submitOverdueJob = (db: Db, now: () => Date, log: JobLogger): JobDefinition => ({
  name: SUBMIT_OVERDUE,
  attempts: 3,
  backoffMs: 2_000,
  async handle() {
    const submitted = await submitOverdueAttempts(db, now());
    if (submitted) log.info({ submitted }, "overdue exam attempts submitted by the server");
  },
});
