/**
 * After submit, on the seeded demo data (PGlite, and PostgreSQL with TEST_DATABASE_URL): the exam
 * lists with each exam's state, merit positions overall and per batch with a shared place, the
 * pending attempt outside the merit list, the review policy hiding answers until the window has
 * closed, and rights (another doctor's attempt 404, an unverified device 423).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, type ExamListItem } from "../../server/contract";
import { courseReferenceBooks, doctors, examAttempts, exams } from "../../server/db/schema";
import {
  ADMIN_EXAM_TITLE,
  HIDDEN_REVIEW_EXAM_TITLE,
  MASTER_EXAM_TITLE,
  PAST_EXAM_TITLE,
  PENDING_EXAM_TITLE,
} from "../../server/seed/exam-results";
import { testClock } from "./accounts-client";
import { DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";
import { demoOnDevice, doctorOnDevice } from "./learning-helpers";

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock(Date.now());
let api: TestApi;
let demo: Record<string, string>;

beforeAll(async () => {
  api = await makeTestApi({}, { clock });
  demo = await demoOnDevice(api.db);
});
afterAll(() => api.close());

const get = (url: string, headers = demo) => api.app.inject({ method: "GET", url, headers });

/** The demo doctor's active courses (an expired one answers 403 on its exams, like its timetable). */
async function demoCourses(): Promise<{ id: number; status: string }[]> {
  const courses: { id: number; status: string }[] = (await get("/api/v3/web/doctor/courses")).json().data;
  return courses.filter((c) => c.status === "active");
}

async function courseExams(courseId: number, query = ""): Promise<ExamListItem[]> {
  const res = await get(`/api/v3/web/doctor/courses/${courseId}/exams${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.doctorCourseExams.response.parse(res.json()).data;
}

async function allDemoExams(): Promise<ExamListItem[]> {
  const lists = await Promise.all((await demoCourses()).map((c) => courseExams(c.id)));
  const admin = endpoints.adminExams.response.parse((await get("/api/v3/web/doctor/admin-exams")).json()).data;
  return [...lists.flat(), ...admin];
}

const byTitle = (list: ExamListItem[], title: string) => list.find((e) => e.title === title)!;

async function result(attemptId: number, headers = demo) {
  const res = await get(`/api/v3/exam-attempts/${attemptId}/result`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.examResult.response.parse(res.json()).data;
}

describe("exam lists", () => {
  it("a course's exams carry the doctor's state, the event they hang on and the attempt", async () => {
    const list = await allDemoExams();
    const past = byTitle(list, PAST_EXAM_TITLE);
    expect(past).toMatchObject({ kind: "course", status: "submitted", review_available: true, question_total: 10 });
    expect(past.event_id).not.toBeNull();
    expect(past.attempt).toMatchObject({ is_pending: false, obtained_mark_x100: 700, passed: true });
    expect(byTitle(list, HIDDEN_REVIEW_EXAM_TITLE)).toMatchObject({ status: "submitted", review_available: false });
    expect(byTitle(list, PENDING_EXAM_TITLE).attempt).toMatchObject({ is_pending: true });
    expect(byTitle(list, MASTER_EXAM_TITLE)).toMatchObject({ kind: "master", status: "submitted" });
    expect(byTitle(list, ADMIN_EXAM_TITLE)).toMatchObject({ kind: "admin", event_id: null, schedule_id: null });
    // The exams still open, not yet started by the demo doctor.
    expect(list.filter((e) => e.status === "open").length).toBeGreaterThanOrEqual(1);
  });

  it("filters by schedule", async () => {
    const [course] = await demoCourses();
    const all = await courseExams(course!.id);
    const scheduled = all.filter((e) => e.schedule_id !== null);
    expect(scheduled.length).toBeGreaterThan(0);
    const one = await courseExams(course!.id, `?schedule_id=${scheduled[0]!.schedule_id}`);
    expect(one.map((e) => e.id).sort()).toEqual(
      all
        .filter((e) => e.schedule_id === scheduled[0]!.schedule_id)
        .map((e) => e.id)
        .sort(),
    );
    expect(await courseExams(course!.id, "?schedule_id=999999")).toEqual([]);
  });

  it("another doctor's course is a 404, an unverified device a 423, and hostile ids a 404/422", async () => {
    const [course] = await demoCourses();
    const [other] = await api.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.name, "ডা. সাদিয়া ইসলাম"));
    const rival = await doctorOnDevice(api.db, other!.id);
    expect((await get(`/api/v3/web/doctor/courses/${course!.id}/exams`, rival)).statusCode).toBe(404);
    const unverified = await demoOnDevice(api.db, { verified: false });
    expect((await get(`/api/v3/web/doctor/courses/${course!.id}/exams`, unverified)).statusCode).toBe(423);
    expect((await get("/api/v3/web/doctor/admin-exams", unverified)).statusCode).toBe(423);
    expect((await get("/api/v3/web/doctor/courses/abc/exams")).statusCode).toBe(404);
    expect((await get(`/api/v3/web/doctor/courses/${course!.id}/exams?schedule_id=-1`)).statusCode).toBe(422);
  });

  it("admin-assigned exams need an active course", async () => {
    const [other] = await api.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.name, "ডা. রাকিবুল করিম"));
    const res = await get("/api/v3/web/doctor/admin-exams", await doctorOnDevice(api.db, other!.id));
    expect(res.json()).toEqual({ data: [] });
  });
});

describe("results", () => {
  it("positions share a place (1, 2, 2, 4), with highest and average over the merit list", async () => {
    const past = byTitle(await allDemoExams(), PAST_EXAM_TITLE);
    const r = await result(past.attempt!.id);
    // Marks of the eight sitters: 9, 7, 7 (the demo doctor), 6, 6, 5, 4, 3 (a wrong answer never takes
    // a question below 0 here, so wrong answers cost nothing beyond the question's own marks).
    expect(r).toMatchObject({ obtained_mark_x100: 700, position: 2, participants: 8, batch_position: 2 });
    // Counts are per MCQ statement (5 MCQ × 5) and per SBA.
    expect(r).toMatchObject({ correct_count: 27, wrong_count: 0, blank_count: 3, correct_mark_x100: 700, negative_mark_x100: 0 });
    expect(r).toMatchObject({ percent_x100: 7000, passed: true, highest_mark_x100: 900 });
    expect(r.average_mark_x100).toBe(588);
    // The same, by question and by MCQ statement apart (decision 032).
    expect(r.answer_counts).toEqual({
      questions: { right: 7, wrong: 0, partial: 0, blank: 3 },
      mcq_statements: { right: 25, wrong: 0, blank: 0 },
    });
    expect(r.penalty_before_floor_x100).toBe(0);
  });

  it("a sitter with wrong answers: the deduction the negative marks asked, and the floor that spared it", async () => {
    // 4 right (MCQ 1–4), then MCQ 5 all statements wrong and SBA 6–10 wrong: 5 × 0.25 + 5 × 0.25 asked,
    // nothing taken, since no question that was wrong had earned anything.
    const [sitter] = await api.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.name, "ডা. তানভীর আহমেদ"));
    const headers = await doctorOnDevice(api.db, sitter!.id);
    const [attempt] = await api.db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(and(eq(exams.title, PAST_EXAM_TITLE), eq(examAttempts.doctorId, sitter!.id)));
    const r = await result(attempt!.id, headers);
    expect(r).toMatchObject({ obtained_mark_x100: 400, negative_mark_x100: 0, penalty_before_floor_x100: 250 });
    expect(r.answer_counts).toEqual({
      questions: { right: 4, wrong: 6, partial: 0, blank: 0 },
      mcq_statements: { right: 20, wrong: 5, blank: 0 },
    });
  });

  it("a partly right MCQ counts as partly right, not wrong (issue 42, item 10)", async () => {
    // The demo doctor's finished quiz: every SBA right, each MCQ with four statements right and the last wrong.
    const info = endpoints.quizInfo.response.parse((await get("/api/v3/quizzes/cardiology-weekly")).json()).data;
    const res = await get(`/api/v3/quiz-attempts/${info.attempt!.id}/result`);
    expect(res.statusCode, res.body).toBe(200);
    expect(endpoints.quizResult.response.parse(res.json()).data.answer_counts).toEqual({
      questions: { right: 5, wrong: 0, partial: 5, blank: 0 },
      mcq_statements: { right: 20, wrong: 5, blank: 0 },
    });
  });

  it("a master exam ranks the doctor overall and within their own batch", async () => {
    const master = byTitle(await allDemoExams(), MASTER_EXAM_TITLE);
    const r = await result(master.attempt!.id);
    expect(r).toMatchObject({ position: 2, participants: 8 });
    // Rivals 1, 3, 5, 7 sit with the residency batch: 9, 6, 5, 3 and the demo doctor's 7.
    expect(r).toMatchObject({ batch_position: 2, batch_participants: 5 });
  });

  it("a pending attempt is scored but outside the merit positions, which it does not change", async () => {
    const pending = byTitle(await allDemoExams(), PENDING_EXAM_TITLE);
    const r = await result(pending.attempt!.id);
    expect(r).toMatchObject({ obtained_mark_x100: 700, position: null, batch_position: null, participants: 7 });
    expect(r.review_available).toBe(true);
  });

  it("another doctor's attempt is a 404, on the result and the review", async () => {
    const past = byTitle(await allDemoExams(), PAST_EXAM_TITLE);
    const [other] = await api.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.name, "ডা. সাদিয়া ইসলাম"));
    const rival = await doctorOnDevice(api.db, other!.id);
    expect((await get(`/api/v3/exam-attempts/${past.attempt!.id}/result`, rival)).statusCode).toBe(404);
    expect((await get(`/api/v3/exam-attempts/${past.attempt!.id}/review`, rival)).statusCode).toBe(404);
  });
});

describe("review policy", () => {
  it("after_close: answers hidden until the window closes, then open", async () => {
    const hidden = byTitle(await allDemoExams(), HIDDEN_REVIEW_EXAM_TITLE);
    const r = await result(hidden.attempt!.id);
    expect(r.review_available).toBe(false);
    expect(r.review_available_at).toBe(hidden.closes_at);
    const refused = await get(`/api/v3/exam-attempts/${hidden.attempt!.id}/review`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("explanation_html");

    clock.advance(new Date(hidden.closes_at).getTime() - clock().getTime() + 1000);
    try {
      const open = await get(`/api/v3/exam-attempts/${hidden.attempt!.id}/review`);
      expect(open.statusCode, open.body).toBe(200);
      const questions = endpoints.examReview.response.parse(open.json()).data.questions;
      expect(questions).toHaveLength(10);
      expect(questions.every((q) => q.correct.length > 0 && q.explanation_html.length > 0)).toBe(true);
      expect(byTitle(await allDemoExams(), HIDDEN_REVIEW_EXAM_TITLE).review_available).toBe(true);
    } finally {
      clock.advance(-(4 * DAY_MS));
    }
  });

  it("after_submit: answers open at once, with the doctor's answer against the key", async () => {
    const past = byTitle(await allDemoExams(), PAST_EXAM_TITLE);
    const res = await get(`/api/v3/exam-attempts/${past.attempt!.id}/review`);
    expect(res.statusCode).toBe(200);
    const questions = endpoints.examReview.response.parse(res.json()).data.questions;
    expect(questions.slice(0, 7).every((q) => q.answer === q.correct)).toBe(true);
    expect(questions.slice(7).every((q) => q.answer === "")).toBe(true);
  });

  it("explanations link to a page of the reference book, which the demo doctor may open", async () => {
    const past = byTitle(await allDemoExams(), PAST_EXAM_TITLE);
    const questions = endpoints.examReview.response.parse((await get(`/api/v3/exam-attempts/${past.attempt!.id}/review`)).json())
      .data.questions;
    const linked = questions.filter((q) => q.reference_book_page !== null);
    expect(linked.length).toBeGreaterThan(0);
    expect(questions.some((q) => q.reference_book_page === null)).toBe(true);
    for (const { reference_book_page: ref } of linked) {
      expect(ref).toMatchObject({ title: expect.stringContaining("Guyton"), readable: true });
      const page = await get(`/api/v3/web/doctor/reference-books/${ref!.book_id}/pages/${ref!.page_no}`);
      expect(page.statusCode, page.body).toBe(200);
    }
  });

  it("a book no course of the doctor lists is cited by title, not readable (the reader would be a 404)", async () => {
    const past = byTitle(await allDemoExams(), PAST_EXAM_TITLE);
    const listed = await api.db.select().from(courseReferenceBooks);
    await api.db.delete(courseReferenceBooks);
    try {
      const questions = endpoints.examReview.response.parse(
        (await get(`/api/v3/exam-attempts/${past.attempt!.id}/review`)).json(),
      ).data.questions;
      const cited = questions.flatMap((q) => (q.reference_book_page ? [q.reference_book_page] : []));
      expect(cited.length).toBeGreaterThan(0);
      for (const ref of cited) {
        expect(ref).toMatchObject({ title: expect.stringContaining("Guyton"), readable: false });
        expect((await get(`/api/v3/web/doctor/reference-books/${ref.book_id}/pages/${ref.page_no}`)).statusCode).toBe(404);
      }
    } finally {
      await api.db.insert(courseReferenceBooks).values(listed);
    }
  });
});

it("the demo doctor is the seeded doctor the lists are about", () => expect(DEMO_DOCTOR_ID).toBe(1));
