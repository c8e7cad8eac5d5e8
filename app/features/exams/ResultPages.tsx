import type { AttemptResult, ExamListItem, ReviewedQuestion } from "@contract";
import { Link } from "~/components/ui/Link";
import { bnNumber, formatDateTime } from "~/lib/format";
import { AttemptLinks } from "./AttemptLinks";
import { formatMark } from "./marks";
import { EXAM_RESULT_PATHS } from "./result-paths";
import { ResultSummary } from "./ResultSummary";
import { ReviewLater } from "./ReviewLater";
import { ReviewList, type ReviewShow } from "./ReviewList";

/** A course event's participated page: when and how the doctor sat it, the mark in a line, and the way to every page of it. */
export function ParticipatedBody({ courseId, exam, result }: { courseId: number; exam: ExamListItem; result: AttemptResult }) {
  const attempt = result.attempt;
  const resultPath = EXAM_RESULT_PATHS.result(courseId, exam.event_id!, exam);
  return (
    <section className="my-card">
      <h2>{exam.title}</h2>
      <AttemptLinks attemptId={attempt.id} result={resultPath} />
      <dl className="result-summary__facts">
        <div>
          <dt>শুরু করেছেন</dt>
          <dd>{formatDateTime(attempt.started_at)}</dd>
        </div>
        <div>
          <dt>জমা</dt>
          <dd>
            {formatDateTime(attempt.submitted_at!)}
            {attempt.submitted_by === "server" ? " (সময় শেষে স্বয়ংক্রিয়ভাবে)" : ""}
          </dd>
        </div>
        <div>
          <dt>প্রাপ্ত নম্বর</dt>
          <dd>
            {formatMark(result.obtained_mark_x100)} / {formatMark(result.exam.marking.full_mark_x100)} ·{" "}
            {result.passed ? "উত্তীর্ণ" : "অনুত্তীর্ণ"}
          </dd>
        </div>
        <div>
          <dt>মেধাক্রম</dt>
          <dd>
            {result.position === null
              ? "পরে অংশগ্রহণ করায় মেধাক্রমের বাইরে"
              : `${bnNumber(result.position)} / ${bnNumber(result.participants)}`}
          </dd>
        </div>
      </dl>
      <p>
        <Link to={resultPath}>পূর্ণ ফলাফল, উত্তর ও ব্যাখ্যা দেখুন</Link>
      </p>
    </section>
  );
}

/** The result, then the questions as `show` asks, or the notice of when the review policy opens them. */
export function ResultWithReview({
  result,
  review,
  show,
  resultPath,
}: {
  result: AttemptResult;
  review: ReviewedQuestion[] | null;
  show: ReviewShow;
  resultPath?: string;
}) {
  return (
    <>
      <AttemptLinks attemptId={result.attempt.id} result={resultPath} />
      <ResultSummary result={result} />
      <section className="my-card">
        <h2>{show.explanation ? "উত্তর ও ব্যাখ্যা" : show.mine || show.correct ? "উত্তর" : "প্রশ্ন"}</h2>
        {review ? <ReviewList questions={review} show={show} /> : <ReviewLater at={result.review_available_at} />}
      </section>
    </>
  );
}
