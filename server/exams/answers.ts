/**
 * Saving answers: a batch (one change, or an offline queue resent) in one indexed upsert on
 * (attempt, question). Idempotent: resending the same batch changes nothing, and an older change
 * arriving after a newer one of the same question (by the browser's `client_at`) is ignored.
 * The server clock alone decides whether answers are still taken (see `findOwnAttempt`).
 */
import { and, eq, sql } from "drizzle-orm";
import type { SaveAnswersInput } from "../contract";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { examAnswers, examAttempts, examQuestions } from "../db/schema";
import { HttpError, INVALID_DATA } from "../http/errors";
import type { OwnSitting } from "./attempts";
import { isAnswerShape } from "./marking";

export const ALREADY_SUBMITTED = "উত্তরপত্র জমা হয়ে গেছে, উত্তর আর বদলানো যাবে না।";
export const TIME_OVER = "পরীক্ষার সময় শেষ, তাই এই উত্তর আর নেওয়া হয়নি। উত্তরপত্র জমা হয়ে গেছে।";
const NOT_IN_PAPER = "প্রশ্নটি এই পরীক্ষার নয়।";
const BAD_ANSWER = "উত্তরের ধরন সঠিক নয়।";

/** The latest change per question, by the browser's time (ties: the later one in the batch). */
function latestPerQuestion(answers: SaveAnswersInput["answers"]) {
  const latest = new Map<number, { answer: string; clientAt: Date }>();
  for (const a of answers) {
    const clientAt = new Date(a.client_at);
    const seen = latest.get(a.question_id);
    if (!seen || seen.clientAt <= clientAt) latest.set(a.question_id, { answer: a.answer, clientAt });
  }
  return latest;
}

/** The types of those of the given questions that are in the exam's paper (built once: every save runs it). */
const questionTypes = preparedPerDb((db) =>
  db
    .select({ id: examQuestions.id, type: examQuestions.type })
    .from(examQuestions)
    .where(
      and(
        eq(examQuestions.examId, sql.placeholder("examId")),
        sql`${examQuestions.id} = any(${sql.placeholder("ids")}::integer[])`,
      ),
    )
    .prepare("exam_question_types"),
);

export async function saveAnswers(db: Db, { attempt, exam }: OwnSitting, input: SaveAnswersInput, now: Date): Promise<number> {
  // `findOwnAttempt` has already submitted an attempt whose time is over: that is the server's doing.
  if (attempt.submittedAt) throw new HttpError(409, attempt.submittedBy === "server" ? TIME_OVER : ALREADY_SUBMITTED);
  const latest = latestPerQuestion(input.answers);
  const found = await questionTypes(db).execute({ examId: exam.id, ids: [...latest.keys()] });
  const types = new Map(found.map((q) => [q.id, q.type]));
  const errors: Record<string, string[]> = {};
  input.answers.forEach((a, i) => {
    const type = types.get(a.question_id);
    if (!type) errors[`answers.${i}.question_id`] = [NOT_IN_PAPER];
    else if (!isAnswerShape(type, a.answer)) errors[`answers.${i}.answer`] = [BAD_ANSWER];
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, INVALID_DATA, errors);

  // One statement, so one round trip and its own transaction: the attempt's row is locked FOR SHARE
  // (submit takes it FOR UPDATE) and the answers are written only while it is still unsubmitted, so
  // an answer is either in the marking or refused. A submit that got the lock first makes `open` empty.
  const rows = [...latest].map(
    ([questionId, a]) => sql`(${questionId}::integer, ${a.answer}::varchar, ${a.clientAt.toISOString()}::timestamptz)`,
  );
  const result = await db.execute(sql`
    with open as (
      select ${examAttempts.id} as id from ${examAttempts}
      where ${examAttempts.id} = ${attempt.id} and ${examAttempts.submittedAt} is null
      for share
    ), saved as (
      insert into ${examAnswers} as answers (attempt_id, question_id, answer, client_at, saved_at)
      select open.id, given.question_id, given.answer, given.client_at, ${now.toISOString()}::timestamptz
      from open cross join (values ${sql.join(rows, sql`, `)}) as given (question_id, answer, client_at)
      on conflict (attempt_id, question_id) do update
        set answer = excluded.answer, client_at = excluded.client_at, saved_at = excluded.saved_at
        where answers.client_at <= excluded.client_at
    )
    select count(*)::integer as open from open`);
  const [{ open }] = (result as unknown as { rows: { open: number }[] }).rows as [{ open: number }];
  if (open === 0) throw new HttpError(409, ALREADY_SUBMITTED);
  return latest.size;
}

export async function answersOf(db: Db, attemptId: number): Promise<{ question_id: number; answer: string; client_at: Date }[]> {
  return db
    .select({ question_id: examAnswers.questionId, answer: examAnswers.answer, client_at: examAnswers.clientAt })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
}
