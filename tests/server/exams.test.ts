/**
 * The exam engine over HTTP (PGlite, and PostgreSQL with TEST_DATABASE_URL): one attempt, idempotent
 * start/save/submit, late answers refused, the server submitting abandoned attempts, review policy,
 * merit positions with ties and pending attempts outside them, rights and hostile input.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../../server/contract";
import { examAnswers, examAttempts, exams } from "../../server/db/schema";
import { saveAnswers } from "../../server/exams/answers";
import { submitOverdueAttempts } from "../../server/exams/attempts";
import { SHORT_EXAM_TITLE } from "../../server/seed/exams";
import { testClock } from "./accounts-client";
import { makeTestApi, type TestApi } from "./helpers";
import { makeExam, newSitter, sitterHeaders, type Sitter } from "./exams-helpers";

const clock = testClock(Date.UTC(2026, 10, 24, 10, 0));
let api: TestApi;

beforeAll(async () => {
  api = await makeTestApi({}, { clock });
});
afterAll(() => api.close());

const minutes = (n: number) => new Date(clock().getTime() + n * 60_000);
const get = (url: string, who: Sitter) => api.app.inject({ method: "GET", url, headers: who.headers });
const post = (url: string, who: Sitter, payload?: unknown, extra: Record<string, string> = {}) =>
  api.app.inject({
    method: "POST",
    url,
    headers: { ...who.headers, ...extra },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function start(examId: number, who: Sitter) {
  const res = await post(`/api/v3/exams/${examId}/start`, who);
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.startExam.response.parse(res.json()).data;
}
const save = (attemptId: number, who: Sitter, answers: { question_id: number; answer: string; client_at?: string }[]) =>
  post(`/api/v3/exam-attempts/${attemptId}/answers`, who, {
    answers: answers.map((a) => ({ client_at: clock().toISOString(), ...a })),
  });
/** exam_answers_stored_total for the exam door, from the API's own /metrics. */
const answersStored = async () => {
  const line = (await api.app.inject({ url: "/metrics" })).body
    .split("\n")
    .find((l) => l.startsWith('exam_answers_stored_total{door="exam"} '));
  return Number(line?.split(" ")[1] ?? 0);
};
const submit = (attemptId: number, who: Sitter) => post(`/api/v3/exam-attempts/${attemptId}/submit`, who);
const result = async (attemptId: number, who: Sitter) => {
  const res = await get(`/api/v3/exam-attempts/${attemptId}/result`, who);
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.examResult.response.parse(res.json()).data;
};

describe("the seeded short exam", () => {
  it("starts once, never shows the key before review, and scores exactly", async () => {
    const doctor = await newSitter(api, clock());
    const [exam] = await api.db.select().from(exams).where(eq(exams.title, SHORT_EXAM_TITLE));
    const info = await get(`/api/v3/exams/${exam!.id}`, doctor);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({ status: "open", can_start: true, attempt: null });
    expect(info.json().data.exam.question_counts).toEqual({ mcq: 5, sba: 5, total: 10 });

    const [first, again, raced] = await Promise.all([start(exam!.id, doctor), start(exam!.id, doctor), start(exam!.id, doctor)]);
    expect(again.id).toBe(first.id);
    expect(raced.id).toBe(first.id);
    expect(await api.db.select().from(examAttempts).where(eq(examAttempts.doctorId, doctor.id))).toHaveLength(1);

    const paper = await get(`/api/v3/exam-attempts/${first.id}`, doctor);
    expect(paper.statusCode).toBe(200);
    expect(paper.body).not.toMatch(/"correct"|explanation/);
    const questions = endpoints.examPaper.response.parse(paper.json()).data.questions;
    expect(questions).toHaveLength(10);

    // Answer every question right from the stored key: 5 × 1 + 5 × 1 = 10 marks.
    const keys = await api.db.query.examQuestions.findMany({ where: (q, { eq }) => eq(q.examId, exam!.id) });
    const storedBefore = await answersStored();
    const saved = await save(
      first.id,
      doctor,
      keys.map((q) => ({ question_id: q.id, answer: q.correct })),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.saved).toEqual(keys.map((q) => q.id).sort((a, b) => a - b));
    // The exam-day dashboard's "answers stored" (deploy/grafana): every row the save wrote.
    expect((await answersStored()) - storedBefore).toBe(10);
    expect((await submit(first.id, doctor)).statusCode).toBe(200);
    const r = await result(first.id, doctor);
    expect(r).toMatchObject({
      obtained_mark_x100: 1000,
      percent_x100: 10_000,
      passed: true,
      correct_count: 30,
      wrong_count: 0,
      blank_count: 0,
    });
    expect(r.position).toBe(1);
    expect(r.batch_position).toBe(1);
    expect(r.review_available).toBe(true);
    const review = await get(`/api/v3/exam-attempts/${first.id}/review`, doctor);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().data.questions[0]).toMatchObject({ answer: keys[0]!.correct, correct: keys[0]!.correct });
  });
});

describe("the paper's questions by version", () => {
  it("are the same version for every sitter, and left out for a caller that names that version", async () => {
    const { exam } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(60) });
    const [a, b] = [await newSitter(api, clock()), await newSitter(api, clock())];
    const paperOf = async (who: Sitter, query = "") => {
      const attempt = await start(exam.id, who);
      const res = await get(`/api/v3/exam-attempts/${attempt.id}${query}`, who);
      expect(res.statusCode, res.body).toBe(200);
      return endpoints.examPaper.response.parse(res.json()).data;
    };
    const whole = await paperOf(a);
    expect(whole.questions?.length).toBeGreaterThan(0);
    const known = await paperOf(b, `?known_papers=0123456789abcdef,${whole.paper_version}`);
    expect(known.paper_version).toBe(whole.paper_version);
    expect(known.questions).toBeNull();
    expect(known.attempt.exam_id).toBe(exam.id);
    expect((await paperOf(b, "?known_papers=0123456789abcdef")).questions).toEqual(whole.questions);
    expect((await get(`/api/v3/exam-attempts/${whole.attempt.id}?known_papers=nonsense`, a)).statusCode).toBe(422);
  });
});

describe("saving answers", () => {
  let doctor: Sitter;
  let attemptId: number;
  let mcqId: number;
  let sbaId: number;

  beforeAll(async () => {
    doctor = await newSitter(api, clock());
    const { exam, questions } = await makeExam(api, { opensAt: minutes(-5), closesAt: minutes(60) });
    attemptId = (await start(exam.id, doctor)).id;
    mcqId = questions.find((q) => q.type === "mcq")!.id;
    sbaId = questions.find((q) => q.type === "sba")!.id;
  });

  const stored = async () =>
    Object.fromEntries(
      (await api.db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId))).map((a) => [a.questionId, a.answer]),
    );

  it("is idempotent, and an older queued change never overwrites a newer one", async () => {
    clock.advance(6 * 60_000); // the changes below were made after the start, before this moment
    const batch = [
      { question_id: mcqId, answer: "TF.FT", client_at: "2026-11-24T10:01:00.000Z" },
      { question_id: sbaId, answer: "B", client_at: "2026-11-24T10:01:00.000Z" },
    ];
    expect((await save(attemptId, doctor, batch)).statusCode).toBe(200);
    expect((await save(attemptId, doctor, batch)).statusCode).toBe(200);
    expect(await stored()).toEqual({ [mcqId]: "TF.FT", [sbaId]: "B" });
    // The queue resends an older change after a newer one arrived: ignored.
    await save(attemptId, doctor, [{ question_id: sbaId, answer: "D", client_at: "2026-11-24T10:03:00.000Z" }]);
    await save(attemptId, doctor, [{ question_id: sbaId, answer: "A", client_at: "2026-11-24T10:02:00.000Z" }]);
    expect((await stored())[sbaId]).toBe("D");
    // Within one batch the latest change wins, whatever its place.
    await save(attemptId, doctor, [
      { question_id: mcqId, answer: "TTTTT", client_at: "2026-11-24T10:05:00.000Z" },
      { question_id: mcqId, answer: "FFFFF", client_at: "2026-11-24T10:04:00.000Z" },
    ]);
    expect((await stored())[mcqId]).toBe("TTTTT");
  });

  // A doctor's client clock an hour off: each later change must still win, and `saved` names the questions written.
  for (const [name, skewMs] of [
    ["an hour fast", 3_600_000],
    ["an hour slow", -3_600_000],
  ] as const) {
    it(`takes the latest change from a client clock ${name}, JSON and then the no-JS form`, async () => {
      const sitter = await newSitter(api, clock());
      const { exam, questions } = await makeExam(api, { opensAt: minutes(-5), closesAt: minutes(60) });
      const { id } = await start(exam.id, sitter);
      const sba = questions.find((q) => q.type === "sba")!.id;
      const skewed = () => new Date(clock().getTime() + skewMs).toISOString();
      const answerOf = async () =>
        (await api.db.select().from(examAnswers).where(eq(examAnswers.attemptId, id))).find((a) => a.questionId === sba)?.answer;
      for (const answer of ["A", "B", "C"]) {
        clock.advance(10_000);
        const res = await save(id, sitter, [{ question_id: sba, answer, client_at: skewed() }]);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.saved).toEqual([sba]);
        expect(await answerOf()).toBe(answer);
      }
      // The no-JS page posts with the portal's clock, which is the server's.
      clock.advance(10_000);
      expect((await save(id, sitter, [{ question_id: sba, answer: "D", client_at: clock().toISOString() }])).statusCode).toBe(
        200,
      );
      expect(await answerOf()).toBe("D");
      // An older change resent after it (made after the start, before "D") is not written, and the answer says so.
      const stale = await save(id, sitter, [{ question_id: sba, answer: "E", client_at: minutes(-0.5).toISOString() }]);
      expect(stale.statusCode).toBe(200);
      expect(stale.json().data.saved).toEqual([]);
      expect(await answerOf()).toBe("D");
    });
  }

  // Decision 095: a time outside the attempt's window is a wrong clock, not a time; the change counts as sent now.
  describe("the latest change wins whatever the client's clock says", () => {
    async function sitting() {
      const sitter = await newSitter(api, clock());
      const { exam, questions } = await makeExam(api, { opensAt: minutes(-5), closesAt: minutes(60) });
      const { id, started_at } = await start(exam.id, sitter);
      const [sba, other] = questions.filter((q) => q.type === "sba").map((q) => q.id) as [number, number];
      const answerOf = async (questionId = sba) =>
        (await api.db.select().from(examAnswers).where(eq(examAnswers.attemptId, id))).find((a) => a.questionId === questionId)
          ?.answer;
      const send = async (answers: { question_id: number; answer: string; client_at: string }[]) => {
        const res = await save(id, sitter, answers);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.saved as number[];
      };
      return { sba, other, startedAt: Date.parse(started_at), answerOf, send };
    }

    it("stores a change stamped an hour before the start, or in year 0000, sent after one stamped honestly", async () => {
      const { sba, startedAt, answerOf, send } = await sitting();
      clock.advance(60_000);
      expect(await send([{ question_id: sba, answer: "A", client_at: clock().toISOString() }])).toEqual([sba]);
      clock.advance(10_000);
      const anHourBefore = new Date(startedAt - 3_600_000).toISOString();
      expect(await send([{ question_id: sba, answer: "B", client_at: anHourBefore }])).toEqual([sba]);
      expect(await answerOf()).toBe("B");
      clock.advance(10_000);
      expect(await send([{ question_id: sba, answer: "C", client_at: "0000-01-01T00:00:00Z" }])).toEqual([sba]);
      expect(await answerOf()).toBe("C");
      // Counted as sent when it arrived, so the next honest change still wins.
      clock.advance(10_000);
      expect(await send([{ question_id: sba, answer: "D", client_at: clock().toISOString() }])).toEqual([sba]);
      expect(await answerOf()).toBe("D");
    });

    it("stores a change stamped in the future, and the next honest change after it", async () => {
      const { sba, answerOf, send } = await sitting();
      clock.advance(60_000);
      expect(await send([{ question_id: sba, answer: "A", client_at: clock().toISOString() }])).toEqual([sba]);
      clock.advance(10_000);
      const nextYear = new Date(clock().getTime() + 365 * 86_400_000).toISOString();
      expect(await send([{ question_id: sba, answer: "B", client_at: nextYear }])).toEqual([sba]);
      expect(await answerOf()).toBe("B");
      clock.advance(10_000);
      expect(await send([{ question_id: sba, answer: "C", client_at: clock().toISOString() }])).toEqual([sba]);
      expect(await answerOf()).toBe("C");
    });

    it("two sends of one question out of order: the queue's later change stays, and the answer names what it stored", async () => {
      const { sba, other, startedAt, answerOf, send } = await sitting();
      clock.advance(5 * 60_000);
      const at = (s: number) => new Date(startedAt + s * 1000).toISOString();
      // The page queued A at +60 s and B at +120 s; the send carrying B arrives first.
      expect(await send([{ question_id: sba, answer: "B", client_at: at(120) }])).toEqual([sba]);
      const late = await send([
        { question_id: sba, answer: "A", client_at: at(60) },
        { question_id: other, answer: "E", client_at: at(60) },
      ]);
      expect(late).toEqual([other]);
      expect(await answerOf()).toBe("B");
      expect(await answerOf(other)).toBe("E");
      // Resending what is stored is stored again (idempotent), and says so.
      expect(await send([{ question_id: sba, answer: "B", client_at: at(120) }])).toEqual([sba]);
    });
  });

  it("bounds client_at: years 0000 and 10000 are no server error", async () => {
    const sitter = await newSitter(api, clock());
    const { exam, questions } = await makeExam(api, { opensAt: minutes(-5), closesAt: minutes(60) });
    const { id } = await start(exam.id, sitter);
    const sba = questions.find((q) => q.type === "sba")!.id;
    for (const client_at of [
      "0000-01-01T00:00:00Z",
      "10000-01-01T00:00:00Z",
      "+010000-01-01T00:00:00Z",
      "9999-12-31T23:59:59Z",
    ]) {
      const res = await save(id, sitter, [{ question_id: sba, answer: "A", client_at }]);
      expect(res.statusCode, `${client_at} → ${res.body}`).toBeLessThan(500);
    }
    clock.advance(1_000);
    expect((await save(id, sitter, [{ question_id: sba, answer: "B" }])).json().data.saved).toEqual([sba]);
  });

  it("refuses hostile input with a 4xx and stores nothing", async () => {
    const before = await stored();
    const bad: unknown[] = [
      { answers: [{ question_id: 999_999, answer: "A", client_at: clock().toISOString() }] },
      { answers: [{ question_id: mcqId, answer: "A", client_at: clock().toISOString() }] },
      { answers: [{ question_id: sbaId, answer: "F", client_at: clock().toISOString() }] },
      { answers: [{ question_id: sbaId, answer: "A\u0000", client_at: clock().toISOString() }] },
      { answers: [{ question_id: [sbaId], answer: ["A"], client_at: clock().toISOString() }] },
      { answers: [{ question_id: sbaId, answer: "A", client_at: "yesterday" }] },
      { answers: [] },
      { answers: Array.from({ length: 201 }, () => ({ question_id: sbaId, answer: "A", client_at: clock().toISOString() })) },
      { answers: "A" },
      "answers=A",
      [],
    ];
    for (const payload of bad) {
      const res = await post(`/api/v3/exam-attempts/${attemptId}/answers`, doctor, payload);
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 80)} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const wrongType = await post(`/api/v3/exam-attempts/${attemptId}/answers`, doctor, "{", { "content-type": "text/plain" });
    expect(wrongType.statusCode).toBeLessThan(500);
    for (const url of ["/api/v3/exam-attempts/abc", "/api/v3/exam-attempts/1e3", "/api/v3/exam-attempts/99999999999"]) {
      expect((await get(url, doctor)).statusCode, url).toBe(404);
    }
    // A NUL byte anywhere in a request is refused by the API's hostile-input guard before any route runs.
    expect((await get("/api/v3/exams/%00", doctor)).statusCode).toBe(422);
    expect(await stored()).toEqual(before);
  });

  it("another doctor's attempt is answered like a missing one", async () => {
    const other = await newSitter(api, clock());
    for (const res of [
      await get(`/api/v3/exam-attempts/${attemptId}`, other),
      await save(attemptId, other, [{ question_id: sbaId, answer: "C" }]),
      await submit(attemptId, other),
      await get(`/api/v3/exam-attempts/${attemptId}/result`, other),
      await get(`/api/v3/quiz-attempts/${attemptId}`, doctor),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("TTTTT");
    }
  });
});

describe("time", () => {
  it("takes answers within the grace period, refuses them after it, and the server submits", async () => {
    const doctor = await newSitter(api, clock());
    const { exam, questions } = await makeExam(api, {
      opensAt: minutes(-1),
      closesAt: minutes(120),
      durationSeconds: 600,
      graceSeconds: 30,
    });
    const attempt = await start(exam.id, doctor);
    expect(new Date(attempt.deadline_at).getTime() - new Date(attempt.started_at).getTime()).toBe(600_000);
    const sba = questions.filter((q) => q.type === "sba");

    clock.advance(600_000 + 30_000); // exactly the end of the grace period
    expect((await save(attempt.id, doctor, [{ question_id: sba[0]!.id, answer: sba[0]!.correct }])).statusCode).toBe(200);
    clock.advance(1);
    const late = await save(attempt.id, doctor, [{ question_id: sba[1]!.id, answer: sba[1]!.correct }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/সময় শেষ/);

    const [row] = await api.db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
    expect(row).toMatchObject({ submittedBy: "server", obtainedMark: 100 });
    expect(row!.submittedAt).toEqual(new Date(attempt.deadline_at));
    // Submitting again is harmless and changes nothing.
    const again = await submit(attempt.id, doctor);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.submitted_by).toBe("server");
  });

  it("the sweep submits attempts nobody came back to", async () => {
    const doctor = await newSitter(api, clock());
    const { exam } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(5), durationSeconds: 600 });
    const attempt = await start(exam.id, doctor);
    // The window closes before start + duration: the deadline is the close.
    expect(attempt.deadline_at).toBe(minutes(5).toISOString());
    const row = async () => (await api.db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id)))[0];
    await submitOverdueAttempts(api.db, clock());
    expect((await row())!.submittedAt).toBeNull();
    clock.advance(5 * 60_000 + 30_000);
    await submitOverdueAttempts(api.db, clock());
    expect((await row())!.submittedAt).toBeNull();
    clock.advance(1_000);
    expect(await submitOverdueAttempts(api.db, clock())).toBeGreaterThanOrEqual(1);
    expect(await row()).toMatchObject({ submittedBy: "server", obtainedMark: 0, blankCount: 12 });
  });

  it("submit is idempotent and closes the attempt to answers", async () => {
    const doctor = await newSitter(api, clock());
    const { exam, questions } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(60) });
    const attempt = await start(exam.id, doctor);
    const first = await submit(attempt.id, doctor);
    const second = await submit(attempt.id, doctor);
    expect(second.json().data.submitted_at).toBe(first.json().data.submitted_at);
    const after = await save(attempt.id, doctor, [{ question_id: questions[0]!.id, answer: "TTTTT" }]);
    expect(after.statusCode).toBe(409);
    expect((await start(exam.id, doctor)).id).toBe(attempt.id);
  });

  it("a save that read the attempt before a submit closed it writes nothing (the upsert checks again)", async () => {
    const doctor = await newSitter(api, clock());
    const { exam, questions } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(60) });
    const { id } = await start(exam.id, doctor);
    const [seen] = await api.db.select().from(examAttempts).where(eq(examAttempts.id, id));
    expect((await submit(id, doctor)).statusCode).toBe(200);
    const answers = [{ question_id: questions[0]!.id, answer: "TTTTT", client_at: clock().toISOString() }];
    await expect(saveAnswers(api.db, { attempt: seen!, exam }, { answers }, clock())).rejects.toMatchObject({ statusCode: 409 });
    expect(await api.db.select().from(examAnswers).where(eq(examAnswers.attemptId, id))).toEqual([]);
  });
});

describe("review policy, merit and rights", () => {
  it("after_close hides answers and explanations until the window closes", async () => {
    const doctor = await newSitter(api, clock());
    const { exam } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(30), reviewPolicy: "after_close" });
    const attempt = await start(exam.id, doctor);
    await submit(attempt.id, doctor);
    expect((await result(attempt.id, doctor)).review_available).toBe(false);
    const hidden = await get(`/api/v3/exam-attempts/${attempt.id}/review`, doctor);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.body).not.toMatch(/correct|explanation/);
    clock.advance(31 * 60_000);
    expect((await get(`/api/v3/exam-attempts/${attempt.id}/review`, doctor)).statusCode).toBe(200);
  });

  it("ranks by competition (1, 1, 3); a pending attempt is scored but outside merit", async () => {
    const { exam, questions } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(20) });
    const sba = questions.filter((q) => q.type === "sba");
    const sit = async (answers: string[]) => {
      const doctor = await newSitter(api, clock());
      const attempt = await start(exam.id, doctor);
      await save(
        attempt.id,
        doctor,
        answers.map((answer, i) => ({ question_id: sba[i]!.id, answer })),
      );
      await submit(attempt.id, doctor);
      return { doctor, attempt };
    };
    const right = sba.map((q) => q.correct);
    const a = await sit(right);
    const b = await sit(right);
    const c = await sit([right[0]!]);
    expect((await result(a.attempt.id, a.doctor)).position).toBe(1);
    expect((await result(b.attempt.id, b.doctor)).position).toBe(1);
    const third = await result(c.attempt.id, c.doctor);
    expect(third).toMatchObject({
      position: 3,
      participants: 3,
      highest_mark_x100: 200,
      average_mark_x100: 167,
      batch_position: 3,
    });

    clock.advance(21 * 60_000);
    const late = await newSitter(api, clock());
    const info = await get(`/api/v3/exams/${exam.id}`, late);
    expect(info.json().data).toMatchObject({ status: "missed", can_start: true });
    const pending = await start(exam.id, late);
    expect(pending.is_pending).toBe(true);
    expect(new Date(pending.deadline_at).getTime() - clock().getTime()).toBe(600_000);
    await save(
      pending.id,
      late,
      right.map((answer, i) => ({ question_id: sba[i]!.id, answer })),
    );
    await submit(pending.id, late);
    const r = await result(pending.id, late);
    expect(r).toMatchObject({ obtained_mark_x100: 200, position: null, batch_position: null, participants: 3 });
    expect((await result(c.attempt.id, c.doctor)).position).toBe(3);
  });

  it("needs an active enrolment (403) and a verified device (423)", async () => {
    const { exam } = await makeExam(api, { opensAt: minutes(-1), closesAt: minutes(60) });
    const outsider = await newSitter(api, clock(), false);
    expect((await get(`/api/v3/exams/${exam.id}`, outsider)).statusCode).toBe(403);
    expect((await post(`/api/v3/exams/${exam.id}/start`, outsider)).statusCode).toBe(403);
    const enrolled = await newSitter(api, clock());
    const { "x-device-token": _, ...bearerOnly } = enrolled.headers;
    expect((await get(`/api/v3/exams/${exam.id}`, { ...enrolled, headers: bearerOnly })).statusCode).toBe(423);
    expect((await api.app.inject({ url: `/api/v3/exams/${exam.id}` })).statusCode).toBe(401);
    expect((await get(`/api/v3/exams/${exam.id + 1000}`, enrolled)).statusCode).toBe(404);
  });
});

describe("on-spot quizzes", () => {
  it("a login is enough; the card shows the attempt; the leaderboard ranks it", async () => {
    const doctor = await newSitter(api, clock(), false);
    const bearerOnly = { id: doctor.id, headers: { authorization: doctor.headers.authorization! } };
    const info = await get("/api/v3/quizzes/anatomy-basics", bearerOnly);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data.exam.marking.full_mark_x100).toBe(2000);
    const started = await post("/api/v3/quizzes/anatomy-basics/start", bearerOnly);
    expect(started.statusCode).toBe(200);
    const attemptId = started.json().data.id;
    // Quiz attempts are not found through the paid door, nor paid exams through the quiz door.
    expect((await get(`/api/v3/exam-attempts/${attemptId}`, doctor)).statusCode).toBe(404);
    expect((await post(`/api/v3/quiz-attempts/${attemptId}/submit`, bearerOnly)).statusCode).toBe(200);
    const card = (await get("/api/v3/web/quizzes", bearerOnly))
      .json()
      .data.find((q: { key: string }) => q.key === "anatomy-basics");
    expect(card.participated).toEqual({ finished: 1 });
    const board = await get("/api/v3/quizzes/anatomy-basics/leaderboard", bearerOnly);
    expect(board.statusCode).toBe(200);
    expect(board.json().data.me).toEqual({ position: 1, obtained_mark_x100: 0 });
    expect((await get("/api/v3/quizzes/no-such-quiz", bearerOnly)).statusCode).toBe(404);
    expect((await get("/api/v3/quizzes/%27%3B--", bearerOnly)).statusCode).toBe(404);
  });

  it("the demo doctor's finished quiz is on the leaderboard", async () => {
    const headers = await sitterHeaders(api, 1, clock());
    const board = await get("/api/v3/quizzes/cardiology-weekly/leaderboard", { id: 1, headers });
    expect(board.json().data.entries[0]).toMatchObject({ position: 1, is_me: true, obtained_mark_x100: 2250 });
  });
});
