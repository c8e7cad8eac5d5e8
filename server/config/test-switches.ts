/**
 * Switches only a test stack may set (NODE_ENV=test): looser OTP send limits, so browser suites do not
 * sleep out the real waits, and a User-Agent marker that meets the holding page on purpose.
 */
import { z } from "zod";
import { positiveInt, type Refuse } from "./values";

export const testSwitchesEnv = {
  /**
   * Test stacks only: a shorter wait between two codes to one phone, so browser suites do not
   * sleep out the real 60 s (auth/otp-policy.ts) several times per test.
   */
  OTP_RESEND_COOLDOWN_SECONDS: positiveInt("OTP_RESEND_COOLDOWN_SECONDS")
    .max(60, "OTP_RESEND_COOLDOWN_SECONDS must be at most 60")
    .optional(),
  /**
   * Test stacks only: more codes per hour to a signed-in doctor's phone than the policy's 5
   * (auth/otp-policy.ts), because a browser suite verifies one demo doctor's device from a fresh
   * browser in many tests.
   */
  OTP_SIGNED_IN_SENDS_PER_HOUR: positiveInt("OTP_SIGNED_IN_SENDS_PER_HOUR")
    .max(100, "OTP_SIGNED_IN_SENDS_PER_HOUR must be at most 100")
    .optional(),
  /**
   * Test stacks only (decision 038): exam-info and Start from a browser whose User-Agent contains this
   * marker are answered as under pressure the first time for each doctor, so a browser test meets the
   * holding page deterministically.
   */
  PRESSURE_DRILL_USER_AGENT: z.string().min(8).max(100).optional(),
};

type TestSwitchesEnv = z.output<z.ZodObject<typeof testSwitchesEnv>> & { NODE_ENV: string };

export function refuseTestSwitches(env: TestSwitchesEnv, refuse: Refuse): void {
  if (env.OTP_RESEND_COOLDOWN_SECONDS !== undefined && env.NODE_ENV !== "test") {
    refuse(
      "OTP_RESEND_COOLDOWN_SECONDS",
      `OTP_RESEND_COOLDOWN_SECONDS is refused when NODE_ENV=${env.NODE_ENV} (only test stacks may shorten the wait between codes)`,
    );
  }
  if (env.PRESSURE_DRILL_USER_AGENT !== undefined && env.NODE_ENV !== "test") {
    refuse(
      "PRESSURE_DRILL_USER_AGENT",
      `PRESSURE_DRILL_USER_AGENT is refused when NODE_ENV=${env.NODE_ENV} (only test stacks may pretend to be overloaded)`,
    );
  }
  if (env.OTP_SIGNED_IN_SENDS_PER_HOUR !== undefined && env.NODE_ENV !== "test") {
    refuse(
      "OTP_SIGNED_IN_SENDS_PER_HOUR",
      `OTP_SIGNED_IN_SENDS_PER_HOUR is refused when NODE_ENV=${env.NODE_ENV} (only test stacks may raise the hourly code budget)`,
    );
  }
}

export function testSwitches(c: TestSwitchesEnv) {
  return {
    otpResendCooldownMs: c.OTP_RESEND_COOLDOWN_SECONDS === undefined ? undefined : c.OTP_RESEND_COOLDOWN_SECONDS * 1000,
    otpSignedInSendsPerHour: c.OTP_SIGNED_IN_SENDS_PER_HOUR,
    drillUserAgent: c.PRESSURE_DRILL_USER_AGENT,
  };
}
