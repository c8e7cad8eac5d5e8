/**
 * The dashboard in one call (issue 24): the same parts the single-purpose endpoints answer, behind
 * one bearer and device check, and locked like the course list it carries.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_NOTICES, doctorDashboard } from "../../server/contract";
import { bearer, makeTestApi, statementsDuring, type TestApi } from "./helpers";
import { demoOnDevice, type DoctorHeaders } from "./learning-helpers";

let api: TestApi;
let demo: DoctorHeaders;
const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });
const DASHBOARD = "/api/v3/web/doctor/dashboard";

beforeAll(async () => {
  api = await makeTestApi();
  demo = await demoOnDevice(api.db);
}, 120_000); // seeding a fresh database is slow on a loaded machine
afterAll(() => api.close());

describe("GET /doctor/dashboard", () => {
  it("answers what the profile, courses, pending-video, pending-exam and unread-notice endpoints answer", async () => {
    const res = await get(DASHBOARD, demo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const dashboard = doctorDashboard.parse(res.json());

    const [profile, courses, videos, exams, notices] = await Promise.all(
      [
        "/api/v3/web/doctor/my-profile",
        "/api/v3/web/doctor/courses?perpage=100",
        "/api/v3/web/doctor/pending-videos",
        "/api/v3/web/doctor/pending-exams",
        `/api/v3/web/doctor/notices?perpage=${DASHBOARD_NOTICES}&unread=1`,
      ].map(async (url) => (await get(url, demo)).json()),
    );
    expect(dashboard.doctor).toEqual(profile.doctor);
    expect(dashboard.doctor.has_verified_device).toBe(true);
    // Only the running courses: the seed's expired enrolment is on the courses page, not here.
    expect(dashboard.courses).toEqual(courses.data.filter((c: { status: string }) => c.status === "active"));
    expect(dashboard.courses.length).toBeGreaterThan(0);
    expect(dashboard.courses.length).toBeLessThan(courses.data.length);
    expect(dashboard.pending_videos).toEqual(videos.data);
    expect(dashboard.pending_exams).toEqual(exams.data);
    expect(dashboard.notices).toEqual(notices.data);
    expect(dashboard.notices.length).toBeLessThanOrEqual(DASHBOARD_NOTICES);
    expect(dashboard.unread_count).toBe(notices.unread_count);
  });

  it("has the same unread count as app data, which carries it for the my layout; a guest's app data has none", async () => {
    const dashboard = doctorDashboard.parse((await get(DASHBOARD, demo)).json());
    expect(dashboard.unread_count).toBeGreaterThan(0);
    expect((await get("/api/v3/web/app-data", demo)).json().unread_notices).toBe(dashboard.unread_count);
    expect((await get("/api/v3/web/app-data")).json().unread_notices).toBeNull();
  });

  it("is paid content: 423 off a verified device, 401 without a login", async () => {
    const unverified = await get(DASHBOARD, await demoOnDevice(api.db, { verified: false }));
    expect(unverified.statusCode).toBe(423);
    expect(unverified.json()).toMatchObject({ device_verified: false });
    const { authorization } = demo;
    expect((await get(DASHBOARD, { authorization })).statusCode).toBe(423);
    expect((await get(DASHBOARD)).statusCode).toBe(401);
    expect((await get(DASHBOARD, bearer("1|not-a-token"))).statusCode).toBe(401);
  });

  it("reads one statement a part once its guards are cached; app data two (the doctor, the unread count), the unread count one", async () => {
    const statements = async (url: string) => {
      await get(url, demo); // the guards' lookups go into their cache (decision 070)
      return statementsDuring(api.db, async () => expect((await get(url, demo)).statusCode).toBe(200));
    };
    const { courses } = doctorDashboard.parse((await get(DASHBOARD, demo)).json());
    // The courses, pending videos, pending exams, the notices with their unread total, and each running course's next item.
    expect(await statements(DASHBOARD)).toHaveLength(4 + courses.length);
    expect(await statements("/api/v3/web/app-data")).toHaveLength(2);
    expect(await statements("/api/v3/web/doctor/notices/unread-count")).toHaveLength(1);
  });
});
