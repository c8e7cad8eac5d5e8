/**
 * Saving answers: a batch (one change, or an offline queue resent) in one indexed upsert on
 * (attempt, question). Idempotent: resending the same batch stores the same answers again, and an
 * older change arriving after a newer one of the same question (by the browser's `client_at`) is
 * ignored. The answer names the questions whose change was stored, so the page says "saved" only for
 * those. The server clock alone decides whether answers are still taken (see `findOwnAttempt`).
 *
 * `client_at` orders changes only where it can be a time the change was made: between the attempt's
 * start and the moment the server received it (decision 095). Any other time (a phone an hour slow or
 * fast, year 0000) is a wrong clock and says nothing about order, so the change counts as made when it
 * arrived: a change sent later wins whatever the phone's clock says. Within the window the browser's
 * time stands, because it carries the order the page's offline queue made the changes in; the page
 * keeps it there (its clock corrected by the server's, never below the last server time it was told).
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

/** When a change was made, for ordering: its browser time if that lies in the attempt's window, else its arrival. */
function orderingTime(clientAt: string, startedAt: Date, receivedAt: Date): Date {
  const t = Date.parse(clientAt);
  // NaN (a year JavaScript cannot hold) is outside every window.
  return t >= startedAt.getTime() && t <= receivedAt.getTime() ? new Date(t) : receivedAt;
}

/** The latest change per question, by its ordering time (ties: the later one in the batch). */
function latestPerQuestion(answers: SaveAnswersInput["answers"], startedAt: Date, receivedAt: Date) {
  const latest = new Map<number, { answer: string; clientAt: Date }>();
  for (const a of answers) {
    const clientAt = orderingTime(a.client_at, startedAt, receivedAt);
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

/** Saves a batch; the questions whose change it stored (ascending). */
export async function saveAnswers(db: Db, { attempt, exam }: OwnSitting, input: SaveAnswersInput, now: Date): Promise<number[]> {
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
      returning answers.question_id
    )
    select (select count(*)::integer from open) as open,
      (select coalesce(json_agg(question_id order by question_id), '[]') from saved) as written`);
  const [{ open, written }] = (result as unknown as { rows: { open: number; written: number[] }[] }).rows as [
    { open: number; written: number[] },
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
