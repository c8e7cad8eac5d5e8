/** Batch-for-you: the pure ranking, and the endpoint for a guest and for the demo doctor. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankForDoctor, rankForGuest, type Candidate, type DoctorHistory } from "../../server/catalogue/batch-for-you";
import { issueToken } from "../../server/auth/tokens";
import { bearer, DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";

const now = new Date("2026-11-21T06:00:00Z");
const DAY = 86_400_000;
const DHAKA = 6;
const SYLHET = 5;

const batch = (id: number, over: Partial<Candidate> = {}): Candidate => ({
  id,
  courseId: 1,
  familySlug: "fcps",
  mode: "online",
  branchDivisionId: null,
  startsAt: new Date(now.getTime() + (10 + id) * DAY),
  enrollmentDeadline: new Date(now.getTime() + 5 * DAY),
  seatsLeft: 10,
  hasAlumniDiscount: false,
  ...over,
});

const history = (over: Partial<DoctorHistory> = {}): DoctorHistory => ({
  pastCourseIds: new Set(),
  pastFamilySlugs: new Set(),
  liveBatchIds: new Set(),
  presentDivisionId: null,
  ...over,
});

const ids = (ranked: { batch: Candidate }[]) => ranked.map((s) => s.batch.id);

describe("rankForGuest", () => {
  it("suggests only enrollable batches, soonest start first", () => {
    const ranked = rankForGuest(
      [
        batch(3),
        batch(1, { startsAt: new Date(now.getTime() + 30 * DAY) }),
        batch(2),
        batch(4, { seatsLeft: 0 }),
        batch(5, { enrollmentDeadline: now }),
      ],
      now,
    );
    expect(ids(ranked)).toEqual([2, 3, 1]);
    expect(ranked[0]!.reasons).toEqual(["soonest"]);
  });

  it("breaks equal start times by id", () => {
    const at = new Date(now.getTime() + 9 * DAY);
    expect(ids(rankForGuest([batch(8, { startsAt: at }), batch(7, { startsAt: at })], now))).toEqual([7, 8]);
  });
});

describe("rankForDoctor", () => {
  it("puts the doctor's own track first, then what is near them", () => {
    const ranked = rankForDoctor(
      [
        batch(1, { familySlug: "residency", mode: "offline", branchDivisionId: DHAKA }),
        batch(2, { familySlug: "fcps", mode: "online" }),
        batch(3, { familySlug: "residency", mode: "online" }),
      ],
      history({ pastFamilySlugs: new Set(["fcps"]), presentDivisionId: DHAKA }),
      now,
    );
    // fcps online: 3 + 1; residency offline in Dhaka: 2; residency online: 1.
    expect(ids(ranked)).toEqual([2, 1, 3]);
    expect(ranked.map((s) => s.score)).toEqual([4, 2, 1]);
    expect(ranked[0]!.reasons).toEqual(["same_track", "online"]);
    expect(ranked[1]!.reasons).toEqual(["near_you"]);
  });

  it("rewards returning to the same course when an alumni discount waits", () => {
    const ranked = rankForDoctor(
      [batch(1, { courseId: 9 }), batch(2, { courseId: 1, hasAlumniDiscount: true })],
      history({ pastFamilySlugs: new Set(["fcps"]), pastCourseIds: new Set([1]) }),
      now,
    );
    expect(ids(ranked)).toEqual([2, 1]);
    expect(ranked[0]!.reasons).toContain("alumni_discount");
  });

  it("ranks an offline batch in another division below everything else", () => {
    const ranked = rankForDoctor(
      [batch(1, { mode: "offline", branchDivisionId: SYLHET }), batch(2, { mode: "hybrid", branchDivisionId: SYLHET })],
      history({ presentDivisionId: DHAKA }),
      now,
    );
    expect(ranked.map((s) => [s.batch.id, s.score])).toEqual([
      [2, 0],
      [1, -1],
    ]);
  });

  it("skips batches the doctor already holds a seat in, and closed or full ones", () => {
    const ranked = rankForDoctor(
      [batch(1), batch(2, { seatsLeft: 0 }), batch(3, { enrollmentDeadline: new Date(now.getTime() - 1) }), batch(4)],
      history({ liveBatchIds: new Set([1]) }),
      now,
    );
    expect(ids(ranked)).toEqual([4]);
  });

  it("falls back to soonest first among equal scores", () => {
    const ranked = rankForDoctor([batch(5), batch(2), batch(4)], history(), now);
    expect(ids(ranked)).toEqual([2, 4, 5]);
  });
});

describe("GET /batch-categories/:slug/batch-for-you", () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await makeTestApi();
    token = (await issueToken(api.db, DEMO_DOCTOR_ID, { name: "ranking" })).plaintext;
  });
  afterAll(() => api.close());

  const forYou = async (slug: string, headers = {}) => {
    const res = await api.app.inject({ url: `/api/v3/web/batch-categories/${slug}/batch-for-you?perpage=10`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it("gives a guest the open batches of the category, soonest first", async () => {
    const data = await forYou("fcps-part-1");
    expect(data.personalised).toBe(false);
    expect(data.category).toMatchObject({ slug: "fcps-part-1", title: "এফসিপিএস পার্ট-১" });
    const starts = data.batches.map((b: { starts_at: string }) => Date.parse(b.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const b of data.batches) expect(b.status).toBe("open");
    // Rajshahi is full: never suggested.
    expect(data.batches.map((b: { slug: string }) => b.slug)).not.toContain("fcps-part-1-rajshahi");
    expect(data.batches[0].reasons).toEqual([{ code: "soonest", label: "সবার আগে শুরু হচ্ছে" }]);
    const res = await api.app.inject({ url: "/api/v3/web/batch-categories/fcps-part-1/batch-for-you" });
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("ranks for the demo doctor by their FCPS history and their Dhaka address, leaving out their own batch", async () => {
    const data = await forYou("fcps-mock", bearer(token));
    expect(data.personalised).toBe(true);
    const slugs = data.batches.map((b: { slug: string }) => b.slug);
    // Enrolled (active) in the online mock programme already.
    expect(slugs).toEqual(["fcps-mock-farmgate"]);
    expect(data.batches[0].reasons.map((r: { code: string }) => r.code)).toEqual(["same_track", "near_you"]);
  });

  it("answers 404 for an unknown category", async () => {
    expect((await api.app.inject({ url: "/api/v3/web/batch-categories/nope/batch-for-you" })).statusCode).toBe(404);
  });
});
