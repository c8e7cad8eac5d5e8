import type { AttemptResult } from "@contract";
import { bnNumber } from "~/lib/format";
import { formatMark, formatPercent } from "./marks";
import { countFacts, deductionFact } from "./exam-facts";
import { FactList, type Fact } from "./FactList";

/**
 * Where the doctor stands: a position on a ranked paper (outside it when sat late); nothing on a paper
 * never ranked (free exams, practice papers); the highest and average wherever others sat it too.
 */
function standingFacts(result: AttemptResult): Fact[] {
  const facts: Fact[] = [];
  if (result.exam.ranked) {
    facts.push([
      "মেধাক্রম",
      result.position === null
        ? "মেধাক্রমের বাইরে (পরে অংশগ্রহণ)"
        : `${bnNumber(result.position)} / ${bnNumber(result.participants)}`,
    ]);
    if (result.batch_position !== null)
      facts.push(["ব্যাচে মেধাক্রম", `${bnNumber(result.batch_position)} / ${bnNumber(result.batch_participants)}`]);
  }
  if (result.highest_mark_x100 !== null) facts.push(["সর্বোচ্চ নম্বর", formatMark(result.highest_mark_x100)]);
  if (result.average_mark_x100 !== null) facts.push(["গড় নম্বর", formatMark(result.average_mark_x100)]);
  return facts;
}

/** The result: marks, the deduction, counts with their units, pass or fail, and where the doctor stands. */
export function ResultSummary({ result }: { result: AttemptResult }) {
  const full = result.exam.marking.full_mark_x100;
  const rows: Fact[] = [
    ["প্রাপ্ত নম্বর", `${formatMark(result.obtained_mark_x100)} / ${formatMark(full)} (${formatPercent(result.percent_x100)})`],
    ["সঠিক উত্তরের নম্বর", formatMark(result.correct_mark_x100)],
    deductionFact(result),
    ...countFacts(result),
    ["পাস নম্বর", formatMark(result.exam.marking.pass_mark_x100)],
    ...standingFacts(result),
  ];
  return (
    <section className="my-card result-summary">
      <p className={result.passed ? "result-summary__verdict result-summary__verdict--pass" : "result-summary__verdict"}>
        {result.passed ? "উত্তীর্ণ" : "অনুত্তীর্ণ"}
      </p>
      <FactList className="result-summary__facts" facts={rows} />
    </section>
  );
}
