/**
 * Production refuses the sandbox: the log SMS driver, a missing OTP pepper, and the dev SMS
 * outbox. A production API sends codes through the http driver to the configured gateway.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiProcessEnv } from "../../bin/api-env";
import { BKASH_SIMULATOR_PATH, ConfigError, parseApiConfig } from "../../server/config";
import { makeTestApi, PRODUCTION_ENV, type TestApi } from "./helpers";

const PEPPER = "p".repeat(32);
const HTTP_SMS = { SMS_HTTP_URL: "https://sms.example/send", SMS_HTTP_API_KEY: "key-123", SMS_SENDER_ID: "SOPAN" };
/** Production also wants the bKash merchant settings (payments); these tests are about the rest. */
const BKASH = Object.fromEntries(Object.entries(PRODUCTION_ENV).filter(([key]) => key.startsWith("BKASH_")));
const PRODUCTION = { NODE_ENV: "production", OTP_PEPPER: PEPPER, ...HTTP_SMS, ...BKASH, ALLOW_EMBEDDED_DB: "1" };

describe("configuration", () => {
  it("refuses the embedded database in production unless ALLOW_EMBEDDED_DB=1, naming that setting", () => {
    const { ALLOW_EMBEDDED_DB: _, ...noOptIn } = PRODUCTION;
    expect(() => parseApiConfig(noOptIn)).toThrow(/DATABASE_URL is required when NODE_ENV=production.*Set ALLOW_EMBEDDED_DB=1/);
    expect(() => parseApiConfig({ ...noOptIn, ALLOW_EMBEDDED_DB: "0" })).toThrow(/ALLOW_EMBEDDED_DB=1/);
    expect(() => parseApiConfig({ ...noOptIn, ALLOW_EMBEDDED_DB: "yes" })).toThrow(/ALLOW_EMBEDDED_DB must be 1 or 0/);
    expect(parseApiConfig(PRODUCTION).databaseUrl).toBeUndefined();
    expect(parseApiConfig({ ...noOptIn, DATABASE_URL: "postgres://db/sopan" }).databaseUrl).toBe("postgres://db/sopan");
    expect(parseApiConfig({ NODE_ENV: "development" }).dataDir).toBe("./.data");
  });

  it("refuses the log SMS driver in production, saying what to use", () => {
    expect(() => parseApiConfig({ ...PRODUCTION, SMS_DRIVER: "log" })).toThrow(ConfigError);
    expect(() => parseApiConfig({ ...PRODUCTION, SMS_DRIVER: "log" })).toThrow(
      /SMS_DRIVER=log is refused when NODE_ENV=production.*use SMS_DRIVER=http/,
    );
  });

  it("uses the http driver in production by default, and needs its three settings", () => {
    expect(parseApiConfig(PRODUCTION).sms).toEqual({
      driver: "http",
      url: HTTP_SMS.SMS_HTTP_URL,
      apiKey: "key-123",
      senderId: "SOPAN",
      timeoutMs: 10_000,
    });
    expect(() => parseApiConfig({ NODE_ENV: "production", OTP_PEPPER: PEPPER })).toThrow(
      /SMS_HTTP_URL is required when SMS_DRIVER=http \(the only driver allowed in production\)[\s\S]*SMS_HTTP_API_KEY[\s\S]*SMS_SENDER_ID/,
    );
    expect(() => parseApiConfig({ SMS_DRIVER: "http" })).toThrow(/SMS_HTTP_URL is required when SMS_DRIVER=http/);
  });

  it("requires a long OTP pepper in production only", () => {
    const { OTP_PEPPER: _, ...noPepper } = PRODUCTION;
    expect(() => parseApiConfig(noPepper)).toThrow(/OTP_PEPPER is required in production/);
    expect(() => parseApiConfig({ OTP_PEPPER: "short" })).toThrow(/OTP_PEPPER must be at least 32 characters/);
    expect(parseApiConfig(PRODUCTION).otpPepper).toBe(PEPPER);
    expect(parseApiConfig({}).otpPepper).toMatch(/^dev-only/);
  });

  it("reads the token, device and Redis settings", () => {
    const c = parseApiConfig({ TOKEN_IDLE_DAYS: "7", TOKEN_MAX_DAYS: "30", MAX_DEVICES: "3", REDIS_URL: "redis://cache:6379" });
    expect(c).toMatchObject({ tokenIdleDays: 7, tokenMaxDays: 30, maxDevices: 3, redisUrl: "redis://cache:6379" });
    expect(() => parseApiConfig({ MAX_DEVICES: "0" })).toThrow(/MAX_DEVICES must be a whole number of at least 1/);
    expect(() => parseApiConfig({ REDIS_URL: "cache:6379" })).toThrow(/REDIS_URL must start with redis:\/\//);
  });

  it("never echoes the pepper, the SMS key or URL, or the Redis URL", () => {
    try {
      parseApiConfig({
        OTP_PEPPER: "hunter2",
        REDIS_URL: "http://user:pw-secret@x",
        SMS_DRIVER: "http",
        SMS_HTTP_URL: "ftp://k-secret@x",
        SMS_HTTP_API_KEY: "",
      });
      expect.unreachable();
    } catch (err) {
      for (const secret of ["hunter2", "pw-secret", "k-secret"]) expect(String(err)).not.toContain(secret);
    }
  });
});

/** 404 when the simulator is not mounted; any other answer (a refusal of these empty credentials) when it is. */
const grantSimulatorToken = (api: TestApi) =>
  api.app.inject({ method: "POST", url: `${BKASH_SIMULATOR_PATH}/tokenized/checkout/token/grant`, payload: {} });

describe("the dev SMS outbox", () => {
  it("exists in development and test mode", async () => {
    for (const NODE_ENV of ["development", "test"]) {
      const api = await makeTestApi({ NODE_ENV });
      try {
        expect((await api.app.inject({ url: "/dev/sms-outbox?phone=01700000001" })).statusCode).toBe(200);
        expect((await api.app.inject({ url: "/dev/sms-outbox?phone=123" })).statusCode).toBe(422);
      } finally {
        await api.close();
      }
    }
    // Two APIs seeded one after the other.
  }, 60_000);

  it("does not exist, nor the bKash simulator, when NODE_ENV is unset (a bare API fails closed)", async () => {
    const api = await makeTestApi({ NODE_ENV: undefined });
    try {
      expect(api.config.nodeEnv).toBe("development");
      expect((await api.app.inject({ url: "/dev/sms-outbox?phone=01700000001" })).statusCode).toBe(404);
      expect((await grantSimulatorToken(api)).statusCode).toBe(404);
    } finally {
      await api.close();
    }
  });

  it("exists, with the bKash simulator, in the API that npm start launches, which prints each code", async () => {
    expect(apiProcessEnv({ NODE_ENV: "production" }).NODE_ENV).toBe("production");
    const printed: string[] = [];
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation((line) => {
      printed.push(String(line));
      return true;
    });
    const api = await makeTestApi(apiProcessEnv({ NODE_ENV: undefined }));
    try {
      expect(api.config.nodeEnv).toBe("development");
      expect((await grantSimulatorToken(api)).statusCode).toBe(200);
      const phone = "01311000077";
      const joined = await api.app.inject({ method: "POST", url: "/api/v3/auth/join", payload: { phone } });
      expect(joined.statusCode, joined.body).toBe(200);
      await api.jobs.idle();
      const outbox = await api.app.inject({ url: `/dev/sms-outbox?phone=${phone}` });
      const text = outbox.json<{ data: { text: string }[] }>().data[0]!.text;
      expect(printed.join("")).toContain(`SMS to ${phone} (dev outbox, not sent): ${text}`);
    } finally {
      stderr.mockRestore();
      await api.close();
    }
  });

  it("answers loopback peers only, whatever X-Forwarded-For says", async () => {
    const api = await makeTestApi({ NODE_ENV: "development" });
    try {
      const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
        api.app.inject({ url: "/dev/sms-outbox?phone=01700000001", remoteAddress, headers });
      expect((await from("203.0.113.9")).statusCode).toBe(404);
      expect((await from("10.0.0.2", { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(404);
      expect((await from("::1")).statusCode).toBe(200);
      expect((await from("127.0.0.1", { "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe("a production API", () => {
  let api: TestApi;
  let gateway: ReturnType<typeof createServer>;
  const received: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
  const logLines: string[] = [];

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        received.push({ headers: req.headers, body: JSON.parse(raw) });
        res.writeHead(200, { "content-type": "application/json" }).end('{"status":"queued"}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const { port } = gateway.address() as AddressInfo;
    api = await makeTestApi(
      { ...PRODUCTION_ENV, LOG_LEVEL: "trace", SMS_HTTP_API_KEY: "key-123", SMS_HTTP_URL: `http://127.0.0.1:${port}/send` },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await api.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it("has no SMS outbox", async () => {
    const res = await api.app.inject({ url: "/dev/sms-outbox?phone=01700000001" });
    expect(res.statusCode).toBe(404);
  });

  it("sends codes to the configured gateway, nowhere else", async () => {
    const res = await api.app.inject({ method: "POST", url: "/api/v3/auth/join", payload: { phone: "01311000001" } });
    expect(res.statusCode, res.body).toBe(200);
    await api.jobs.idle();
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.authorization).toBe("Bearer key-123");
    expect(received[0]!.body).toEqual({
      to: "8801311000001",
      message: expect.stringMatching(/^সোপান: আপনার যাচাই কোড \d{6}।/),
      sender_id: "SOPAN",
    });
  });

  it("writes no code, OTP token, password, bearer or device token to its log, even at trace level", async () => {
    const inject = (url: string, payload: object, headers: Record<string, string> = {}) =>
      api.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": "192.0.2.77", ...headers } });
    const phone = "01311000002";
    await inject("/api/v3/auth/join", { phone });
    await api.jobs.idle();
    const sms = received.at(-1)!.body as { message: string };
    const code = /\d{6}/.exec(sms.message)![0];
    const otpToken = (await inject("/api/v3/auth/otp", { phone, code, purpose: "register" })).json().otp_token as string;
    const password = "a very secret password";
    const body = {
      name: "ডা. লগ",
      email: "log@example.com",
      bmdc: "G-1",
      medical_college_id: 1,
      password,
      password_confirmation: password,
    };
    const registered = (await inject("/api/v3/auth/register", body, { "x-otp-token": otpToken })).json();
    const login = (await inject("/api/v3/auth/login", { phone, password }, { "x-device-token": registered.gns_ddt })).json();
    await inject("/api/v3/auth/logout", {}, { authorization: `Bearer ${login.token}` });

    const log = logLines.join("\n");
    expect(log).toContain("/api/v3/auth/login"); // the log is really captured
    for (const secret of [code, otpToken, password, registered.token, login.token, registered.gns_ddt]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain((secret as string).split("|").at(-1));
    }
  });
});
