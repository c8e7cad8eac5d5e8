/**
 * Bookmarks and the wrong-and-skipped list on the seeded demo data (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): only questions whose review is open to the doctor; another doctor's bookmark
 * is a 404; the review marks what is bookmarked; the mistakes rule over real attempts.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../../server/contract";
import { examAttempts, examQuestions, exams } from "../../server/db/schema";
import { HIDDEN_REVIEW_EXAM_TITLE, PAST_EXAM_TITLE } from "../../server/seed/exam-results";
import { FCPS_EXAM_TITLE } from "../../server/seed/exams";
import { testClock } from "./accounts-client";
import { DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";
import { demoOnDevice, doctorOnDevice, doctorWithCourse } from "./learning-helpers";

const clock = testClock(Date.now());
let api: TestApi;
let demo: Record<string, string>;

beforeAll(async () => {
  api = await makeTestApi({}, { clock });
  demo = await demoOnDevice(api.db);
});
afterAll(() => api.close());

async function questionsOf(title: string) {
  const [exam] = await api.db.select().from(exams).where(eq(exams.title, title));
  return api.db.select().from(examQuestions).where(eq(examQuestions.examId, exam!.id)).orderBy(asc(examQuestions.number));
}

const setBookmark = (questionId: number, bookmarked: boolean, headers = demo) =>
  api.app.inject({
    method: "POST",
    url: `/api/v3/doctor/questions/${questionId}/bookmark`,
    headers,
    payload: { bookmarked },
  });

async function bookmarks(headers = demo) {
  const res = await api.app.inject({ method: "GET", url: "/api/v3/doctor/bookmarks", headers });
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.bookmarks.response.parse(res.json()).data;
}

async function mistakes(query = "", headers = demo) {
  const res = await api.app.inject({ method: "GET", url: `/api/v3/doctor/practice/mistakes${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.mistakes.response.parse(res.json()).data;
}

describe("bookmarks", () => {
  it("marks a question of a reviewed paper, lists it with its topic and answer, and the review shows it marked", async () => {
    const [first, second] = await questionsOf(PAST_EXAM_TITLE);
    expect((await setBookmark(first!.id, true)).json()).toEqual({ data: { question_id: first!.id, bookmarked: true } });
    // Marking twice is one bookmark.
    expect((await setBookmark(first!.id, true)).statusCode).toBe(200);
    expect((await setBookmark(second!.id, true)).statusCode).toBe(200);

    const list = await bookmarks();
    expect(list.map((b) => b.question.id).sort()).toEqual([first!.id, second!.id].sort());
    const mine = list.find((b) => b.question.id === first!.id)!;
    expect(mine.topic?.subject.name_bn).toBeTruthy();
    expect(mine.exam.title).toBe(PAST_EXAM_TITLE);
    expect(mine.review?.correct).toBe(first!.correct);
    expect(mine.bookmarked).toBe(true);

    const [attempt] = await api.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, first!.examId), eq(examAttempts.doctorId, DEMO_DOCTOR_ID)));
    const review = await api.app.inject({ method: "GET", url: `/api/v3/exam-attempts/${attempt!.id}/review`, headers: demo });
    const marked = endpoints.examReview.response.parse(review.json()).data.questions.filter((q) => q.bookmarked);
    expect(marked.map((q) => q.id).sort()).toEqual([first!.id, second!.id].sort());

    expect((await setBookmark(second!.id, false)).json().data.bookmarked).toBe(false);
    expect((await bookmarks()).map((b) => b.question.id)).toEqual([first!.id]);
  });

  it("refuses a question whose review is not open, or of a paper the doctor has not submitted (404)", async () => {
    const [hidden] = await questionsOf(HIDDEN_REVIEW_EXAM_TITLE);
    expect((await setBookmark(hidden!.id, true)).statusCode).toBe(404);
    const [unsat] = await questionsOf(FCPS_EXAM_TITLE);
    expect((await setBookmark(unsat!.id, true)).statusCode).toBe(404);
    expect((await setBookmark(999_999, true)).statusCode).toBe(404);
  });

  it("another doctor's bookmark is a 404 and never in their list", async () => {
    const [first] = await questionsOf(PAST_EXAM_TITLE);
    expect((await setBookmark(first!.id, true)).statusCode).toBe(200);
    const other = await doctorOnDevice(api.db, (await doctorWithCourse(api.db, 1, "active")).doctorId);
    expect((await setBookmark(first!.id, false, other)).statusCode).toBe(404);
    expect(await bookmarks(other)).toEqual([]);
    expect((await bookmarks()).map((b) => b.question.id)).toContain(first!.id);
  });

  it("is paid content: an unverified device is refused (423)", async () => {
    const unverified = await demoOnDevice(api.db, { verified: false });
    const res = await api.app.inject({ method: "GET", url: "/api/v3/doctor/bookmarks", headers: unverified });
    expect(res.statusCode).toBe(423);
  });
});

describe("wrong and skipped", () => {
  it("holds the blank and partly wrong questions of reviewed papers, by topic, never a paper whose review is closed", async () => {
    const list = await mistakes();
    const hidden = (await questionsOf(HIDDEN_REVIEW_EXAM_TITLE)).map((q) => q.id);
    expect(list.questions.some((q) => hidden.includes(q.question.id))).toBe(false);
    // The seeded demo doctor leaves the last three questions of each weekly test blank…
    const past = await questionsOf(PAST_EXAM_TITLE);
    const pastMistakes = list.questions.filter((q) => q.exam.title === PAST_EXAM_TITLE);
    expect(pastMistakes.map((q) => q.question.id).sort()).toEqual(
      past
        .slice(7)
        .map((q) => q.id)
        .sort(),
    );
    expect(pastMistakes.every((q) => q.review?.outcome === "blank")).toBe(true);
    // …and got each MCQ of the cardiology quiz partly wrong (one statement).
    expect(list.questions.some((q) => q.exam.kind === "quiz" && q.review?.outcome === "partial")).toBe(true);
    const counted = list.topics.reduce((sum, t) => sum + t.wrong + t.partial + t.blank, 0);
    expect(counted).toBe(list.total);
    expect(list.topics.every((t) => t.topic !== null)).toBe(true);
  });

  it("narrows to one topic", async () => {
    const { topics } = await mistakes();
    const topic = topics[0]!.topic!;
    const one = await mistakes(`?topic_id=${topic.id}`);
    expect(one.questions.length).toBeGreaterThan(0);
    expect(one.questions.every((q) => q.topic?.id === topic.id)).toBe(true);
    expect(one.total).toBe(topics[0]!.wrong + topics[0]!.partial + topics[0]!.blank);
  });

  it("is empty for a doctor who has sat nothing", async () => {
    const other = await doctorOnDevice(api.db, (await doctorWithCourse(api.db, 1, "active")).doctorId);
    expect(await mistakes("", other)).toEqual({ topics: [], questions: [], total: 0, shown_limit: 30 });
  });
});
