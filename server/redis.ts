/**
 * How every Redis client of the API waits between reconnect attempts: 50 ms more after each failed one,
 * never more than REDIS_RECONNECT_MAX_MS, so whatever needs Redis is back within about that long after
 * Redis is. It is ioredis's own default, which the attempt limiter always had. BullMQ's default (e^n ms,
 * 1 s to 20 s) left the job queue's clients, and with them OTP requests, 7 s and more behind the limiter
 * after an outage of a few seconds (issue 42).
 */
export const REDIS_RECONNECT_MAX_MS = 2_000;

export const redisReconnectDelay = (attempt: number): number => Math.min(attempt * 50, REDIS_RECONNECT_MAX_MS);
