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
  /**
   * Guessing one account's password from many addresses: this many attempts an hour are free, then one
   * check per growing delay (accountLoginHeldMs; never a lockout; the doctor's own browsers are exempt).
   */
  loginPerAccount: { limit: 5, windowMs: 60 * 60_000 },
  /** Join attempts from one address, counted before the phone is looked up (no registration oracle). */
  joinsPerIp: { limit: 20, windowMs: 60 * 60_000 },
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

/** The wait before the next login attempt on an account past its free attempts: 1 s, 2 s, 4 s … at most a minute. */
export function accountLoginDelayMs(attempts: number): number {
  const beyond = attempts - AUTH_LIMITS.loginPerAccount.limit;
  return beyond <= 0 ? 0 : Math.min(60_000, 1000 * 2 ** Math.min(beyond - 1, 16));
}

/**
 * Paces password checks on one account from all addresses together: past the free attempts, one check
 * per growing delay. Answers the ms the account is still held by an earlier attempt (0: this attempt
 * takes the slot and checks the password as usual). What a held attempt gets instead is the login
 * route's choice (decision 031). A correct password clears the pace (`clearAccountLogin`).
 */
export async function accountLoginHeldMs(limiter: RateLimiter, account: string): Promise<number> {
  const { limit, windowMs } = AUTH_LIMITS.loginPerAccount;
  const { count } = await limiter.hit(`login:account:${account}`, limit, windowMs);
  const delay = accountLoginDelayMs(count);
  return delay === 0 ? 0 : limiter.hold(`login:account-pace:${account}`, delay);
}

export const clearAccountLogin = (limiter: RateLimiter, account: string) =>
  limiter.clear(`login:account:${account}`, `login:account-pace:${account}`);
