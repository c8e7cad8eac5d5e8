/**
 * After the run: is what the doctors were told was saved really in the database? Each answer a save
 * was answered 200 for (the last one per question: a later save of the same question replaces it)
 * must be in `exam_answers`, and each attempt whose submit was answered must be submitted. Read
 * once the stack has stopped (the API holds an embedded database's folder while it runs).
 */
import { inArray } from "drizzle-orm";
import { openPglite, openPostgres } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import type { FixtureDatabase } from "./fixture";

/** What one doctor was told: their attempt, the answers saved, whether the submit went through. */
export type Sitting = { attemptId: number; saved: Map<number, string>; submitted: boolean };

/** Counts of what was answered and of it what is stored; `missing` says what is not, one line each. */
export type AnswerCheck = {
  attempts: number;
  answers: number;
  answersStored: number;
  submits: number;
  submitsStored: number;
  missing: string[];
};

export async function checkAnswers(database: FixtureDatabase, sittings: Sitting[]): Promise<AnswerCheck> {
  const handle =
    "databaseUrl" in database ? await openPostgres(database.databaseUrl, { max: 1 }) : await openPglite(database.dataDir);
  try {
    const ids = sittings.map((s) => s.attemptId);
    const [attempts, answers] = ids.length
      ? await Promise.all([
          handle.db
            .select({ id: schema.examAttempts.id, submittedAt: schema.examAttempts.submittedAt })
            .from(schema.examAttempts)
            .where(inArray(schema.examAttempts.id, ids)),
          handle.db
            .select({
              attemptId: schema.examAnswers.attemptId,
              questionId: schema.examAnswers.questionId,
              answer: schema.examAnswers.answer,
            })
            .from(schema.examAnswers)
            .where(inArray(schema.examAnswers.attemptId, ids)),
        ])
      : [[], []];
    const stored = new Map(answers.map((a) => [`${a.attemptId}/${a.questionId}`, a.answer]));
    const submittedIds = new Set(attempts.filter((a) => a.submittedAt !== null).map((a) => a.id));
    const check: AnswerCheck = {
      attempts: sittings.length,
      answers: 0,
      answersStored: 0,
      submits: 0,
      submitsStored: 0,
      missing: [],
    };
    for (const s of sittings) {
      for (const [questionId, answer] of s.saved) {
        check.answers++;
        const found = stored.get(`${s.attemptId}/${questionId}`);
        if (found === answer) check.answersStored++;
        else check.missing.push(`attempt ${s.attemptId}, question ${questionId}: saved ${answer}, stored ${found ?? "nothing"}`);
      }
      if (!s.submitted) continue;
      check.submits++;
      if (submittedIds.has(s.attemptId)) check.submitsStored++;
      else check.missing.push(`attempt ${s.attemptId}: its submit was answered, it is not submitted`);
    }
    return check;
  } finally {
    await handle.close();
  }
}
