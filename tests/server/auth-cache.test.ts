/**
 * The exam routes' cached bearer and device checks (server/auth/auth-cache.ts, decision 039): a few
 * seconds of cache must never outlive a revocation. A token logged out, or a device freed, is refused
 * on the very next request, though the request before it put both in the cache.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthCache } from "../../server/auth/auth-cache";
import { devices } from "../../server/db/schema";
import { deviceTokenHash } from "../../server/auth/devices";
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

describe("AuthCache", () => {
  const auth = { token: { id: 1 }, doctor: { id: 7 } } as never;

  it("keeps an answer for its time, then forgets it", () => {
    let now = 0;
    const cache = new AuthCache(5_000, () => now);
    cache.keepBearer("Bearer 1|x", auth, cache.begin());
    cache.keepVerifiedDevice(7, "h", cache.begin());
    now = 4_999;
    expect(cache.bearer("Bearer 1|x")).toBe(auth);
    expect(cache.verifiedDevice(7, "h")).toBe(true);
    now = 5_000;
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
