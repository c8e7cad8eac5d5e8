import { describe, expect, it } from "vitest";
import { ConfigError, DEV_OTP_PEPPER, parseApiConfig } from "../../server/config";
import { PRODUCTION_ENV } from "./helpers";

const DEMO = "1|e2e-demo-token-0123456789abcdef0123456789abcdef";

describe("parseApiConfig", () => {
  it("has working defaults", () => {
    expect(parseApiConfig({})).toEqual({
      nodeEnv: "development",
      port: 4000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      dataDir: "./.data",
      trustProxy: ["127.0.0.1", "::1"],
      seedDemoToken: undefined,
      logLevel: "info",
      tokenIdleDays: 14,
      tokenMaxDays: 60,
      maxDevices: 2,
      otpPepper: DEV_OTP_PEPPER,
      otpResendCooldownMs: 60_000,
      redisUrl: undefined,
      sms: { driver: "log" },
    });
  });

  it("reads every variable", () => {
    const config = parseApiConfig({
      NODE_ENV: "test",
      API_PORT: "4101",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://u@db:5432/sopan",
      DATA_DIR: ".data-4101",
      TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
      SEED_DEMO_TOKEN: DEMO,
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({ port: 4101, host: "0.0.0.0", trustProxy: ["10.0.0.0/8", "127.0.0.1"], seedDemoToken: DEMO, logLevel: "warn" });
  });

  it.each([
    [{ API_PORT: "eighty" }, /API_PORT: .*\(got "eighty"\)/],
    [{ API_PORT: "70000" }, /API_PORT/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must start with postgres/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
    [{ SEED_DEMO_TOKEN: "short" }, /SEED_DEMO_TOKEN must look like/],
    [{ NODE_ENV: "production", SEED_DEMO_TOKEN: DEMO }, /SEED_DEMO_TOKEN is refused when NODE_ENV=production/],
    [{ ...PRODUCTION_ENV, OTP_RESEND_COOLDOWN_SECONDS: "2" }, /OTP_RESEND_COOLDOWN_SECONDS is refused when NODE_ENV=production/],
    [{ OTP_RESEND_COOLDOWN_SECONDS: "2" }, /OTP_RESEND_COOLDOWN_SECONDS is refused when NODE_ENV=development/],
    [{ NODE_ENV: "test", OTP_RESEND_COOLDOWN_SECONDS: "0" }, /OTP_RESEND_COOLDOWN_SECONDS must be a whole number of at least 1/],
    [{ NODE_ENV: "test", OTP_RESEND_COOLDOWN_SECONDS: "120" }, /OTP_RESEND_COOLDOWN_SECONDS must be at most 60/],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => parseApiConfig(env)).toThrow(ConfigError);
    expect(() => parseApiConfig(env)).toThrow(message);
  });

  it("lets a test stack shorten the OTP resend cooldown", () => {
    expect(parseApiConfig({ NODE_ENV: "test", OTP_RESEND_COOLDOWN_SECONDS: "2" }).otpResendCooldownMs).toBe(2_000);
    expect(parseApiConfig({ NODE_ENV: "test" }).otpResendCooldownMs).toBe(60_000);
  });

  it("never echoes secrets back", () => {
    try {
      parseApiConfig({ DATABASE_URL: "mysql://user:hunter2@db", SEED_DEMO_TOKEN: "1|tooshort" });
      expect.unreachable();
    } catch (err) {
      expect(String(err)).not.toContain("hunter2");
      expect(String(err)).not.toContain("tooshort");
    }
  });
});
