/**
 * Sending an SMS as a job (server/jobs/queue.ts), so a slow or failing gateway is retried in the
 * background instead of holding up, or failing, the request that asked for it (decision 026).
 */
import type { JobDefinition } from "../jobs/queue";
import type { SmsDriver, SmsMessage } from "./driver";

export const SMS_SEND = "sms.send";

/** `otpCodeId`: the code this message carries, forgotten if the message never leaves (see otp.ts). */
export type SmsJob = SmsMessage & { otpCodeId?: number };

/** 4 tries over about 14 s (2, 4, 8 s apart): well inside an OTP code's 5 minutes. */
export const SMS_ATTEMPTS = 4;
export const SMS_BACKOFF_MS = 2_000;

export const smsSendJob = (sms: SmsDriver, onUndelivered: (message: SmsJob) => Promise<void>): JobDefinition<SmsJob> => ({
  name: SMS_SEND,
  attempts: SMS_ATTEMPTS,
  backoffMs: SMS_BACKOFF_MS,
  // The text carries a code: not kept in Redis after the job ends.
  secret: true,
  handle: ({ to, text }) => sms.send({ to, text }),
  onGiveUp: onUndelivered,
});
