import { Link } from "~/components/ui/Link";
import type { AttemptSummary, QuestionType } from "@contract";
import { bnNumber, formatDeadline } from "~/lib/format";
import { EXAM_PATHS } from "./paths";
import { answerState, type AnswerState } from "@contract/rules";
import { ANSWER_STATE_LABELS, pageOfQuestion } from "./sheet-state";

type Props = {
  attempt: AttemptSummary;
  counts: Record<AnswerState, number>;
  questions: { id: number; number: number; type: QuestionType; answer: string | undefined }[];
};

/** Before submitting: the counts, and every partial or blank question as a link to its page. */
export function SubmitReview({ attempt, counts, questions }: Props) {
  const unfinished = questions.map((q) => ({ ...q, state: answerState(q.type, q.answer) })).filter((q) => q.state !== "answered");
  return (
    <section className="my-card submit-review">
      <p>
        শেষ সময়: <strong>{formatDeadline(attempt.deadline_at)}</strong>
      </p>
      <dl className="submit-review__counts">
        {(["answered", "partial", "blank"] as const).map((state) => (
          <div key={state} data-state={state}>
            <dt>{ANSWER_STATE_LABELS[state]}</dt>
            <dd>{bnNumber(counts[state])}</dd>
          </div>
        ))}
      </dl>
      {unfinished.length > 0 ? (
        <>
          <h2>আংশিক ও ফাঁকা প্রশ্ন</h2>
          <ul className="exam-nav__list">
            {unfinished.map((q) => (
              <li key={q.id} data-state={q.state}>
                <Link
                  className="exam-nav__item"
                  to={`${EXAM_PATHS.attempt(attempt, pageOfQuestion(q.number))}#q-${q.number}`}
                  aria-label={`প্রশ্ন ${bnNumber(q.number)}: ${ANSWER_STATE_LABELS[q.state]}`}
                >
                  {bnNumber(q.number)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>সব প্রশ্নের উত্তর দেওয়া হয়েছে।</p>
      )}
      <p>জমা দেওয়ার পরে কোনো উত্তর আর বদলানো যাবে না।</p>
    </section>
  );
}
