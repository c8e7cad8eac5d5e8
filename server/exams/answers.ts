/**
 * Saving answers: a batch (one change, or an offline queue resent) in one indexed upsert on
 * (attempt, question). Idempotent: resending the same batch changes nothing, and an older change
 * arriving after a newer one of the same question (by the browser's `client_at`) is ignored.
 * The server clock alone decides whether answers are still taken (see `findOwnAttempt`).
 *
 * `client_at` is trusted only between the attempt's start and the moment the server received it: a
 * change cannot have been made before the attempt or after it arrived. So a phone whose clock runs
 * fast never stores a time that later changes cannot reach (each later save arrives later), and an
 * absurd year (0000, 10000) never reaches the database. The page's script also corrects its clock
 * by the server's time from every answer, so a slow phone sends server-near times after its first save.
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

/** When a change can have been made: its browser time, bounded by the attempt's start and the server's receipt. */
function boundedClientAt(clientAt: string, startedAt: Date, receivedAt: Date): Date {
  const t = Date.parse(clientAt);
  // NaN (a year JavaScript cannot hold) is no time at all: the receipt is the best bound.
  if (Number.isNaN(t)) return receivedAt;
  return new Date(Math.min(Math.max(t, startedAt.getTime()), receivedAt.getTime()));
}

/** The latest change per question, by the bounded browser time (ties: the later one in the batch). */
function latestPerQuestion(answers: SaveAnswersInput["answers"], startedAt: Date, receivedAt: Date) {
  const latest = new Map<number, { answer: string; clientAt: Date }>();
  for (const a of answers) {
    const clientAt = boundedClientAt(a.client_at, startedAt, receivedAt);
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
  const latest = latestPerQuestion(input.answers, attempt.startedAt, now);
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
      returning 1
    )
    select (select count(*)::integer from open) as open, (select count(*)::integer from saved) as written`);
  const [{ open, written }] = (result as unknown as { rows: { open: number; written: number }[] }).rows as [
    { open: number; written: number },
  ];
  if (open === 0) throw new HttpError(409, ALREADY_SUBMITTED);
  return written;
}

export async function answersOf(db: Db, attemptId: number): Promise<{ question_id: number; answer: string; client_at: Date }[]> {
  return db
    .select({ question_id: examAnswers.questionId, answer: examAnswers.answer, client_at: examAnswers.clientAt })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
}
