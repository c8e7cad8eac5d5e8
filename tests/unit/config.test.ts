import { describe, expect, it } from "vitest";
import { parsePortalConfig } from "~/lib/config.server";

const SECRET = "x".repeat(32);

describe("parsePortalConfig", () => {
  it("starts with no set-up outside production", () => {
    const c = parsePortalConfig({});
    expect(c).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "127.0.0.1",
      API_PORT: 4000,
      API_TIMEOUT_MS: 4000,
      PORTAL_TRUST_PROXY: "loopback",
    });
    expect(c.apiBaseUrl).toBe("http://127.0.0.1:4000");
    expect(c.sessionSecrets).toHaveLength(1);
  });

  it("points at another API implementation without a trailing slash", () => {
    expect(parsePortalConfig({ PRODUCT_API_URL: "https://api.sopan-pg.example/" }).apiBaseUrl).toBe(
      "https://api.sopan-pg.example",
    );
    expect(parsePortalConfig({ API_PORT: "4102" }).apiBaseUrl).toBe("http://127.0.0.1:4102");
  });

  it("demands a session secret in production, with a message that says how to make one", () => {
    expect(() => parsePortalConfig({ NODE_ENV: "production" })).toThrow(
      /SESSION_SECRET is required in production \(openssl rand -base64 32\)/,
    );
  });

  it("rejects short secrets and splits a rotation list", () => {
    expect(() => parsePortalConfig({ SESSION_SECRET: "short" })).toThrow(/at least 32 characters/);
    const c = parsePortalConfig({ NODE_ENV: "production", SESSION_SECRET: ` ${SECRET}new , ${SECRET}old ` });
    expect(c.sessionSecrets).toEqual([`${SECRET}new`, `${SECRET}old`]);
  });

  it("names every bad variable in one error", () => {
    let message = "";
    try {
      parsePortalConfig({ PORT: "99999", PRODUCT_API_URL: "not a url", MESSENGER_PAGE_ID: "abc" });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Invalid portal configuration:/);
    expect(message).toContain("PORT:");
    expect(message).toContain("PRODUCT_API_URL:");
    expect(message).toContain("MESSENGER_PAGE_ID: MESSENGER_PAGE_ID must be the numeric Facebook page id");
  });

  it("refuses the old shared TRUST_PROXY, saying which two settings replace it", () => {
    expect(() => parsePortalConfig({ TRUST_PROXY: "10.0.0.5" })).toThrow(
      /TRUST_PROXY is no longer read: set PORTAL_TRUST_PROXY .* and API_TRUST_PROXY/,
    );
  });

  it("reads PORTAL_TRUST_PROXY in Express syntax", () => {
    expect(parsePortalConfig({ PORTAL_TRUST_PROXY: "false" }).PORTAL_TRUST_PROXY).toBe(false);
    expect(parsePortalConfig({ PORTAL_TRUST_PROXY: "true" }).PORTAL_TRUST_PROXY).toBe(true);
    expect(parsePortalConfig({ PORTAL_TRUST_PROXY: "2" }).PORTAL_TRUST_PROXY).toBe(2);
    expect(parsePortalConfig({ PORTAL_TRUST_PROXY: "10.0.0.0/8, 192.168.1.1" }).PORTAL_TRUST_PROXY).toBe(
      "10.0.0.0/8, 192.168.1.1",
    );
  });
});
