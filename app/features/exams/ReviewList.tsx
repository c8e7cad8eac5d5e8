import type { ReviewedQuestion } from "@contract";
import { bnNumber } from "~/lib/format";
import { formatMark } from "./marks";

const LETTERS = ["A", "B", "C", "D", "E"] as const;
const word = (c: string | undefined) => (c === "T" ? "সত্য" : c === "F" ? "মিথ্যা" : "ফাঁকা");

/** Each question with the doctor's answer against the correct one, and the explanation. */
export function ReviewList({ questions }: { questions: ReviewedQuestion[] }) {
  return (
    <ol className="review-list">
      {questions.map((q) => (
        <li key={q.id} className="question">
          <h3 className="question__title">
            প্রশ্ন {bnNumber(q.number)} · প্রাপ্ত নম্বর {formatMark(q.obtained_mark_x100)}
          </h3>
          <div className="question__stem" dangerouslySetInnerHTML={{ __html: q.stem_html }} />
          <ul className="question__review">
            {q.options.map((option, i) => {
              const mine = q.type === "mcq" ? word(q.answer[i]) : q.answer === LETTERS[i] ? "আপনার উত্তর" : "";
              const right = q.type === "mcq" ? word(q.correct[i]) : q.correct === LETTERS[i] ? "সঠিক উত্তর" : "";
              return (
                <li key={i}>
                  <span className="question__letter">{LETTERS[i]}.</span> <span dangerouslySetInnerHTML={{ __html: option }} />
                  {q.type === "mcq" ? (
                    <span className="question__verdict">
                      {" "}
                      — আপনার উত্তর: {mine}; সঠিক: {right}
                    </span>
                  ) : mine || right ? (
                    <span className="question__verdict"> — {[mine, right].filter(Boolean).join(", ")}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div className="question__explanation">
            <strong>ব্যাখ্যা:</strong> <span dangerouslySetInnerHTML={{ __html: q.explanation_html }} />
            {q.reference_book ? (
              <p className="question__reference">
                সূত্র: {q.reference_book}
                {q.reference_page ? `, পৃষ্ঠা ${bnNumber(q.reference_page)}` : ""}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
