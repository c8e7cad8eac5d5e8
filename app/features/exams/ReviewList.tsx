import type { PaperQuestion, ReviewedQuestion } from "@contract";
import { Link } from "~/components/ui/Link";
import { STUDY_PATHS } from "~/features/study/paths";
import { bnNumber } from "~/lib/format";
import { BookmarkButton } from "./BookmarkButton";
import { formatMark } from "./marks";
import { questionAnchor } from "~/features/practice/paths";

const LETTERS = ["A", "B", "C", "D", "E"] as const;
const word = (c: string | undefined) => (c === "T" ? "সত্য" : c === "F" ? "মিথ্যা" : "ফাঁকা");

/**
 * What a review page shows of each question: the doctor's answer (`mine`), the correct one
 * (`correct`), the explanation with its reference (`explanation`). A page showing only the
 * questions passes paper questions and none of the three.
 */
export type ReviewShow = { mine?: boolean; correct?: boolean; explanation?: boolean };
export const FULL_REVIEW: ReviewShow = { mine: true, correct: true, explanation: true };

/** `bookmarked`, when given, adds the bookmark button; `source` names the paper on lists that mix papers. */
export type ReviewListQuestion = PaperQuestion &
  Partial<Pick<ReviewedQuestion, "correct" | "answer" | "obtained_mark_x100" | "explanation_html" | "bookmarked">> &
  Partial<Pick<ReviewedQuestion, "reference_book" | "reference_page" | "reference_book_page">> & { source?: string };
type Question = ReviewListQuestion;

/**
 * The academy's reference book page an explanation cites: a link into the reader for a doctor whose
 * course lists the book, the title and page as plain text for anyone else (the reader would be a 404).
 */
function BookReference({ reference }: { reference: NonNullable<ReviewedQuestion["reference_book_page"]> }) {
  const label = (
    <>
      রেফারেন্স বই: <span lang="en">{reference.title}</span>, পৃষ্ঠা {bnNumber(reference.page_no)}
    </>
  );
  return (
    <p className="question__reference">
      {reference.readable ? <Link to={STUDY_PATHS.bookPage(reference.book_id, reference.page_no)}>{label}</Link> : label}
    </p>
  );
}

/** Per MCQ statement "your answer: true; correct: false"; per SBA option "your answer, correct answer". */
function verdict(q: Question, i: number, show: ReviewShow): string {
  if (q.type === "mcq") {
    const parts = [
      show.mine ? `আপনার উত্তর: ${word(q.answer?.[i])}` : "",
      show.correct ? `সঠিক: ${word(q.correct?.[i])}` : "",
    ].filter(Boolean);
    return parts.length ? ` — ${parts.join("; ")}` : "";
  }
  const parts = [
    show.mine && q.answer === LETTERS[i] ? "আপনার উত্তর" : "",
    show.correct && q.correct === LETTERS[i] ? "সঠিক উত্তর" : "",
  ].filter(Boolean);
  return parts.length ? ` — ${parts.join(", ")}` : "";
}

/** Each question with what `show` asks for; every page after submit renders its questions through this list. */
export function ReviewList({ questions, show = FULL_REVIEW }: { questions: Question[]; show?: ReviewShow }) {
  return (
    <ol className="review-list">
      {questions.map((q) => (
        <li key={q.id} id={questionAnchor(q.id)} className="question">
          <h3 className="question__title">
            প্রশ্ন {bnNumber(q.number)} · {q.type === "mcq" ? "MCQ" : "SBA"}
            {show.mine && q.obtained_mark_x100 !== undefined ? <> · প্রাপ্ত নম্বর {formatMark(q.obtained_mark_x100)}</> : null}
          </h3>
          {q.source ? <p className="question__source">{q.source}</p> : null}
          <div className="question__stem" dangerouslySetInnerHTML={{ __html: q.stem_html }} />
          <ul className="question__review">
            {q.options.map((option, i) => (
              <li key={i}>
                <span className="question__letter">{LETTERS[i]}.</span> <span dangerouslySetInnerHTML={{ __html: option }} />
                <span className="question__verdict">{verdict(q, i, show)}</span>
              </li>
            ))}
          </ul>
          {show.explanation && q.explanation_html !== undefined ? (
            <div className="question__explanation">
              <strong>ব্যাখ্যা:</strong> <span dangerouslySetInnerHTML={{ __html: q.explanation_html }} />
              {q.reference_book ? (
                <p className="question__reference">
                  সূত্র: {q.reference_book}
                  {q.reference_page ? `, পৃষ্ঠা ${bnNumber(q.reference_page)}` : ""}
                </p>
              ) : null}
              {q.reference_book_page ? <BookReference reference={q.reference_book_page} /> : null}
            </div>
          ) : null}
          {q.bookmarked !== undefined ? <BookmarkButton questionId={q.id} bookmarked={q.bookmarked} /> : null}
        </li>
      ))}
    </ol>
  );
}
