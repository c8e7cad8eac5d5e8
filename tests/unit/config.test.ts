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

  it("takes the public origin from PUBLIC_ORIGIN, required in production, and answers only its Host (decision 090)", () => {
    expect(() => parsePortalConfig({ NODE_ENV: "production", SESSION_SECRET: SECRET })).toThrow(
      /PUBLIC_ORIGIN is required in production: the address visitors use, e\.g\. https:\/\/sopan-pg\.example/,
    );
    const c = parsePortalConfig({
      NODE_ENV: "production",
      SESSION_SECRET: SECRET,
      PUBLIC_ORIGIN: "https://SOPAN-pg.example/",
      PORTAL_ALLOWED_HOSTS: "www.sopan-pg.example, [::1]:8443",
    });
    expect(c.publicOrigin).toBe("https://sopan-pg.example");
    expect([...c.allowedHosts].sort()).toEqual([
      "[::1]:8443",
      "sopan-pg.example",
      "sopan-pg.example:443",
      "www.sopan-pg.example",
    ]);
    for (const bad of [
      "javascript:alert(1)",
      "ftp://sopan-pg.example",
      "https://sopan-pg.example/portal",
      "https://a@b.example",
      "sopan-pg.example",
    ])
      expect(() => parsePortalConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(
        /PUBLIC_ORIGIN must be an http\(s\) origin without a path/,
      );
    for (const bad of ["a:x", "b.example/x", "@c.example", "[::1"])
      expect(() => parsePortalConfig({ PORTAL_ALLOWED_HOSTS: bad }), bad).toThrow(/PORTAL_ALLOWED_HOSTS/);
  });

  it("outside production, defaults the public origin to the listen address and answers it by every loopback name", () => {
    const c = parsePortalConfig({ PORT: "3100" });
    expect(c.publicOrigin).toBe("http://127.0.0.1:3100");
    expect([...c.allowedHosts].sort()).toEqual(["127.0.0.1:3100", "[::1]:3100", "localhost:3100"]);
    expect(parsePortalConfig({ HOST: "0.0.0.0", PORT: "3000" }).publicOrigin).toBe("http://127.0.0.1:3000");
  });

  it("rejects short secrets and splits a rotation list", () => {
    expect(() => parsePortalConfig({ SESSION_SECRET: "short" })).toThrow(/at least 32 characters/);
    const c = parsePortalConfig({
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://sopan-pg.example",
      SESSION_SECRET: ` ${SECRET}new , ${SECRET}old `,
    });
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
