/**
 * Recorded classes (issue 11, decision 022): lecture videos, admin videos and pending videos. The
 * playable YouTube id reaches only the entitled doctor, per request, never cached; every other
 * caller gets 401, 423, 403 or a 404 that says nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { issueToken } from "../../server/auth/tokens";
import { adminVideos, enrollments, lectureVideos, pendingVideos } from "../../server/db/schema";
import { bearer, DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";
import { demoOnDevice, doctorOnDevice, doctorWithCourse, type DoctorHeaders } from "./learning-helpers";

let api: TestApi;
let demo: DoctorHeaders;
const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });
const YOUTUBE_ID = /"youtube_id"/;

type Slot = { id: number; kind: string; video_count: number };
type Pending = { id: number; open: boolean; expires_at: string; event: { topic: string } };

let residencyId: number;
let lectureUrl: string;
let openPending: Pending;
let closedPending: Pending;
let openVideoId: number;
let closedVideoId: number;

beforeAll(async () => {
  api = await makeTestApi();
  demo = await demoOnDevice(api.db);
  const courses = (await get("/api/v3/web/doctor/courses", demo)).json().data as { id: number; batch_id: number }[];
  residencyId = courses.find((c) => c.batch_id === 7)!.id;
  const slots = (await get(`/api/v3/web/doctor/courses/${residencyId}/schedule`, demo)).json().data.slots as Slot[];
  lectureUrl = `/api/v3/web/doctor/courses/${residencyId}/events/${slots.find((s) => s.video_count === 2)!.id}/lecture`;
  const pending = (await get("/api/v3/web/doctor/pending-videos", demo)).json().data as Pending[];
  openPending = pending.find((p) => p.open)!;
  closedPending = pending.find((p) => !p.open)!;
  const videoOf = async (p: Pending) =>
    (await get(`/api/v3/web/doctor/pending-videos/${p.id}`, demo)).json().data.videos[0].id as number;
  [openVideoId, closedVideoId] = [await videoOf(openPending), await videoOf(closedPending)];
}, 120_000);
afterAll(() => api.close());

describe("lecture videos", () => {
  it("the timetable counts each slot's recordings, without their ids", async () => {
    const res = await get(`/api/v3/web/doctor/courses/${residencyId}/schedule`, demo);
    const slots = res.json().data.slots as Slot[];
    expect(slots.filter((s) => s.video_count > 0).length).toBeGreaterThanOrEqual(3);
    expect(res.body).not.toMatch(YOUTUBE_ID);
  });

  it("a lecture answers its recordings with the doctor's phone as watermark, never cached", async () => {
    const res = await get(lectureUrl, demo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { data } = res.json();
    expect(data.watermark).toBe("01700000001");
    expect(data.event.kind).toBe("lecture");
    expect(data.videos).toHaveLength(2);
    for (const v of data.videos) expect(v.youtube_id).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it("a slot outside the enrolment's timetable is 404", async () => {
    const other = await doctorWithCourse(api.db, 1, "active");
    const [foreignSlot] = (await get(`/api/v3/web/doctor/courses/${other.enrollmentId}/schedule`, other.headers)).json().data
      .slots as Slot[];
    const res = await get(`/api/v3/web/doctor/courses/${residencyId}/events/${foreignSlot!.id}/lecture`, demo);
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json())).toEqual(["message"]);
  });
});

describe("master-schedule lectures (the …/master-schedule/…/lecture route)", () => {
  it("open for every part of the master timetable, named master; another doctor 404, an unverified browser 423", async () => {
    const combined = await doctorWithCourse(api.db, 14, "active", { master: true });
    const timetable = (await get(`/api/v3/web/doctor/courses/${combined.enrollmentId}/schedule`, combined.headers)).json().data;
    const recorded = (timetable.slots as (Slot & { batch_title: string })[]).filter((s) => s.video_count > 0);
    const parts = [...new Map(recorded.map((s) => [s.batch_title, s])).values()];
    expect(parts.length, "recorded classes in both parts of the master timetable").toBeGreaterThanOrEqual(2);
    for (const slot of parts) {
      const url = `/api/v3/web/doctor/courses/${combined.enrollmentId}/events/${slot.id}/lecture`;
      const res = await get(url, combined.headers);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(data.course.schedule).toEqual({ ...timetable.course.schedule, kind: "master" });
      expect(data.watermark).toBe(combined.phone);
      expect(data.videos).toHaveLength(slot.video_count);
      const stranger = await get(url, demo);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.body).not.toMatch(YOUTUBE_ID);
      const unverified = await get(url, await doctorOnDevice(api.db, combined.doctorId, { verified: false }));
      expect(unverified.statusCode).toBe(423);
      expect(unverified.body).not.toMatch(YOUTUBE_ID);
    }
  });
});

describe("admin videos", () => {
  it("lists those for the doctor's running batches and for everyone, without video ids", async () => {
    const res = await get("/api/v3/web/doctor/admin-videos", demo);
    const titles = res.json().data.map((v: { title: string }) => v.title);
    expect(titles).toHaveLength(2);
    expect(titles.join()).not.toContain("লিখিত পরীক্ষার খাতা");
    expect(res.body).not.toMatch(YOUTUBE_ID);
  });

  it("answers one with its id and the watermark; another batch's is 404", async () => {
    const [first] = (await get("/api/v3/web/doctor/admin-videos", demo)).json().data;
    const res = await get(`/api/v3/web/doctor/admin-videos/${first.id}`, demo);
    expect(res.json().data).toMatchObject({ watermark: "01700000001", video: { id: first.id } });
    const [foreign] = await api.db.select().from(adminVideos).where(eq(adminVideos.title, "লিখিত পরীক্ষার খাতা মূল্যায়নের নিয়ম"));
    const refused = await get(`/api/v3/web/doctor/admin-videos/${foreign!.id}`, demo);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(foreign!.youtubeId);
  });
});

describe("pending videos", () => {
  it("lists the open one first, with when it closes", async () => {
    const pending = (await get("/api/v3/web/doctor/pending-videos", demo)).json().data as Pending[];
    expect(pending.map((p) => p.open)).toEqual([true, false]);
    expect(Date.parse(openPending.expires_at)).toBeGreaterThan(Date.now());
  });

  it("plays an open one's video", async () => {
    const res = await get(`/api/v3/web/doctor/pending-videos/${openPending.id}/videos/${openVideoId}`, demo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ watermark: "01700000001", video: { id: openVideoId }, pending: { open: true } });
  });

  it("refuses a closed one's video with a Bengali reason (403), and shows no id", async () => {
    const page = await get(`/api/v3/web/doctor/pending-videos/${closedPending.id}`, demo);
    expect(page.json().data.open).toBe(false);
    expect(page.body).not.toMatch(YOUTUBE_ID);
    const res = await get(`/api/v3/web/doctor/pending-videos/${closedPending.id}/videos/${closedVideoId}`, demo);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/সময়সীমা শেষ/);
    expect(res.body).not.toMatch(YOUTUBE_ID);
  });

  it("a video of another class is 404 through this pending id", async () => {
    const res = await get(`/api/v3/web/doctor/pending-videos/${openPending.id}/videos/${closedVideoId}`, demo);
    expect(res.statusCode).toBe(404);
  });
});

describe("rights", () => {
  const demoUrls = () => [
    lectureUrl,
    "/api/v3/web/doctor/admin-videos",
    "/api/v3/web/doctor/pending-videos",
    `/api/v3/web/doctor/pending-videos/${openPending.id}`,
    `/api/v3/web/doctor/pending-videos/${openPending.id}/videos/${openVideoId}`,
  ];

  it("a guest gets 401 everywhere", async () => {
    for (const url of demoUrls()) expect((await get(url)).statusCode, url).toBe(401);
  });

  it("an unverified device gets 423 with device_verified false", async () => {
    const unverified = await demoOnDevice(api.db, { verified: false });
    const bare = bearer((await issueToken(api.db, DEMO_DOCTOR_ID, { name: "no device" })).plaintext);
    for (const headers of [unverified, bare]) {
      for (const url of demoUrls()) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(423);
        expect(res.json()).toMatchObject({ device_verified: false });
      }
    }
  });

  it("another doctor gets 404 for the demo doctor's lecture, pending video and its video, and an empty list", async () => {
    const other = await doctorWithCourse(api.db, 7, "active");
    for (const url of demoUrls().filter((u) => !u.endsWith("admin-videos") && !u.endsWith("pending-videos"))) {
      const res = await get(url, other.headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toMatch(YOUTUBE_ID);
    }
    expect((await get("/api/v3/web/doctor/pending-videos", other.headers)).json().data).toEqual([]);
    // Same batch as the demo doctor: its admin video is theirs too, but nothing of the demo doctor's.
    const own = await get(
      `/api/v3/web/doctor/courses/${other.enrollmentId}/events/${lectureUrl.split("/").at(-2)}/lecture`,
      other.headers,
    );
    expect(own.json().data.watermark).toBe(other.phone);
  });

  it("a doctor without a running course sees no admin video", async () => {
    const unpaid = await doctorWithCourse(api.db, 7, "pending_payment");
    expect((await get("/api/v3/web/doctor/admin-videos", unpaid.headers)).json().data).toEqual([]);
    const [general] = await api.db.select().from(adminVideos).limit(1);
    expect((await get(`/api/v3/web/doctor/admin-videos/${general!.id}`, unpaid.headers)).statusCode).toBe(404);
  });

  it("an expired enrolment opens no lecture (403) and loses its pending videos (404)", async () => {
    const expired = await doctorWithCourse(api.db, 7, "expired");
    const [slotVideo] = await api.db.select().from(lectureVideos).limit(1);
    const lecture = await get(
      `/api/v3/web/doctor/courses/${expired.enrollmentId}/events/${slotVideo!.slotId}/lecture`,
      expired.headers,
    );
    expect(lecture.statusCode).toBe(403);
    expect(lecture.json().message).toMatch(/[\u0980-\u09FF]/);
    const [grant] = await api.db
      .insert(pendingVideos)
      .values({
        doctorId: expired.doctorId,
        enrollmentId: expired.enrollmentId,
        slotId: slotVideo!.slotId,
        reason: "পরীক্ষা",
        grantedAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    expect((await get(`/api/v3/web/doctor/pending-videos/${grant!.id}`, expired.headers)).statusCode).toBe(404);
    await api.db.update(enrollments).set({ status: "active" }).where(eq(enrollments.id, expired.enrollmentId));
    expect((await get(`/api/v3/web/doctor/pending-videos/${grant!.id}`, expired.headers)).statusCode).toBe(200);
  });

  it.each(["0", "abc", "1e3", "99999999999", "-1", "999999"])("an id %s names nothing: 404", async (bad) => {
    for (const url of [
      `/api/v3/web/doctor/courses/${residencyId}/events/${bad}/lecture`,
      `/api/v3/web/doctor/admin-videos/${bad}`,
      `/api/v3/web/doctor/pending-videos/${bad}`,
      `/api/v3/web/doctor/pending-videos/${openPending.id}/videos/${bad}`,
    ]) {
      expect((await get(url, demo)).statusCode, url).toBe(404);
    }
  });
});
