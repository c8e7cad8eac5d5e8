import { describe, expect, it } from "vitest";
import {
  OTP_POLICY,
  checkOtp,
  generateOtpCode,
  hashOtpCode,
  otpSendLimits,
  resendWaitMs,
  type StoredOtp,
} from "../../server/auth/otp-policy";

const pepper = "test-pepper";
const t0 = 1_800_000_000_000;
const stored = (over: Partial<StoredOtp> = {}): StoredOtp => ({
  codeHash: hashOtpCode("123456", pepper),
  createdAt: t0,
  wrongTries: 0,
  consumedAt: null,
  ...over,
});

describe("OTP policy", () => {
  it("generates 6 digits, zero-padded", () => {
    for (let i = 0; i < 200; i++) expect(generateOtpCode()).toMatch(/^\d{6}$/);
  });

  it("accepts the right code within 5 minutes", () => {
    expect(checkOtp(stored(), "123456", pepper, t0 + OTP_POLICY.ttlMs)).toEqual({ ok: true });
  });

  it("expires after 5 minutes", () => {
    expect(checkOtp(stored(), "123456", pepper, t0 + OTP_POLICY.ttlMs + 1)).toMatchObject({ ok: false, reason: "expired" });
  });

  it("counts down wrong tries and is dead after the fifth", () => {
    expect(checkOtp(stored(), "000000", pepper, t0)).toEqual({ ok: false, reason: "wrong", triesLeft: 4 });
    expect(checkOtp(stored({ wrongTries: 4 }), "000000", pepper, t0)).toEqual({ ok: false, reason: "wrong", triesLeft: 0 });
    // Even the right code is refused once the tries are used up.
    expect(checkOtp(stored({ wrongTries: 5 }), "123456", pepper, t0)).toMatchObject({ ok: false, reason: "locked" });
  });

  it("is single use", () => {
    expect(checkOtp(stored({ consumedAt: t0 + 1 }), "123456", pepper, t0 + 2)).toMatchObject({ ok: false, reason: "used" });
  });

  it("depends on the pepper", () => {
    expect(checkOtp(stored(), "123456", "another-pepper", t0)).toMatchObject({ ok: false, reason: "wrong" });
  });

  it("enforces a 60 s resend cooldown", () => {
    expect(resendWaitMs(null, t0)).toBe(0);
    expect(resendWaitMs(t0, t0 + 1_000)).toBe(59_000);
    expect(resendWaitMs(t0, t0 + OTP_POLICY.resendCooldownMs)).toBe(0);
  });

  it("keeps its own send limits unless a test stack loosens them (config passes only what the env set)", () => {
    const none = { resendCooldownMs: undefined, signedInSendsPerHour: undefined };
    expect(otpSendLimits(none)).toEqual({ resendCooldownMs: 60_000, signedInSendsPerHour: 5 });
    expect(otpSendLimits({ resendCooldownMs: 2_000, signedInSendsPerHour: 60 })).toEqual({
      resendCooldownMs: 2_000,
      signedInSendsPerHour: 60,
    });
  });
});
