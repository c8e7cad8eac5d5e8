/** The doctor's courses (issue 7 defect 1, issue 11): the list, the course home, the timetable, and who may see them. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/auth/tokens";
import { bearer, DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";
import { demoOnDevice, doctorWithCourse, type DoctorHeaders } from "./learning-helpers";

// Seeded batches: 7 and 21 are the demo doctor's active enrolments, 23 their expired one.
let api: TestApi;
let demo: DoctorHeaders;
const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });

beforeAll(async () => {
  api = await makeTestApi();
  demo = await demoOnDevice(api.db);
}, 120_000); // seeding a fresh database is slow on a loaded machine
afterAll(() => api.close());

const courseUrls = (id: number) => [
  "/api/v3/web/doctor/courses",
  ...["", "/schedule", "/materials"].map((p) => `/api/v3/web/doctor/courses/${id}${p}`),
];

type Course = { id: number; batch_id: number; status: string; title: string; next_item: { kind: string; date: string } | null };

async function demoCourses(): Promise<Course[]> {
  const res = await get("/api/v3/web/doctor/courses", demo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("GET /doctor/courses", () => {
  it("lists the demo doctor's enrolments: the two paid ones first, each with its next class or exam", async () => {
    const courses = await demoCourses();
    expect(courses.map((c) => [c.batch_id, c.status])).toEqual([
      [21, "active"],
      [7, "active"],
      [23, "expired"],
    ]);
    for (const c of courses.slice(0, 2)) {
      expect(c.title).toMatch(/[\u0980-\u09FF]/);
      expect(c.next_item).not.toBeNull();
      expect(["lecture", "exam", "solve_class"]).toContain(c.next_item!.kind);
    }
    expect(courses[2]!.next_item).toBeNull();
  });

  it("pages like every list (total, per page)", async () => {
    const body = (await get("/api/v3/web/doctor/courses?perpage=1&page=2", demo)).json();
    expect(body).toMatchObject({ total: 3, per_page: 1, current_page: 2, last_page: 3 });
    expect(body.data).toHaveLength(1);
  });

  it("shows a doctor only their own, and leaves out cancelled ones", async () => {
    const other = await doctorWithCourse(api.db, 1, "active");
    const cancelled = await doctorWithCourse(api.db, 3, "cancelled");
    const mine = (await get("/api/v3/web/doctor/courses", other.headers)).json().data as Course[];
    expect(mine.map((c) => c.id)).toEqual([other.enrollmentId]);
    expect((await get("/api/v3/web/doctor/courses", cancelled.headers)).json().data).toEqual([]);
  });
});

describe("GET /doctor/courses/{id} and its schedule", () => {
  it("answers the course home: batch, session, schedule, next items and counts", async () => {
    const [first] = await demoCourses();
    const res = await get(`/api/v3/web/doctor/courses/${first!.id}`, demo);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: first!.id,
      batch_id: 21,
      status: "active",
      schedule: { kind: "batch" },
      batch: { id: 21, mode: "online" },
    });
    expect(data.next_items.length).toBeGreaterThan(0);
    expect(data.next_items.length).toBeLessThanOrEqual(5);
    const dates = data.next_items.map((i: { date: string; start_time: string }) => `${i.date} ${i.start_time}`);
    expect(dates).toEqual([...dates].sort());
    expect(data.counts.exams).toBeGreaterThan(0);
  });

  it("answers the whole timetable of an active course, slots numbered by week", async () => {
    const [, residency] = await demoCourses();
    const res = await get(`/api/v3/web/doctor/courses/${residency!.id}/schedule`, demo);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.course).toMatchObject({ id: residency!.id, batch_id: 7 });
    expect(data.slots.length).toBeGreaterThanOrEqual(20);
    expect(data.slots[0].week).toBe(1);
    expect(new Set(data.slots.map((s: { kind: string }) => s.kind))).toEqual(
      new Set(["lecture", "exam", "solve_class", "feedback"]),
    );
  });

  it("a master enrolment's timetable holds the slots of every part, each naming its batch", async () => {
    const combined = await doctorWithCourse(api.db, 14, "active", { master: true });
    const [course] = (await get("/api/v3/web/doctor/courses", combined.headers)).json().data;
    expect(course).toMatchObject({ batch_id: 14, schedule: { kind: "master" } });
    expect(course.next_item).not.toBeNull();
    const { data } = (await get(`/api/v3/web/doctor/courses/${combined.enrollmentId}/schedule`, combined.headers)).json();
    expect(new Set(data.slots.map((s: { batch_title: string }) => s.batch_title)).size).toBeGreaterThan(1);
  });

  it("answers the batch's materials in order, plain text, links https only", async () => {
    const [mock, residency] = await demoCourses();
    const { data, course } = (await get(`/api/v3/web/doctor/courses/${residency!.id}/materials`, demo)).json();
    expect(course).toMatchObject({ id: residency!.id, batch_id: 7 });
    expect(data.map((m: { kind: string }) => m.kind)).toEqual(["guide", "syllabus", "reading", "link"]);
    for (const m of data) {
      expect(m.body).not.toMatch(/<[a-z]/i);
      if (m.link) expect(m.link).toMatch(/^https:\/\//);
    }
    expect((await get(`/api/v3/web/doctor/courses/${mock!.id}/materials`, demo)).json().data).toHaveLength(3);
  });

  it("opens an expired course's home but not its timetable (403)", async () => {
    const expired = (await demoCourses()).find((c) => c.status === "expired")!;
    expect((await get(`/api/v3/web/doctor/courses/${expired.id}`, demo)).json().data).toMatchObject({
      status: "expired",
      next_items: [],
    });
    for (const part of ["schedule", "materials"]) {
      const res = await get(`/api/v3/web/doctor/courses/${expired.id}/${part}`, demo);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/[\u0980-\u09FF]/);
    }
  });
});

describe("rights", () => {
  it("another doctor's course id is 404, never their data", async () => {
    const other = await doctorWithCourse(api.db, 1, "active");
    for (const path of ["", "/schedule", "/materials"]) {
      const res = await get(`/api/v3/web/doctor/courses/${other.enrollmentId}${path}`, demo);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(String(other.doctorId) + ",");
      expect(Object.keys(res.json())).toEqual(["message"]);
    }
  });

  it.each(["0", "abc", "1e3", "99999999999", "-1", "999999"])("an id %s that names no course is 404", async (id) => {
    expect((await get(`/api/v3/web/doctor/courses/${id}`, demo)).statusCode).toBe(404);
    expect((await get(`/api/v3/web/doctor/courses/${id}/schedule`, demo)).statusCode).toBe(404);
    expect((await get(`/api/v3/web/doctor/courses/${id}/materials`, demo)).statusCode).toBe(404);
  });

  it("a guest gets 401 everywhere", async () => {
    const [first] = await demoCourses();
    for (const url of courseUrls(first!.id)) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it("an unverified device gets 423 with device_verified false", async () => {
    const [first] = await demoCourses();
    const unverified = await demoOnDevice(api.db, { verified: false });
    const bare = bearer((await issueToken(api.db, DEMO_DOCTOR_ID, { name: "no device" })).plaintext);
    for (const headers of [unverified, bare]) {
      for (const url of courseUrls(first!.id)) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(423);
        expect(res.json()).toMatchObject({ device_verified: false });
      }
    }
  });

  it("hostile query strings are 4xx, never 5xx", async () => {
    for (const q of ["page=-1", "page=abc", "perpage=100000", "page[]=1", "page=1%00"]) {
      const res = await get(`/api/v3/web/doctor/courses?${q}`, demo);
      expect(res.statusCode, q).toBeLessThan(500);
    }
  });
});
