/**
 * Attempt limits on login and OTP checks, counted by the shared rate limiter (memory, or Redis
 * when REDIS_URL is set). OTP *sends* are limited separately, from the otp_codes table (otp.ts).
 */
import { tooManyRequests } from "../http/errors";
import type { RateLimiter } from "../rate-limit/limiter";

const FIFTEEN_MINUTES = 15 * 60_000;

export type LimitRule = { limit: number; windowMs: number };

export const AUTH_LIMITS = {
  /** Guessing one account's password from one address. */
  loginPerAccountAndIp: { limit: 10, windowMs: FIFTEEN_MINUTES },
  /** Spraying many accounts from one address. */
  loginPerIp: { limit: 50, windowMs: FIFTEEN_MINUTES },
  /** Each code dies after 5 wrong tries anyway; this stops one address cycling through phones. */
  otpChecksPerIp: { limit: 30, windowMs: FIFTEEN_MINUTES },
  /** Change password checks the old password, which must not become a guessing oracle. */
  passwordChecksPerDoctor: { limit: 10, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, LimitRule>;

/** Counts one attempt; a 429 with Retry-After once the rule's window is full. */
export async function countAttempt(limiter: RateLimiter, key: string, rule: LimitRule): Promise<void> {
  const result = await limiter.hit(key, rule.limit, rule.windowMs);
  if (!result.allowed) throw tooManyRequests(result.retryAfterMs);
}
