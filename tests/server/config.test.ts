import { BlockList } from "node:net";
import { hostname } from "node:os";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEV_OTP_PEPPER,
  parseApiConfig,
  refuseUntrustedPortal,
  SANDBOX_BKASH,
  trustsAddress,
} from "../../server/config";
import { PRODUCTION_ENV } from "./helpers";

const DEMO = "1|e2e-demo-token-0123456789abcdef0123456789abcdef";

describe("parseApiConfig", () => {
  it("has working defaults", () => {
    expect(parseApiConfig({})).toEqual({
      nodeEnv: "development",
      sandbox: false,
      port: 4000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      dataDir: "./.data",
      backupDir: "./backups",
      workers: 1,
      migrateOnStart: true,
      replicaName: hostname(),
      trustProxy: ["127.0.0.1", "::1"],
      seedDemoToken: undefined,
      logLevel: "info",
      tokenIdleDays: 14,
      tokenMaxDays: 60,
      maxDevices: 2,
      otpPepper: DEV_OTP_PEPPER,
      otpResendCooldownMs: undefined,
      otpSignedInSendsPerHour: undefined,
      redisUrl: undefined,
      pressure: { maxEventLoopDelayMs: 1000, drillUserAgent: undefined },
      sms: { driver: "log", printCodes: false },
      bkash: { baseUrl: "http://127.0.0.1:4000/dev/bkash/v1.2.0-beta", ...SANDBOX_BKASH, timeoutMs: 30_000 },
      // The default ranges themselves: tests/server/metrics.test.ts.
      metrics: { allow: expect.any(BlockList), token: undefined },
    });
  });

  it("opens the sandbox (SMS outbox, bKash simulator) only when NODE_ENV says development or test", () => {
    const sandboxOf = (NODE_ENV?: string) => {
      const { sandbox, sms } = parseApiConfig(NODE_ENV === "production" ? PRODUCTION_ENV : { NODE_ENV });
      return { sandbox, printCodes: sms.driver === "log" && sms.printCodes };
    };
    expect(sandboxOf(undefined)).toEqual({ sandbox: false, printCodes: false });
    expect(sandboxOf("development")).toEqual({ sandbox: true, printCodes: true });
    expect(sandboxOf("test")).toEqual({ sandbox: true, printCodes: false });
    expect(sandboxOf("production")).toEqual({ sandbox: false, printCodes: false });
  });

  it("points bKash at the simulator on the API's own port outside production, on loopback for a wildcard host", () => {
    expect(parseApiConfig({ API_PORT: "4910", HOST: "0.0.0.0" }).bkash.baseUrl).toBe(
      "http://127.0.0.1:4910/dev/bkash/v1.2.0-beta",
    );
    expect(
      parseApiConfig({ BKASH_BASE_URL: "https://tokenized.sandbox.bka.sh/v1.2.0-beta/", BKASH_TIMEOUT_MS: "5000" }).bkash,
    ).toMatchObject({
      baseUrl: "https://tokenized.sandbox.bka.sh/v1.2.0-beta",
      timeoutMs: 5000,
    });
  });

  it("production wants every bKash setting and refuses the simulator, never echoing the secrets", () => {
    const { BKASH_PASSWORD: _, ...withoutPassword } = PRODUCTION_ENV;
    expect(() => parseApiConfig(withoutPassword)).toThrow(/BKASH_PASSWORD is required in production/);
    const simulated = { ...PRODUCTION_ENV, BKASH_BASE_URL: "http://127.0.0.1:4000/dev/bkash/v1.2.0-beta" };
    expect(() => parseApiConfig(simulated)).toThrow(/BKASH_BASE_URL pointing at the bKash simulator is refused/);
    expect(parseApiConfig(PRODUCTION_ENV).bkash).toMatchObject({ username: "merchant", appKey: "app-key" });
    try {
      parseApiConfig({ ...PRODUCTION_ENV, BKASH_APP_SECRET: "", BKASH_PASSWORD: "" });
      expect.unreachable();
    } catch (err) {
      expect(String(err)).not.toContain("merchant-password");
    }
  });

  it("reads every variable", () => {
    const config = parseApiConfig({
      NODE_ENV: "test",
      API_PORT: "4101",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://u@db:5432/sopan",
      DATA_DIR: ".data-4101",
      API_TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
      SEED_DEMO_TOKEN: DEMO,
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      port: 4101,
      host: "0.0.0.0",
      trustProxy: ["10.0.0.0/8", "127.0.0.1"],
      seedDemoToken: DEMO,
      logLevel: "warn",
    });
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
    [
      { ...PRODUCTION_ENV, OTP_SIGNED_IN_SENDS_PER_HOUR: "60" },
      /OTP_SIGNED_IN_SENDS_PER_HOUR is refused when NODE_ENV=production/,
    ],
    [{ OTP_SIGNED_IN_SENDS_PER_HOUR: "60" }, /OTP_SIGNED_IN_SENDS_PER_HOUR is refused when NODE_ENV=development/],
    [
      { ...PRODUCTION_ENV, PRESSURE_DRILL_USER_AGENT: "drill-marker" },
      /PRESSURE_DRILL_USER_AGENT is refused when NODE_ENV=production/,
    ],
    [{ PRESSURE_DRILL_USER_AGENT: "drill-marker" }, /PRESSURE_DRILL_USER_AGENT is refused when NODE_ENV=development/],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => parseApiConfig(env)).toThrow(ConfigError);
    expect(() => parseApiConfig(env)).toThrow(message);
  });

  it("lets a test stack shorten the OTP resend cooldown", () => {
    expect(parseApiConfig({ NODE_ENV: "test", OTP_RESEND_COOLDOWN_SECONDS: "2" }).otpResendCooldownMs).toBe(2_000);
    expect(parseApiConfig({ NODE_ENV: "test" }).otpResendCooldownMs).toBeUndefined();
  });

  it("lets a test stack raise the signed-in OTP budget, and only a test stack", () => {
    expect(parseApiConfig({ NODE_ENV: "test", OTP_SIGNED_IN_SENDS_PER_HOUR: "60" }).otpSignedInSendsPerHour).toBe(60);
    expect(parseApiConfig({ NODE_ENV: "test" }).otpSignedInSendsPerHour).toBeUndefined();
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

describe("API_TRUST_PROXY", () => {
  it("replaces TRUST_PROXY, which is refused with a message saying what to set", () => {
    expect(() => parseApiConfig({ TRUST_PROXY: "10.0.0.1" })).toThrow(
      /TRUST_PROXY is no longer read: set PORTAL_TRUST_PROXY .* and API_TRUST_PROXY/,
    );
  });

  it("reads addresses, subnets and loopback", () => {
    expect(trustsAddress(["127.0.0.1", "::1"], "127.0.0.1")).toBe(true);
    expect(trustsAddress(["loopback"], "127.0.0.1")).toBe(true);
    expect(trustsAddress(["10.0.0.0/8"], "10.1.2.3")).toBe(true);
    expect(trustsAddress(["10.0.0.0/8"], "127.0.0.1")).toBe(false);
    expect(trustsAddress([], "127.0.0.1")).toBe(false);
  });

  it("is refused when it would not trust the portal's known address (the load balancer's instead)", () => {
    const lbOnly = parseApiConfig({ API_TRUST_PROXY: "10.0.0.5" });
    expect(() => refuseUntrustedPortal(lbOnly, "127.0.0.1")).toThrow(ConfigError);
    expect(() => refuseUntrustedPortal(lbOnly, "127.0.0.1")).toThrow(
      /API_TRUST_PROXY: must include the portal's address 127.0.0.1/,
    );
    expect(() => refuseUntrustedPortal(parseApiConfig({}), "127.0.0.1")).not.toThrow();
    expect(() => refuseUntrustedPortal(parseApiConfig({ API_TRUST_PROXY: "10.0.0.5,loopback" }), "127.0.0.1")).not.toThrow();
  });
});
