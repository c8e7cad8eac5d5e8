/** Payments' background job (server/jobs/queue.ts): pending payments a closed wallet page left behind are settled. */
import type { Db } from "../db/client";
import type { JobDefinition, JobLogger } from "../jobs/queue";
import type { PaymentGateway } from "./bkash";
import { reconcile } from "./settle";

export const SETTLE_PENDING = "payments.settle-pending";
/** reconcile only looks at payments pending for RECONCILE_AFTER_MS, so a minute is soon enough. */
export const SETTLE_PENDING_EVERY_MS = 60_000;

export const settlePendingJob = (db: Db, gateway: PaymentGateway, now: () => Date, log: JobLogger): JobDefinition => ({
  name: SETTLE_PENDING,
  attempts: 3,
  backoffMs: 10_000,
  async handle() {
    const { checked, paid } = await reconcile(db, gateway, now(), log);
    if (checked) log.info({ checked, paid }, "pending payments reconciled with bKash");
  },
});
