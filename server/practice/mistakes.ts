/**
 * Wrong and skipped: every question the doctor got wrong, partly wrong or left blank across their
 * submitted papers whose review is open (a list of mistakes would otherwise hand out the key), by
 * topic, until practice has answered it right twice in a row (decision 057). One query reads the
 * doctor's answered papers, practice copies under their original question; the rules (./outcome.ts)
 * sort them. The
 * topics are counted over every mistake; the questions listed are the chosen topic's (or all), at most
 * `MISTAKES_SHOWN`, grouped by topic as the table orders them.
 */
import { desc, eq, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { mistakeList } from "../contract";
import type { Db } from "../db/client";
import { examAttempts, examQuestions, exams } from "../db/schema";
import { isMistake, onMistakesList } from "./outcome";
import { rowOutcome, studyQuestionView, studyRows, topicOf, type StudyRow } from "./study-questions";

/** The most a page lists; the topic table still counts them all. */
export const MISTAKES_SHOWN = 30;

/**
 * The questions on the doctor's mistakes list, each as its newest mistake (which may be a practice
 * paper's), newest first; only papers whose answers are open to them count.
 */
export async function mistakeRows(db: Db, doctorId: number, now: Date): Promise<StudyRow[]> {
  const reviewOpen = or(
    eq(exams.reviewPolicy, "after_submit"),
    eq(examAttempts.isPending, true),
    sql`${exams.closesAt} <= ${now.toISOString()}::timestamptz`,
  );
  const rows = await studyRows(db, doctorId, reviewOpen).orderBy(
    desc(examAttempts.submittedAt),
    desc(examAttempts.id),
    examQuestions.number,
  );
  const histories = new Map<number, StudyRow[]>();
  for (const row of rows) histories.set(row.questionId, [...(histories.get(row.questionId) ?? []), row]);
  const listed: StudyRow[] = [];
  for (const newestFirst of histories.values()) {
    if (onMistakesList(newestFirst.map(rowOutcome).reverse()))
      listed.push(newestFirst.find((row) => isMistake(rowOutcome(row)))!);
  }
  // A stable sort: within one paper the questions keep their numbers' order.
  return listed.sort((a, b) => b.submittedAt!.getTime() - a.submittedAt!.getTime());
}

export async function listMistakes(
  db: Db,
  doctorId: number,
  topicId: number | undefined,
  now: Date,
): Promise<z.input<typeof mistakeList>["data"]> {
  const rows = await mistakeRows(db, doctorId, now);
  const topics = new Map<number | null, z.input<typeof mistakeList>["data"]["topics"][number] & { position: number }>();
  for (const row of rows) {
    const key = row.topicId;
    const entry = topics.get(key) ?? { topic: topicOf(row), wrong: 0, partial: 0, blank: 0, position: topics.size };
    const outcome = rowOutcome(row);
    if (outcome !== "right") entry[outcome]++;
    topics.set(key, entry);
  }
  const byCount = [...topics.entries()].sort(
    ([, a], [, b]) => b.wrong + b.partial + b.blank - (a.wrong + a.partial + a.blank) || a.position - b.position,
  );
  const order = new Map(byCount.map(([key], i) => [key, i]));
  // Grouped by topic in the table's order (most mistakes first); newest paper first within a topic (a stable sort).
  const chosen = (topicId === undefined ? rows : rows.filter((row) => row.topicId === topicId)).sort(
    (a, b) => order.get(a.topicId)! - order.get(b.topicId)!,
  );
  return {
    topics: byCount.map(([, { position: _position, ...entry }]) => entry),
    questions: chosen.slice(0, MISTAKES_SHOWN).map((row) => studyQuestionView(row, now)),
    total: chosen.length,
    shown_limit: MISTAKES_SHOWN,
  };
}
