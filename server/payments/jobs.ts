/** Payments' background job (server/jobs/queue.ts): pending payments a closed wallet page left behind are settled. */
import type { Db } from "../db/client";
import type { JobDefinition, JobLogger } from "../jobs/queue";
import type { PaymentGateway } from "./bkash";
import { reconcile, RECONCILE_AFTER_MS } from "./settle";

export const SETTLE_PENDING = "payments.settle-pending";
/** reconcile only looks at payments pending for RECONCILE_AFTER_MS, so a minute is soon enough. */
export const SETTLE_PENDING_EVERY_MS = 60_000;
/**
 * The job asks about a cancelled payment for its first quarter hour only (about 15 status calls);
 * `npm run payments:reconcile` looks back a whole day (RECHECK_CANCELLED_MS).
 */
export const JOB_RECHECKS_CANCELLED_MS = 3 * RECONCILE_AFTER_MS;

export const settlePendingJob = (db: Db, gateway: PaymentGateway, now: () => Date, log: JobLogger): JobDefinition => ({
  name: SETTLE_PENDING,
  attempts: 3,
  backoffMs: 10_000,
  async handle() {
    const { checked, paid, refundDue } = await reconcile(db, gateway, now(), log, JOB_RECHECKS_CANCELLED_MS);
    if (checked) log.info({ checked, paid, refund_due: refundDue.length }, "payments reconciled with bKash");
  },
});
