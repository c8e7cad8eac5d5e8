import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const SECRET_A = "a".repeat(20) + "-session-secret-A-0123456789";
const SECRET_B = "b".repeat(20) + "-session-secret-B-0123456789";

/** session.server reads config() once per module instance; a fresh import per environment. */
async function sessionModule(env: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return import("~/lib/session.server");
}

/** "name=value; Max-Age=…" → "name=value", as the browser would send it back. */
const asCookieHeader = (setCookie: string) => setCookie.split(";")[0]!;

beforeEach(() => {
  vi.stubEnv("NODE_ENV", "test");
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("encrypted cookie session", () => {
  it("round-trips its data through the cookie", async () => {
    const s = await sessionModule({ SESSION_SECRET: SECRET_A });
    const session = new s.Session();
    session.set("token", "1|abcdefghijklmnopqrstuvwxyz");
    session.set("deviceToken", "device-123");
    session.set("loginSource", "web");
    const cookie = s.commitSession(session)!;

    expect(cookie).toMatch(/^sopan_session=v1\./);
    expect(cookie).not.toContain("abcdefghijklmnopqrstuvwxyz");
    expect(cookie).not.toContain("device-123");
    const back = s.readSession(asCookieHeader(cookie));
    expect(back.data()).toEqual({ token: "1|abcdefghijklmnopqrstuvwxyz", deviceToken: "device-123", loginSource: "web" });
    expect(back.isLoggedIn).toBe(true);
    expect(back.dirty).toBe(false);
  });

  it("uses a new IV on every commit", async () => {
    const s = await sessionModule({ SESSION_SECRET: SECRET_A });
    const session = new s.Session({ token: "1|abcdefghijklmnopqrstuvwxyz" });
    expect(s.commitSession(session)).not.toEqual(s.commitSession(session));
  });

  it("turns a tampered cookie into an empty session instead of an error", async () => {
    const s = await sessionModule({ SESSION_SECRET: SECRET_A });
    const cookie = asCookieHeader(s.commitSession(new s.Session({ token: "1|abcdefghijklmnopqrstuvwxyz" }))!);
    const [name, value] = cookie.split("=") as [string, string];
    const raw = Buffer.from(value.slice(3), "base64url");
    for (const index of [0, 20, raw.length - 1]) {
      const flipped = Buffer.from(raw);
      flipped[index]! ^= 0x01;
      const session = s.readSession(`${name}=v1.${flipped.toString("base64url")}`);
      expect(session.isEmpty).toBe(true);
      expect(session.isLoggedIn).toBe(false);
    }
    expect(s.readSession(`${name}=garbage`).isEmpty).toBe(true);
    expect(s.readSession(`${name}=v1.`).isEmpty).toBe(true);
    expect(s.readSession(`${name}=v2.${raw.toString("base64url")}`).isEmpty).toBe(true);
  });

  it("does not open a cookie sealed with another secret", async () => {
    const a = await sessionModule({ SESSION_SECRET: SECRET_A });
    const cookie = asCookieHeader(a.commitSession(new a.Session({ token: "1|abcdefghijklmnopqrstuvwxyz" }))!);
    const b = await sessionModule({ SESSION_SECRET: SECRET_B });
    expect(b.readSession(cookie).isEmpty).toBe(true);
  });

  it("keeps sessions across a secret rotation and re-seals them with the new secret", async () => {
    const before = await sessionModule({ SESSION_SECRET: SECRET_A });
    const oldCookie = asCookieHeader(before.commitSession(new before.Session({ token: "1|abcdefghijklmnopqrstuvwxyz" }))!);

    const rotated = await sessionModule({ SESSION_SECRET: `${SECRET_B},${SECRET_A}` });
    const session = rotated.readSession(oldCookie);
    expect(session.get("token")).toBe("1|abcdefghijklmnopqrstuvwxyz");
    // Sealed with a retired secret: marked for re-issue with the current one.
    expect(session.dirty).toBe(true);
    const newCookie = asCookieHeader(rotated.commitSession(session)!);

    const afterRetirement = await sessionModule({ SESSION_SECRET: SECRET_B });
    expect(afterRetirement.readSession(newCookie).get("token")).toBe("1|abcdefghijklmnopqrstuvwxyz");
    expect(afterRetirement.readSession(oldCookie).isEmpty).toBe(true);
  });

  it("refuses a cookie over the browser limit: throws in development, logs and drops in production", async () => {
    const dev = await sessionModule({ SESSION_SECRET: SECRET_A, NODE_ENV: "development" });
    const big = new dev.Session({ otpToken: "x".repeat(4000) });
    expect(() => dev.commitSession(big)).toThrow(dev.SessionTooLargeError);

    const prod = await sessionModule({
      SESSION_SECRET: SECRET_A,
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://sopan-pg.example",
    });
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(prod.commitSession(new prod.Session({ otpToken: "x".repeat(4000) }))).toBeNull();
    expect(stderr.mock.calls.map((c) => String(c[0])).join("")).toContain("session_too_large");
  });

  it("sets HttpOnly, SameSite=Lax, Path=/ and a 30-day Max-Age; __Host- and Secure in production", async () => {
    const dev = await sessionModule({ SESSION_SECRET: SECRET_A });
    const devCookie = dev.commitSession(new dev.Session({ deviceToken: "d" }))!;
    expect(devCookie).toMatch(/^sopan_session=/);
    expect(devCookie).toContain("HttpOnly");
    expect(devCookie).toContain("SameSite=Lax");
    expect(devCookie).toContain("Path=/");
    expect(devCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(devCookie).not.toContain("Secure");

    const prod = await sessionModule({
      SESSION_SECRET: SECRET_A,
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://sopan-pg.example",
    });
    const prodCookie = prod.commitSession(new prod.Session({ deviceToken: "d" }))!;
    expect(prodCookie).toMatch(/^__Host-sopan_session=/);
    expect(prodCookie).toContain("Secure");
    expect(prodCookie).not.toContain("Domain");
  });

  it("expires the cookie when the session is destroyed or emptied", async () => {
    const s = await sessionModule({ SESSION_SECRET: SECRET_A });
    const session = new s.Session({ token: "1|abcdefghijklmnopqrstuvwxyz" });
    session.destroy();
    expect(s.commitSession(session)).toMatch(/^sopan_session=; Max-Age=0;.*Expires=Thu, 01 Jan 1970/);
  });

  it("forgets a cookie older than its 30-day lifetime, and re-issues a day-old one (rolling expiry)", async () => {
    const s = await sessionModule({ SESSION_SECRET: SECRET_A });
    const now = Math.floor(Date.now() / 1000);
    const header = (iat: number) => `sopan_session=${s.encryptSessionValue({ token: "1|abcdefghijklmnopqrstuvwxyz" }, iat)}`;
    expect(s.readSession(header(now - 31 * 24 * 3600)).isEmpty).toBe(true);
    expect(s.readSession(header(now - 2 * 24 * 3600)).dirty).toBe(true);
    expect(s.readSession(header(now - 60)).dirty).toBe(false);
  });

  it("delivers a flash message once", async () => {
    const s = await sessionModule({ SESSION_SECRET: SECRET_A });
    const session = new s.Session();
    session.flash("sessionExpired");
    session.flash("sessionExpired");
    const next = s.readSession(asCookieHeader(s.commitSession(session)!));
    expect(next.takeFlash()).toEqual(["sessionExpired"]);
    expect(next.takeFlash()).toEqual([]);
    expect(next.dirty).toBe(true);
  });

  it("rotate() starts a fresh session with only the given data", async () => {
    const s = await sessionModule({ SESSION_SECRET: SECRET_A });
    const session = new s.Session({ deviceToken: "old-device", otpToken: "otp", flash: ["sessionExpired"] });
    session.rotate({ token: "7|abcdefghijklmnopqrstuvwxyz", loginSource: "admin" });
    expect(session.data()).toEqual({ token: "7|abcdefghijklmnopqrstuvwxyz", loginSource: "admin" });
    expect(session.dirty).toBe(true);
  });
});

describe("session inside a request scope", () => {
  it("is one object per request, committed by the host's hook, and marks personal responses no-store", async () => {
    const s = await sessionModule({ SESSION_SECRET: SECRET_A });
    const scopeMod = await import("~/lib/request-scope.server");
    const cookie = asCookieHeader(s.commitSession(new s.Session({ token: "1|abcdefghijklmnopqrstuvwxyz" }))!);
    const request = new Request("http://portal.test/", { headers: { cookie } });
    const scope = scopeMod.newRequestScope("203.0.113.9");
    const headers = new Headers();

    scopeMod.runInRequestScope(scope, () => {
      const first = s.getSession(request);
      expect(s.getSession(new Request("http://portal.test/other", { headers: { cookie } }))).toBe(first);
      first.set("deviceToken", "new-device");
    });
    scopeMod.finishRequestScope(scope, headers);

    const setCookie = headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    expect(s.readSession(asCookieHeader(setCookie[0]!)).get("deviceToken")).toBe("new-device");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Vary")).toBe("Cookie");
  });

  it("leaves an unchanged guest response alone", async () => {
    const s = await sessionModule({ SESSION_SECRET: SECRET_A });
    const scopeMod = await import("~/lib/request-scope.server");
    const scope = scopeMod.newRequestScope(undefined);
    const headers = new Headers({ "Cache-Control": "public, max-age=60" });
    scopeMod.runInRequestScope(scope, () => s.getSession(new Request("http://portal.test/")));
    scopeMod.finishRequestScope(scope, headers);
    expect(headers.getSetCookie()).toEqual([]);
    expect(headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("does not overwrite a cookie a route committed itself", async () => {
    const s = await sessionModule({ SESSION_SECRET: SECRET_A });
    const scopeMod = await import("~/lib/request-scope.server");
    const scope = scopeMod.newRequestScope(undefined);
    const headers = new Headers();
    scopeMod.runInRequestScope(scope, () => {
      const session = s.getSession(new Request("http://portal.test/"));
      session.set("deviceToken", "x");
      headers.append("Set-Cookie", s.commitSession(session)!);
      session.set("deviceToken", "y");
    });
    scopeMod.finishRequestScope(scope, headers);
    expect(headers.getSetCookie()).toHaveLength(1);
  });
});
