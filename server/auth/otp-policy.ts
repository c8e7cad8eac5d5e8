/**
 * One-time-password rules (OWASP ASVS 6.5/6.6): 6 random digits, single use, valid 5 minutes,
 * dead after 5 wrong tries, 60 s between sends, and hourly send budgets. A signed-in doctor's steps
 * (device, change-password) have their own budget, which anonymous callers cannot spend; anonymous
 * steps (register, reset) are counted per phone and address, so a stranger spends only their own.
 * Pure functions over a stored record, so the rules are tested without a database or a clock.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

export const OTP_POLICY = {
  digits: 6,
  ttlMs: 5 * 60_000,
  maxWrongTries: 5,
  resendCooldownMs: 60_000,
  /** The signed-in doctor's budget (device, change-password), per phone. */
  sendsPerPhonePerHour: 5,
  /** Anonymous steps (register, reset): per phone and address, smaller than the doctor's. */
  anonymousSendsPerPhoneAndIpPerHour: 3,
  /** Anonymous steps per phone from all addresses together: an SMS flood needs many addresses and ends here. */
  anonymousSendsPerPhonePerHour: 10,
  /** Anonymous steps per address, whatever the phones. */
  sendsPerIpPerHour: 20,
  /** Lifetime of the token handed out after a correct code (bound to phone and purpose). */
  verifiedTokenTtlMs: 15 * 60_000,
} as const;

/**
 * `login` is the code that finishes a login while strangers' guesses pace the account (decision 031); it
 * is checked only inside the login call, with the password, so it is not in the contract's purposes.
 */
export const OTP_PURPOSES = ["register", "reset", "device", "change-password", "login"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
/** Purposes only a signed-in doctor can ask for (otp-request). */
export const SIGNED_IN_PURPOSES = ["device", "change-password"] as const satisfies readonly OtpPurpose[];
/**
 * Send budgets a stranger cannot spend, each counted per phone against itself: the signed-in doctor's
 * steps, and login codes (sent only to someone who typed the account's password). The other purposes
 * (register, reset) are anonymous and counted per phone and address.
 */
export const OWN_BUDGETS: readonly (readonly OtpPurpose[])[] = [SIGNED_IN_PURPOSES, ["login"]];
export const ownBudgetOf = (purpose: OtpPurpose) => OWN_BUDGETS.find((purposes) => purposes.includes(purpose)) ?? null;

export type StoredOtp = {
  codeHash: string;
  createdAt: number;
  wrongTries: number;
  consumedAt: number | null;
};

export type OtpCheck = { ok: true } | { ok: false; reason: "expired" | "used" | "locked" | "wrong"; triesLeft: number };

export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, "0");
}

/** Keyed hash: a leaked table alone cannot be brute-forced back to live codes. */
export function hashOtpCode(code: string, pepper: string): string {
  return createHmac("sha256", pepper).update(code).digest("hex");
}

export function checkOtp(stored: StoredOtp, code: string, pepper: string, now: number): OtpCheck {
  const triesLeft = Math.max(0, OTP_POLICY.maxWrongTries - stored.wrongTries);
  if (stored.consumedAt !== null) return { ok: false, reason: "used", triesLeft };
  if (triesLeft === 0) return { ok: false, reason: "locked", triesLeft };
  if (now - stored.createdAt > OTP_POLICY.ttlMs) return { ok: false, reason: "expired", triesLeft };
  const given = Buffer.from(hashOtpCode(code, pepper), "hex");
  const expected = Buffer.from(stored.codeHash, "hex");
  if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true };
  return { ok: false, reason: "wrong", triesLeft: triesLeft - 1 };
}

/**
 * Milliseconds until another code may be sent to this phone; 0 when it may be sent now. The
 * cooldown is OTP_POLICY's outside test stacks (config refuses a shorter one elsewhere).
 */
export function resendWaitMs(lastSentAt: number | null, now: number, cooldownMs: number = OTP_POLICY.resendCooldownMs): number {
  if (lastSentAt === null) return 0;
  return Math.max(0, lastSentAt + cooldownMs - now);
}

/**
 * The send limits in force: the policy's, except what a test stack loosens (config's
 * OTP_RESEND_COOLDOWN_SECONDS and OTP_SIGNED_IN_SENDS_PER_HOUR, refused outside NODE_ENV=test).
 */
export function otpSendLimits(loosened: { resendCooldownMs: number | undefined; signedInSendsPerHour: number | undefined }) {
  return {
    resendCooldownMs: loosened.resendCooldownMs ?? OTP_POLICY.resendCooldownMs,
    signedInSendsPerHour: loosened.signedInSendsPerHour ?? OTP_POLICY.sendsPerPhonePerHour,
  };
}

export const OTP_MESSAGES: Record<Extract<OtpCheck, { ok: false }>["reason"], string> = {
  expired: "কোডের মেয়াদ শেষ হয়ে গেছে। নতুন কোড নিন।",
  used: "এই কোড আগেই ব্যবহার করা হয়েছে। নতুন কোড নিন।",
  locked: "অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড নিন।",
  wrong: "কোডটি সঠিক নয়।",
};
