/** POST /api/activities: validation, what is stored, and whose address is believed. */
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/auth/tokens";
import { buildApi } from "../../server/app";
import { activities } from "../../server/db/schema";
import { bearer, DEMO_DOCTOR_ID, makeTestApi, testConfig, type TestApi } from "./helpers";

let api: TestApi;
const latest = async () => (await api.db.select().from(activities).orderBy(desc(activities.id)).limit(1))[0]!;
const post = (payload: unknown, opts: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  api.app.inject({ method: "POST", url: "/api/activities", payload: payload as object, ...opts });

beforeAll(async () => {
  api = await makeTestApi();
});
afterAll(() => api.close());

describe("recording", () => {
  it("stores a guest navigation with 201 সংরক্ষিত", async () => {
    const res = await post({ to: "/events", query: "page=2", from: "/" }, { headers: { "user-agent": "test-agent/1.0" } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "সংরক্ষিত" });
    expect(await latest()).toMatchObject({
      to: "/events",
      query: "page=2",
      from: "/",
      doctorId: null,
      userAgent: "test-agent/1.0",
    });
    expect((await latest()).createdAt).toBeInstanceOf(Date);
  });

  it("fills defaults for query and from", async () => {
    expect((await post({ to: "/faq" })).statusCode).toBe(201);
    expect(await latest()).toMatchObject({ to: "/faq", query: "", from: null });
  });

  it("links the doctor when the bearer is valid, and ignores an invalid one", async () => {
    const { plaintext } = await issueToken(api.db, DEMO_DOCTOR_ID, { name: "activity" });
    await post({ to: "/my-dashboard" }, { headers: bearer(plaintext) });
    expect((await latest()).doctorId).toBe(DEMO_DOCTOR_ID);
    await post({ to: "/my-dashboard" }, { headers: bearer("1|not-the-secret") });
    expect((await latest()).doctorId).toBeNull();
  });

  it.each([
    ["missing to", { query: "" }, "to"],
    ["relative to", { to: "events" }, "to"],
    ["oversized query", { to: "/", query: "x".repeat(2049) }, "query"],
    ["wrong type", { to: "/", from: 42 }, "from"],
  ])("rejects %s with 422", async (_label, payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
  });

  it("rejects an empty body with 422", async () => {
    const res = await api.app.inject({ method: "POST", url: "/api/activities" });
    expect(res.statusCode).toBe(422);
  });
});

describe("client address", () => {
  it("believes X-Forwarded-For from a trusted proxy (loopback by default)", async () => {
    await post({ to: "/" }, { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "103.4.145.2" } });
    expect((await latest()).ip).toBe("103.4.145.2");
  });

  it("takes the nearest untrusted hop when the header lists several", async () => {
    await post({ to: "/" }, { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "1.1.1.1, 103.4.145.9" } });
    expect((await latest()).ip).toBe("103.4.145.9");
  });

  it("ignores X-Forwarded-For from anyone else", async () => {
    await post({ to: "/" }, { remoteAddress: "203.0.113.7", headers: { "x-forwarded-for": "103.4.145.2" } });
    expect((await latest()).ip).toBe("203.0.113.7");
  });

  it("trusts nobody when API_TRUST_PROXY is empty", async () => {
    const app = buildApi({ db: api.db, config: testConfig({ API_TRUST_PROXY: "" }) });
    await app.inject({
      method: "POST",
      url: "/api/activities",
      payload: { to: "/" },
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "103.4.145.2" },
    });
    await app.close();
    expect((await latest()).ip).toBe("127.0.0.1");
  });
});
