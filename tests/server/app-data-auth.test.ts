/** app-data as guest and as a doctor, bearer-token rules, and device-token issuance. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSecret, issueToken, revokeToken, verifyBearer } from "../../server/auth/tokens";
import { devices, personalAccessTokens } from "../../server/db/schema";
import { bearer, DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";

let api: TestApi;
const appData = (headers: Record<string, string> = {}) => api.app.inject({ url: "/api/v3/web/app-data", headers });

beforeAll(async () => {
  api = await makeTestApi();
});
afterAll(() => api.close());

describe("bearer tokens", () => {
  it("a guest is not logged in", async () => {
    const res = await appData();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_logged_in: false, doctor: null });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("a valid token logs the doctor in, with the full doctor resource", async () => {
    const { plaintext } = await issueToken(api.db, DEMO_DOCTOR_ID, { name: "test" });
    const body = (await appData(bearer(plaintext))).json();
    expect(body.is_logged_in).toBe(true);
    expect(body.doctor).toMatchObject({
      id: 1,
      name: "ডা. তাসনিম রহমান",
      phone: "01700000001",
      // No X-Device-Token: this browser is not one of the doctor's verified devices (auth-devices.test.ts).
      has_verified_device: false,
      // The seed gives the demo doctor one paid, running enrolment (server/seed/data/catalogue.ts).
      has_active_courses_with_payment: true,
      permanent_address: null,
    });
    expect(body.doctor.medical_college_id).toEqual(expect.any(Number));
    expect(body.doctor.present_upazila_id).toEqual(expect.any(Number));
  });

  it("stores only the SHA-256 of the secret", async () => {
    const { plaintext, token } = await issueToken(api.db, DEMO_DOCTOR_ID, { name: "hash check" });
    const secret = plaintext.split("|")[1]!;
    expect(plaintext.startsWith(`${token.id}|`)).toBe(true);
    expect(token.tokenHash).toBe(hashSecret(secret));
    expect(token.tokenHash).not.toContain(secret);
  });

  it("a revoked token is a guest", async () => {
    const { plaintext, token } = await issueToken(api.db, DEMO_DOCTOR_ID, { name: "revoked" });
    await revokeToken(api.db, token.id);
    expect((await appData(bearer(plaintext))).json()).toMatchObject({ is_logged_in: false, doctor: null });
  });

  it("an expired token is a guest; one expiring later still works", async () => {
    const expired = await issueToken(api.db, DEMO_DOCTOR_ID, { name: "old", expiresAt: new Date(Date.now() - 1000) });
    const fresh = await issueToken(api.db, DEMO_DOCTOR_ID, { name: "new", expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await appData(bearer(expired.plaintext))).json().is_logged_in).toBe(false);
    expect((await appData(bearer(fresh.plaintext))).json().is_logged_in).toBe(true);
  });

  it.each([
    ["no scheme", (t: string) => t],
    ["wrong scheme", (t: string) => `Basic ${t}`],
    ["missing id", (t: string) => `Bearer ${t.split("|")[1]}`],
    ["wrong secret", (t: string) => `Bearer ${t.split("|")[0]}|${"x".repeat(40)}`],
    ["other token's id", (t: string) => `Bearer 999999|${t.split("|")[1]}`],
    ["id past int4", (t: string) => `Bearer 99999999999|${t.split("|")[1]}`],
    ["empty", () => "Bearer "],
    ["control characters", (t: string) => `Bearer ${t}\u0000`],
  ])("a malformed or wrong header (%s) is a guest, never an error", async (_label, header) => {
    const { plaintext } = await issueToken(api.db, DEMO_DOCTOR_ID, { name: "malformed" });
    const res = await appData({ authorization: header(plaintext) });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_logged_in).toBe(false);
  });

  it("updates last_used_at at most once a minute", async () => {
    const { plaintext, token } = await issueToken(api.db, DEMO_DOCTOR_ID, { name: "last used" });
    const header = `Bearer ${plaintext}`;
    // Within the token's idle and lifetime limits: an expired token is never marked used.
    const t0 = new Date(token.createdAt.getTime() + 60_000);
    const lastUsed = async () =>
      (
        await api.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, token.id))
      )[0]!.lastUsedAt?.toISOString();

    expect(await verifyBearer(api.db, header, t0)).not.toBeNull();
    expect(await lastUsed()).toBe(t0.toISOString());
    await verifyBearer(api.db, header, new Date(t0.getTime() + 30_000));
    expect(await lastUsed()).toBe(t0.toISOString());
    const later = new Date(t0.getTime() + 61_000);
    await verifyBearer(api.db, header, later);
    expect(await lastUsed()).toBe(later.toISOString());
  });
});

describe("device tokens", () => {
  const rowFor = async (token: string) =>
    (
      await api.db
        .select()
        .from(devices)
        .where(eq(devices.tokenHash, hashSecret(token)))
    )[0];

  it("a caller without X-Device-Token gets a new one, stored by hash with its user agent once the browser presents it", async () => {
    const ua = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
    const devicesBefore = (await api.db.select().from(devices)).length;
    const res = await appData({ "user-agent": ua });
    const token = res.json().gns_ddt as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // One-shot callers (the portal's public cache, crawlers) leave no row behind.
    expect(await rowFor(token)).toBeUndefined();
    expect(await api.db.select().from(devices)).toHaveLength(devicesBefore);

    await appData({ "user-agent": ua, "x-device-token": token });
    const row = await rowFor(token);
    expect(row).toMatchObject({ userAgent: ua, name: "Chrome · Windows", doctorId: null, verifiedAt: null });
    expect(row!.firstSeenAt).toBeInstanceOf(Date);
  });

  it("two callers get different tokens", async () => {
    const [a, b] = await Promise.all([appData(), appData()]);
    expect(a.json().gns_ddt).not.toBe(b.json().gns_ddt);
  });

  it("a caller that sends its token gets none back, and its device is not duplicated", async () => {
    const token = (await appData()).json().gns_ddt as string;
    const res = await appData({ "x-device-token": token });
    expect(res.json()).not.toHaveProperty("gns_ddt");
    expect(
      await api.db
        .select()
        .from(devices)
        .where(eq(devices.tokenHash, hashSecret(token))),
    ).toHaveLength(1);
  });

  it("a well-formed unknown token (say, after a database reset) is adopted, not replaced", async () => {
    const token = "A".repeat(43);
    const res = await appData({ "x-device-token": token });
    expect(res.json()).not.toHaveProperty("gns_ddt");
    expect(await rowFor(token)).toBeDefined();
  });

  it("a malformed token is replaced with a new one", async () => {
    const res = await appData({ "x-device-token": "short" });
    expect(res.json().gns_ddt).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
