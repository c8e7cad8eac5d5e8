/**
 * What the API writes to its log (docs/security.md, "Logs"): a journey at trace level, then a grep of
 * everything logged for codes, tokens, hashes and full phone numbers; and a failed statement logged by
 * its code and SQL text without its values.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devices, doctors, otpCodes, otpTokens, personalAccessTokens } from "../../server/db/schema";
import { logText, redactPhones, safeError } from "../../server/http/log-safety";
import { accountsClient, PASSWORD } from "./accounts-client";
import { makeTestApi, type TestApi } from "./helpers";

const logLines: string[] = [];
let api: TestApi;
let client: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  api = await makeTestApi({ LOG_LEVEL: "trace" }, { logStream: { write: (line) => void logLines.push(line) } });
  client = accountsClient(api);
});
afterAll(() => api.close());

describe("the API's log", () => {
  it("holds no code, token, hash or full phone number after a whole account journey at trace level", async () => {
    const phone = "01811234567";
    const ip = "192.0.2.90";
    const { token, device } = await client.register(phone, { ip });
    const code = await client.lastCode(phone);
    const login = (await client.login(`+88${phone}`, PASSWORD, { ip, device })).json();
    await client.get("/api/v3/web/doctor/my-profile", { bearer: login.token, device });
    await client.post("/api/v3/auth/forget", { phone }, { ip: "192.0.2.91" });
    const otpToken = await client.verify(phone, "reset", { ip: "192.0.2.91" });
    await client.post(
      "/api/v3/auth/reset",
      { password: "another password", password_confirmation: "another password" },
      { otpToken },
    );
    await client.login(phone, "a wrong password", { ip });
    await client.post("/api/v3/auth/logout", {}, { bearer: token });

    const log = logLines.join("\n");
    expect(log).toContain("/api/v3/auth/login"); // the log is really captured
    const hashes = [
      ...(await api.db.select({ h: doctors.passwordHash }).from(doctors)).map((r) => r.h),
      ...(await api.db.select({ h: otpCodes.codeHash }).from(otpCodes)).map((r) => r.h),
      ...(await api.db.select({ h: otpTokens.tokenHash }).from(otpTokens)).map((r) => r.h),
      ...(await api.db.select({ h: personalAccessTokens.tokenHash }).from(personalAccessTokens)).map((r) => r.h),
      ...(await api.db.select({ h: devices.tokenHash }).from(devices)).map((r) => r.h),
    ].filter((h): h is string => Boolean(h));
    expect(hashes.length).toBeGreaterThan(5);
    for (const secret of [code, otpToken, PASSWORD, token, login.token, device, ...hashes]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(secret.split("|").at(-1));
    }
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toContain(phone.slice(1));
    expect(log).toContain("…567"); // phones appear by their last 3 digits
  });

  it("logs a failed statement by its code and SQL text, never its values", async () => {
    const secret = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$01811234567";
    const err = await api.db.execute(sql`select ${secret}::int as n`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    const logged = JSON.stringify(safeError(err));
    expect(logged).toContain("22P02"); // invalid_text_representation
    expect(logged).toContain("::int");
    expect(logged).not.toContain("argon2");
    expect(logged).not.toContain("c2VjcmV0");
    expect(logged).not.toContain("1811234567");
  });
});

describe("log texts", () => {
  it("keep the last 3 digits of a phone in any form", () => {
    expect(redactPhones("to 01811234567, +8801811234567, 8801811234567 and %2B8801811234567")).toBe(
      "to …567, …567, …567 and …567",
    );
    expect(redactPhones("order 20260101123456789")).toBe("order 20260101123456789");
  });

  it("escape control characters, so a value cannot start a forged line", () => {
    expect(logText('/x\n{"level":50,"msg":"forged"}')).toBe('/x\\u000a{"level":50,"msg":"forged"}');
  });
});
