/**
 * An exam's marking and a result's counts in words (docs/decisions/032), isomorphic and pure: the
 * marking as the engine applies it; each count with its unit, questions (right, partly right,
 * wrong, blank) and, where the paper has MCQs, their statements, which are marked one by one; and
 * the deduction the negative marks took, with what the per-question floor spared.
 */
import type { AttemptResult, ExamSummary } from "@contract";
import { bnNumber } from "~/lib/format";
import { formatMark } from "./marks";
import type { Fact } from "./FactList";

const range = (r: { from: number; to: number } | null) => (r ? `প্রশ্ন ${bnNumber(r.from)}–${bnNumber(r.to)}-এ` : "সব প্রশ্নে");

/**
 * How a paper is marked, in the words of the rule the engine applies (docs/decisions/032): negative
 * marks per wrong statement or answer, and unless the exam allows it, no question below 0. Under that
 * floor a wrong SBA, which earned nothing, loses nothing, and the page says so rather than promise it.
 */
export function markingFacts(m: ExamSummary["marking"]): Fact[] {
  const floored = !m.allow_negative_question_score;
  const mcqNegative =
    m.mcq_negative_mark_x100 > 0
      ? `প্রতিটি ভুল বিবৃতিতে ${formatMark(-m.mcq_negative_mark_x100)}, ${range(m.mcq_negative_range)}` +
        (floored ? "; তবে একটি প্রশ্নে কাটা যায় সেই প্রশ্নের সঠিক বিবৃতির নম্বর পর্যন্তই" : "")
      : "নেগেটিভ মার্ক নেই";
  const sbaNegative =
    m.sba_negative_mark_x100 === 0
      ? "নেগেটিভ মার্ক নেই"
      : floored
        ? "ভুল উত্তরে নম্বর কাটা যায় না (প্রশ্নের নম্বর শূন্যের নিচে নামে না)"
        : `ভুল উত্তরে ${formatMark(-m.sba_negative_mark_x100)}, ${range(m.sba_negative_range)}`;
  return [
    ["MCQ", `প্রতি প্রশ্নে ${formatMark(m.mcq_mark_x100)} (প্রতি বিবৃতিতে ${formatMark(m.mcq_mark_x100 / 5)}); ${mcqNegative}`],
    ["SBA", `প্রতি প্রশ্নে ${formatMark(m.sba_mark_x100)}; ${sbaNegative}`],
    [
      "একটি প্রশ্নের নম্বর",
      floored
        ? "কখনো শূন্যের নিচে যাবে না: এক প্রশ্নের ভুলের নম্বর অন্য প্রশ্ন থেকে কাটা হয় না"
        : "শূন্যের নিচে যেতে পারে: প্রতিটি ভুলের পুরো নেগেটিভ নম্বর কাটা হয়",
    ],
  ];
}

const parts = (counts: [label: string, n: number][]) => counts.map(([label, n]) => `${label} ${bnNumber(n)}`).join(" · ");

export function countFacts(result: Pick<AttemptResult, "answer_counts" | "exam">): Fact[] {
  const { questions, mcq_statements: statements } = result.answer_counts;
  const { total, mcq } = result.exam.question_counts;
  const facts: Fact[] = [
    [
      `প্রশ্ন (${bnNumber(total)}টি)`,
      parts([
        ["সঠিক", questions.right],
        // Only an MCQ can be partly right: some statements right, the others wrong or left blank.
        ...(mcq > 0 ? [["আংশিক সঠিক", questions.partial] as [string, number]] : []),
        ["ভুল", questions.wrong],
        ["ফাঁকা", questions.blank],
      ]),
    ],
  ];
  if (mcq > 0)
    facts.push([
      `MCQ-এর বিবৃতি (${bnNumber(statements.right + statements.wrong + statements.blank)}টি)`,
      parts([
        ["সঠিক", statements.right],
        ["ভুল", statements.wrong],
        ["ফাঁকা", statements.blank],
      ]),
    ]);
  return facts;
}

export function deductionFact(result: Pick<AttemptResult, "negative_mark_x100" | "penalty_before_floor_x100">): Fact {
  const taken = result.negative_mark_x100;
  const spared = result.penalty_before_floor_x100 - taken;
  // Deductions are signed marks (−x); nothing taken reads "০", also when the floor spared all of it.
  const value =
    spared > 0
      ? `${formatMark(-taken)} (ভুলের নিয়মে ${formatMark(-result.penalty_before_floor_x100)}; কোনো প্রশ্নের নম্বর শূন্যের নিচে নামে না, তাই ${formatMark(spared)} কাটা হয়নি)`
      : formatMark(-taken);
  return ["ভুল উত্তরের জন্য কাটা", value];
}
