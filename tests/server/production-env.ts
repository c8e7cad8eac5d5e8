/**
 * What a production product API needs besides its database and Redis: the OTP pepper, the SMS gateway
 * and the bKash merchant. Both addresses are a closed port, so nothing is ever sent. Shared by the
 * configuration tests, the in-process test API (helpers.ts) and the fault suite's API processes.
 */
export const PRODUCTION_API_ENV = {
  NODE_ENV: "production",
  OTP_PEPPER: "test-only-otp-pepper-0123456789abcdef",
  SMS_HTTP_URL: "http://127.0.0.1:9/sms",
  SMS_HTTP_API_KEY: "test-key",
  SMS_SENDER_ID: "SOPAN",
  BKASH_BASE_URL: "http://127.0.0.1:9/v1.2.0-beta",
  BKASH_USERNAME: "merchant",
  BKASH_PASSWORD: "merchant-password",
  BKASH_APP_KEY: "app-key",
  BKASH_APP_SECRET: "app-secret",
} as const;
