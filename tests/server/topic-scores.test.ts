/**
 * The units per attempt and topic that marking keeps (decision 067), on PGlite and PostgreSQL
 * (TEST_DATABASE_URL): a submit writes them in the marking's count; migration 0017's backfill counts
 * the same; and the progress report read from them equals the report counted from every answer.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../../server/db/migrate";
import { attemptTopicScores, examAnswers, examAttempts, examQuestions, exams, questionTopics } from "../../server/db/schema";
import { markingScheme } from "../../server/exams/papers";
import { topicScores } from "../../server/exams/marking";
import { PROGRESS_PAPERS, progressOf } from "../../server/progress/progress";
import { makeExam, newSitter } from "./exams-helpers";
import { DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";

let api: TestApi;

beforeAll(async () => {
  api = await makeTestApi();
});
afterAll(() => api.close());

type Score = { attemptId: number; topicId: number; units: number; rightUnits: number };
const byKey = (a: Score, b: Score) => a.attemptId - b.attemptId || a.topicId - b.topicId;

async function storedScores(): Promise<Score[]> {
  const rows = await api.db
    .select({
      attemptId: attemptTopicScores.attemptId,
      topicId: attemptTopicScores.topicId,
      units: attemptTopicScores.units,
      rightUnits: attemptTopicScores.rightUnits,
    })
    .from(attemptTopicScores);
  return rows.sort(byKey);
}

/** Every submitted attempt's units per topic counted afresh from its answers by the marking. */
async function scoresFromAnswers(attemptIds?: number[]): Promise<Score[]> {
  const attempts = await api.db
    .select({ id: examAttempts.id, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(isNotNull(examAttempts.submittedAt), attemptIds ? inArray(examAttempts.id, attemptIds) : undefined));
  const scores: Score[] = [];
  for (const { id, exam } of attempts) {
    const questions = await api.db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.examId, exam.id))
      .orderBy(asc(examQuestions.number));
    const answers = await api.db.select().from(examAnswers).where(eq(examAnswers.attemptId, id));
    const given = new Map(answers.map((a) => [a.questionId, a.answer]));
    for (const score of topicScores(markingScheme(exam), questions, given)) scores.push({ attemptId: id, ...score });
  }
  return scores.sort(byKey);
}

describe("units per attempt and topic", () => {
  it("are written when an attempt is marked, in the marking's count, once", async () => {
    const now = new Date();
    const sitter = await newSitter(api, now);
    const { exam, questions } = await makeExam(api, {
      opensAt: new Date(now.getTime() - 60_000),
      closesAt: new Date(now.getTime() + 3_600_000),
    });
    const [mcq1, mcq2, sba1, sba2] = questions;
    const [first, second] = await api.db
      .select({ id: questionTopics.id })
      .from(questionTopics)
      .orderBy(questionTopics.id)
      .limit(2);
    // First topic: an MCQ and an SBA; second: the other MCQ; the last SBA has no topic and is left out.
    await api.db
      .update(examQuestions)
      .set({ topicId: first!.id })
      .where(inArray(examQuestions.id, [mcq1!.id, sba1!.id]));
    await api.db.update(examQuestions).set({ topicId: second!.id }).where(eq(examQuestions.id, mcq2!.id));
    await api.db.update(examQuestions).set({ topicId: null }).where(eq(examQuestions.id, sba2!.id));
    const post = (url: string, payload?: object) => api.app.inject({ method: "POST", url, headers: sitter.headers, payload });
    const attemptId: number = (await post(`/api/v3/exams/${exam.id}/start`)).json().data.id;
    // The first MCQ: three statements right, one wrong, one blank; the first SBA right; the rest unanswered.
    const flip = (c: string) => (c === "T" ? "F" : "T");
    const key = mcq1!.correct;
    const answers = [
      { question_id: mcq1!.id, answer: `${key.slice(0, 3)}${flip(key[3]!)}.`, client_at: now.toISOString() },
      { question_id: sba1!.id, answer: sba1!.correct, client_at: now.toISOString() },
    ];
    expect((await post(`/api/v3/exam-attempts/${attemptId}/answers`, { answers })).statusCode).toBe(200);
    expect((await post(`/api/v3/exam-attempts/${attemptId}/submit`)).statusCode).toBe(200);
    expect((await post(`/api/v3/exam-attempts/${attemptId}/submit`)).statusCode).toBe(200);
    const rows = (await storedScores()).filter((s) => s.attemptId === attemptId);
    expect(rows).toEqual(
      [
        { attemptId, topicId: first!.id, units: 6, rightUnits: 4 },
        { attemptId, topicId: second!.id, units: 5, rightUnits: 0 },
      ].sort(byKey),
    );
    const [row] = await api.db
      .select({ examId: attemptTopicScores.examId })
      .from(attemptTopicScores)
      .where(eq(attemptTopicScores.attemptId, attemptId))
      .limit(1);
    expect(row!.examId).toBe(exam.id);
  });

  it("of the seeded history equal the marking's count of every answer, and so does migration 0017's backfill", async () => {
    const stored = await storedScores();
    expect(stored.length).toBeGreaterThan(50);
    expect(stored).toEqual(await scoresFromAnswers());
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, "0017_progress-topic-scores.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((s) => /INSERT INTO "attempt_topic_scores"/.test(s))!;
    await api.db.transaction(async (tx) => {
      await tx.delete(attemptTopicScores);
      await tx.execute(sql.raw(backfill));
    });
    expect(await storedScores()).toEqual(stored);
  });
});

describe("the progress report from the kept units", () => {
  it("equals the report counted from the doctor's and the batch's answers", async () => {
    const report = await progressOf(api.db, DEMO_DOCTOR_ID);
    // Counted from answers: the doctor's last papers that are not practice, and every submitted sitter of them.
    const mine = await api.db
      .select({ id: examAttempts.id, examId: examAttempts.examId })
      .from(examAttempts)
      .innerJoin(exams, and(eq(exams.id, examAttempts.examId), ne(exams.kind, "practice")))
      .where(and(eq(examAttempts.doctorId, DEMO_DOCTOR_ID), isNotNull(examAttempts.submittedAt)))
      .orderBy(sql`${examAttempts.submittedAt} desc`)
      .limit(PROGRESS_PAPERS);
    const papers = mine.map((m) => m.examId);
    const batch = await api.db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(inArray(examAttempts.examId, papers), isNotNull(examAttempts.submittedAt)));
    const sums = (scores: Score[]) => {
      const byTopic = new Map<number, { units: number; right: number }>();
      for (const s of scores) {
        const sum = byTopic.get(s.topicId) ?? { units: 0, right: 0 };
        byTopic.set(s.topicId, { units: sum.units + s.units, right: sum.right + s.rightUnits });
      }
      return byTopic;
    };
    const own = sums(await scoresFromAnswers(mine.map((m) => m.id)));
    const everyone = sums(await scoresFromAnswers(batch.map((b) => b.id)));
    const percent = (right: number, units: number) => Math.round((right * 10_000) / units);
    expect(report.topics.length).toBeGreaterThan(5);
    expect(
      report.topics.map((t) => [t.topic.id, t.units, t.accuracy_x100, t.batch_accuracy_x100]).sort((a, b) => a[0]! - b[0]!),
    ).toEqual(
      [...own]
        .map(([topicId, { units, right }]) => [
          topicId,
          units,
          percent(right, units),
          percent(everyone.get(topicId)!.right, everyone.get(topicId)!.units),
        ])
        .sort((a, b) => a[0]! - b[0]!),
    );
  });
});
