import type { AttemptResult } from "@contract";
import { bnNumber } from "~/lib/format";
import { formatMark, formatPercent } from "./marks";
import { countFacts, deductionFact } from "./exam-facts";

/** The result: marks, the deduction, counts with their units, pass or fail, and where the doctor stands. */
export function ResultSummary({ result }: { result: AttemptResult }) {
  const full = result.exam.marking.full_mark_x100;
  const rows: [string, string][] = [
    ["প্রাপ্ত নম্বর", `${formatMark(result.obtained_mark_x100)} / ${formatMark(full)} (${formatPercent(result.percent_x100)})`],
    ["সঠিক উত্তরের নম্বর", formatMark(result.correct_mark_x100)],
    deductionFact(result),
    ...countFacts(result),
    ["পাস নম্বর", formatMark(result.exam.marking.pass_mark_x100)],
    [
      "মেধাক্রম",
      result.position === null
        ? "মেধাক্রমের বাইরে (পরে অংশগ্রহণ)"
        : `${bnNumber(result.position)} / ${bnNumber(result.participants)}`,
    ],
    ["সর্বোচ্চ নম্বর", formatMark(result.highest_mark_x100)],
    ["গড় নম্বর", formatMark(result.average_mark_x100)],
  ];
  const position = rows.findIndex(([term]) => term === "মেধাক্রম") + 1;
  if (result.batch_position !== null)
    rows.splice(position, 0, ["ব্যাচে মেধাক্রম", `${bnNumber(result.batch_position)} / ${bnNumber(result.batch_participants)}`]);
  return (
    <section className="my-card result-summary">
      <p className={result.passed ? "result-summary__verdict result-summary__verdict--pass" : "result-summary__verdict"}>
        {result.passed ? "উত্তীর্ণ" : "অনুত্তীর্ণ"}
      </p>
      <dl className="result-summary__facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
