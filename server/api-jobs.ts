/**
 * The product API's background jobs: which driver (BullMQ with REDIS_URL, else in-process), what is
 * defined, and what runs on a schedule. Each job's work is its area's domain function.
 */
import { forgetUndeliveredCode } from "./auth/otp";
import { EXPIRE_HOLDS, EXPIRE_HOLDS_EVERY_MS, expireHoldsJob } from "./catalogue/jobs";
import type { Db } from "./db/client";
import { SUBMIT_OVERDUE, SUBMIT_OVERDUE_EVERY_MS, submitOverdueJob } from "./exams/jobs";
import type { PaymentGateway } from "./payments/bkash";
import { SETTLE_PENDING, SETTLE_PENDING_EVERY_MS, settlePendingJob } from "./payments/jobs";
import type { SmsDriver } from "./sms/driver";
import { smsSendJob } from "./sms/jobs";
import { bullmqJobQueue } from "./jobs/bullmq";
import { inProcessJobQueue } from "./jobs/in-process";
import type { JobLogger, JobQueue } from "./jobs/queue";

export const jobQueueFor = (redisUrl: string | undefined, log: JobLogger): JobQueue =>
  redisUrl ? bullmqJobQueue({ url: redisUrl, log }) : inProcessJobQueue({ log });

export type ApiJobDeps = { db: Db; sms: SmsDriver; bkash: PaymentGateway; now: () => Date; log: JobLogger };

export function defineApiJobs(jobs: JobQueue, { db, sms, bkash, now, log }: ApiJobDeps): void {
  jobs.define(
    smsSendJob(sms, async (message) => {
      if (message.otpCodeId !== undefined) await forgetUndeliveredCode(db, message.otpCodeId);
    }),
  );
  jobs.define(settlePendingJob(db, bkash, now, log));
  jobs.define(submitOverdueJob(db, now, log));
  jobs.define(expireHoldsJob(db, now, log));
}

/** The sweeps. Only a serving API schedules them (startApi), not a test's bare buildApi. */
export function scheduleApiJobs(jobs: JobQueue): void {
  jobs.every(SETTLE_PENDING, SETTLE_PENDING_EVERY_MS);
  jobs.every(SUBMIT_OVERDUE, SUBMIT_OVERDUE_EVERY_MS);
  jobs.every(EXPIRE_HOLDS, EXPIRE_HOLDS_EVERY_MS);
}
