/**
 * The cached bearer and device checks (server/auth/auth-cache.ts, decisions 039 and 070): a few seconds of
 * cache must never outlive a revocation or hide a doctor's own edit. A token logged out, or a device freed,
 * is refused on the very next request, and a profile edit shows on it, though the request before put
 * them in the cache.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthCache } from "../../server/auth/auth-cache";
import { devices, personalAccessTokens } from "../../server/db/schema";
import { AUTH_CACHE_MS } from "../../server/auth/auth-cache";
import { deviceTokenHash, newDeviceToken } from "../../server/auth/devices";
import { testClock } from "./accounts-client";
import { makeTestApi, type TestApi } from "./helpers";
import { makeExam, newSitter, sitterHeaders } from "./exams-helpers";

const clock = testClock(Date.UTC(2026, 10, 24, 10, 0));
let api: TestApi;

beforeAll(async () => {
  api = await makeTestApi({}, { clock });
});
afterAll(() => api.close());

const minutes = (n: number) => new Date(clock().getTime() + n * 60_000);
const examInfo = (examId: number, headers: Record<string, string>) =>
  api.app.inject({ method: "GET", url: `/api/v3/exams/${examId}`, headers });

describe("cached bearer and device checks on the exam routes", () => {
  it("refuse a logged-out token on the very next request", async () => {
    const { exam } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(60) });
    const doctor = await newSitter(api, clock());
    expect((await examInfo(exam.id, doctor.headers)).statusCode).toBe(200);
    expect((await examInfo(exam.id, doctor.headers)).statusCode).toBe(200);
    const out = await api.app.inject({ method: "POST", url: "/api/v3/auth/logout", headers: doctor.headers });
    expect(out.statusCode, out.body).toBe(200);
    expect((await examInfo(exam.id, doctor.headers)).statusCode).toBe(401);
  });

  it("refuse a freed device on the very next request", async () => {
    const { exam } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(60) });
    const doctor = await newSitter(api, clock());
    const phone = await sitterHeaders(api, doctor.id, clock());
    expect((await examInfo(exam.id, phone)).statusCode).toBe(200);
    const [device] = await api.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.tokenHash, deviceTokenHash(phone["x-device-token"])!));
    const freed = await api.app.inject({
      method: "POST",
      url: `/api/v3/web/doctor/devices/${device!.id}/release`,
      headers: doctor.headers,
    });
    expect(freed.statusCode, freed.body).toBe(200);
    expect((await examInfo(exam.id, phone)).statusCode).toBe(423);
  });
});

describe("cached bearer checks on every doctor route", () => {
  const appData = (headers: Record<string, string>) => api.app.inject({ url: "/api/v3/web/app-data", headers });

  it("answer from the cache for a few seconds: the token is read once, not on every call of every page", async () => {
    const doctor = await newSitter(api, clock());
    expect((await appData(doctor.headers)).json().is_logged_in).toBe(true);
    // Revoked behind the API's back (no logout, so nothing forgets): only the cache still knows the token.
    await api.db.update(personalAccessTokens).set({ revokedAt: clock() }).where(eq(personalAccessTokens.doctorId, doctor.id));
    expect((await appData(doctor.headers)).json().is_logged_in).toBe(true);
    const notices = await api.app.inject({ url: "/api/v3/web/doctor/notices/unread-count", headers: doctor.headers });
    expect(notices.statusCode, notices.body).not.toBe(401);
    clock.advance(AUTH_CACHE_MS);
    expect((await appData(doctor.headers)).json().is_logged_in).toBe(false);
  });

  it("show a doctor's profile edit on the very next page", async () => {
    const doctor = await newSitter(api, clock());
    const before = (await appData(doctor.headers)).json();
    expect(before.doctor.name).toMatch(/^পরীক্ষার্থী/);
    const edit = await api.app.inject({
      method: "POST",
      url: "/api/v3/web/doctor/my-profile-update",
      headers: doctor.headers,
      payload: { name: "নতুন নাম" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await appData(doctor.headers)).json().doctor.name).toBe("নতুন নাম");
  });
});

describe("a browser's sighting (decision 070)", () => {
  it("is written once a minute, not on every page", async () => {
    const token = newDeviceToken();
    const headers = { "x-device-token": token, "user-agent": "test" };
    const ofToken = eq(devices.tokenHash, deviceTokenHash(token)!);
    const lastSeen = async () => (await api.db.select({ at: devices.lastSeenAt }).from(devices).where(ofToken))[0]?.at;
    await api.app.inject({ url: "/api/v3/web/app-data", headers });
    const longAgo = new Date(Date.UTC(2020, 0, 1));
    await api.db.update(devices).set({ lastSeenAt: longAgo }).where(ofToken);
    await api.app.inject({ url: "/api/v3/web/app-data", headers });
    expect(await lastSeen()).toEqual(longAgo);
    clock.advance(61_000);
    await api.app.inject({ url: "/api/v3/web/app-data", headers });
    expect((await lastSeen())!.getTime()).toBeGreaterThan(longAgo.getTime());
  });
});

describe("AuthCache", () => {
  const auth = { token: { id: 1 }, doctor: { id: 7 } } as never;

  it("keeps an answer for its time, then forgets it", () => {
    // Not 0: lru-cache takes a start at 0 for "no time to live" (a real clock never reads it).
    let now = 1_000;
    const cache = new AuthCache(5_000, () => now);
    cache.keepBearer("Bearer 1|x", auth, cache.begin());
    cache.keepVerifiedDevice(7, "h", cache.begin());
    now = 5_999;
    expect(cache.bearer("Bearer 1|x")).toBe(auth);
    expect(cache.verifiedDevice(7, "h")).toBe(true);
    now = 6_000;
    expect(cache.bearer("Bearer 1|x")).toBeNull();
    expect(cache.verifiedDevice(7, "h")).toBe(false);
  });

  it("stores nothing read before a revocation, so a read racing a logout cannot bring the token back", () => {
    const cache = new AuthCache(5_000, () => 0);
    const since = cache.begin();
    cache.forget();
    cache.keepBearer("Bearer 1|x", auth, since);
    expect(cache.bearer("Bearer 1|x")).toBeNull();
  });

  it("caches nothing with no time to keep (several API processes)", () => {
    const cache = new AuthCache(0, () => 0);
    cache.keepBearer("Bearer 1|x", auth, cache.begin());
    expect(cache.bearer("Bearer 1|x")).toBeNull();
  });
});
