/**
 * The progress report on the seeded demo data (PGlite, and PostgreSQL with TEST_DATABASE_URL):
 * accuracy per marking unit against everyone on the same papers, the trend with merit positions
 * (a pending attempt outside them), the weakest five topics; login only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../../server/contract";
import { progressView } from "../../server/progress/progress";
import { PAST_EXAM_TITLE, PENDING_EXAM_TITLE } from "../../server/seed/exam-results";
import { bearer, DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";
import { issueToken } from "../../server/auth/tokens";
import { doctorOnDevice, doctorWithCourse } from "./learning-helpers";

let api: TestApi;
let demo: Record<string, string>;

beforeAll(async () => {
  api = await makeTestApi();
  demo = bearer((await issueToken(api.db, DEMO_DOCTOR_ID, { name: "progress test" })).plaintext);
});
afterAll(() => api.close());

async function progress(headers = demo) {
  const res = await api.app.inject({ method: "GET", url: "/api/v3/doctor/progress", headers });
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.progress.response.parse(res.json()).data;
}

describe("the progress report", () => {
  it("shows the demo doctor's papers with positions, subjects and topics against the batch, and the weakest five", async () => {
    const report = await progress();
    const past = report.trend.find((t) => t.title === PAST_EXAM_TITLE)!;
    expect(past).toMatchObject({ position: 2, participants: 8, percent_x100: 7000 });
    expect(report.trend.find((t) => t.title === PENDING_EXAM_TITLE)!.position).toBeNull();
    // Oldest first.
    const times = report.trend.map((t) => Date.parse(t.submitted_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(report.subjects.length).toBeGreaterThan(2);
    for (const row of [...report.subjects, ...report.topics]) {
      expect(row.accuracy_x100).toBeGreaterThanOrEqual(0);
      expect(row.accuracy_x100).toBeLessThanOrEqual(10_000);
      expect(row.batch_accuracy_x100).toBeLessThanOrEqual(10_000);
    }
    expect(report.weakest).toHaveLength(5);
    const weakestAccuracy = Math.max(...report.weakest.map((t) => t.accuracy_x100));
    const others = report.topics.filter((t) => !report.weakest.some((w) => w.topic.id === t.topic.id));
    expect(others.every((t) => t.accuracy_x100 >= weakestAccuracy)).toBe(true);
  });

  it("is empty for a doctor who has sat nothing, and needs a login", async () => {
    const other = await doctorOnDevice(api.db, (await doctorWithCourse(api.db, 1, "active")).doctorId);
    expect(await progress(other)).toMatchObject({ subjects: [], topics: [], weakest: [], trend: [] });
    expect((await api.app.inject({ method: "GET", url: "/api/v3/doctor/progress" })).statusCode).toBe(401);
  });
});

describe("progressView", () => {
  const topic = (id: number, subject: number, mineRight: number, mineUnits: number) => ({
    topic_id: id,
    topic_bn: `টপিক ${id}`,
    topic_en: `Topic ${id}`,
    subject_id: subject,
    subject_bn: `বিষয় ${subject}`,
    subject_en: `Subject ${subject}`,
    subject_position: subject,
    mine_units: mineUnits,
    mine_right: mineRight,
    all_units: mineUnits * 4,
    all_right: mineUnits * 2,
  });

  it("sums topics into subjects, leaves out topics the doctor never met, and counts units, not questions", () => {
    const view = progressView([topic(1, 1, 5, 10), topic(2, 1, 0, 5), topic(3, 2, 1, 1), topic(4, 2, 0, 0)], []);
    expect(view.topics.map((t) => t.topic.id)).toEqual([1, 2, 3]);
    expect(view.subjects.map((s) => [s.subject.id, s.accuracy_x100, s.batch_accuracy_x100])).toEqual([
      [1, 3333, 5000],
      [2, 10_000, 5000],
    ]);
    expect(view.weakest.map((t) => t.topic.id)).toEqual([2, 1, 3]);
  });
});
