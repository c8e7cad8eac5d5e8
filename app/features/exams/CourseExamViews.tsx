import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { AttemptResult, CourseExamInfo, ExamInfo, ExamSummary } from "@contract";
import type { ReactNode } from "react";
import { bnNumber, formatDateTime, formatDeadline, formatTimeSpan } from "~/lib/format";
import { markingFacts } from "./exam-facts";
import { formatMark } from "./marks";
import { AttemptLinks } from "./AttemptLinks";
import { EXAM_PATHS } from "./paths";
import { EXAM_RESULT_PATHS } from "./result-paths";
import { ResultSummary } from "./ResultSummary";
import { FactList, type Fact } from "./FactList";

/** Rules, marking (negative marks and the questions they apply to), duration, question counts and the window. */
export function ExamFacts({ exam }: { exam: ExamSummary }) {
  const m = exam.marking;
  const c = exam.question_counts;
  const rows: Fact[] = [
    ["প্রশ্ন", `${bnNumber(c.total)}টি (MCQ ${bnNumber(c.mcq)}, SBA ${bnNumber(c.sba)})`],
    ["সময়", formatTimeSpan(exam.duration_seconds)],
    ["পূর্ণমান / পাস নম্বর", `${formatMark(m.full_mark_x100)} / ${formatMark(m.pass_mark_x100)}`],
    ...markingFacts(m),
    ["ফাঁকা উত্তর", "০ নম্বর"],
    ["পরীক্ষা খোলা", `${formatDateTime(exam.opens_at)} থেকে ${formatDateTime(exam.closes_at)} পর্যন্ত`],
  ];
  return (
    <section className="my-card exam-facts">
      <h2>নিয়ম ও নম্বর</h2>
      <div className="exam-facts__rules" dangerouslySetInnerHTML={{ __html: exam.instructions_html }} />
      <FactList className="exam-facts__list" facts={rows} />
    </section>
  );
}

/** When an attempt started now would have to end: the earlier of now + duration and the window's close. */
export const deadlineIfStartedAt = (exam: ExamSummary, serverTime: string, pending: boolean) => {
  const byDuration = Date.parse(serverTime) + exam.duration_seconds * 1000;
  return new Date(pending ? byDuration : Math.min(byDuration, Date.parse(exam.closes_at))).toISOString();
};

/**
 * The exam-info page's action: Start (a POST, idempotent) or, once started, the way back to the
 * attempt; `closed` is what the page shows when the exam cannot be started (its status card).
 */
export function StartPanel({ info, pending, closed }: { info: ExamInfo; pending: boolean; closed: ReactNode }) {
  if (info.attempt && !info.attempt.submitted_at)
    return (
      <section className="my-card">
        <p>আপনি পরীক্ষাটি শুরু করেছেন। শেষ সময়: {formatDeadline(info.attempt.deadline_at)}</p>
        <Link className="btn btn-primary" to={EXAM_PATHS.attempt(info.attempt)}>
          পরীক্ষা চালিয়ে যান
        </Link>
      </section>
    );
  if (!info.can_start) return closed;
  return (
    <section className="my-card">
      {pending ? <p>আপনি লাইভ পরীক্ষাটি মিস করেছেন। এখন দিলে নম্বর ও উত্তর-ব্যাখ্যা পাবেন, তবে মেধাক্রমে আপনার নাম থাকবে না।</p> : null}
      <p>
        এখন শুরু করলে শেষ সময়: <strong>{formatDeadline(deadlineIfStartedAt(info.exam, info.server_time, pending))}</strong>। শুরু করার
        পরে সময় থামানো যাবে না।
      </p>
      <Form method="post">
        <button type="submit" className="btn btn-primary">
          {pending ? "পেন্ডিং পরীক্ষা শুরু করুন" : "পরীক্ষা শুরু করুন"}
        </button>
      </Form>
    </section>
  );
}

/** An admin-assigned exam that cannot be started: not open yet, or its time is over. */
export function AdminExamClosed({ info }: { info: ExamInfo }) {
  return (
    <section className="my-card" data-exam-status={info.status}>
      <p>
        {info.status === "not_open"
          ? `পরীক্ষাটি এখনো শুরু হয়নি। শুরু হবে ${formatDateTime(info.exam.opens_at)}।`
          : "পরীক্ষার সময় শেষ হয়ে গেছে, আপনি অংশ নেননি।"}
      </p>
    </section>
  );
}

/** The exam-status page's card: where the doctor stands, and the one thing to do next. */
export function StatusPanel({ info, result }: { info: CourseExamInfo; result: AttemptResult | null }) {
  const ref = info.course_event;
  switch (info.status) {
    case "not_open":
      return (
        <section className="my-card" data-exam-status="not_open">
          <p>পরীক্ষাটি এখনো শুরু হয়নি। শুরু হবে {formatDateTime(info.exam.opens_at)}।</p>
          <Link to={EXAM_PATHS.info(ref)}>নিয়ম ও নম্বর দেখুন</Link>
        </section>
      );
    case "open":
      return (
        <section className="my-card" data-exam-status="open">
          <p>পরীক্ষাটি চলছে, {formatDateTime(info.exam.closes_at)} পর্যন্ত শুরু করা যাবে।</p>
          <Link className="btn btn-primary" to={EXAM_PATHS.info(ref)}>
            নিয়ম দেখে পরীক্ষা শুরু করুন
          </Link>
        </section>
      );
    case "in_progress":
      return (
        <section className="my-card" data-exam-status="in_progress">
          <p>আপনি পরীক্ষাটি দিচ্ছেন। শেষ সময়: {formatDeadline(info.attempt!.deadline_at)}</p>
          <Link className="btn btn-primary" to={EXAM_PATHS.attempt(info.attempt!)}>
            পরীক্ষা চালিয়ে যান
          </Link>
        </section>
      );
    case "submitted":
      return (
        <>
          <section className="my-card" data-exam-status="submitted">
            <p role="status">
              {info.attempt?.submitted_by === "server"
                ? "সময় শেষ হওয়ায় আপনার উত্তরপত্র স্বয়ংক্রিয়ভাবে জমা হয়েছে; এর পরে পাঠানো উত্তর নেওয়া হয়নি।"
                : "আপনার উত্তরপত্র জমা হয়েছে।"}{" "}
              {info.attempt?.is_pending ? "এটি পেন্ডিং পরীক্ষা: নম্বর পাবেন, মেধাক্রমে থাকবেন না।" : ""}
            </p>
            {info.attempt ? (
              <AttemptLinks
                attemptId={info.attempt.id}
                result={EXAM_RESULT_PATHS.result(ref.course_id, ref.event_id, info.exam)}
              />
            ) : null}
          </section>
          {result ? <ResultSummary result={result} /> : null}
        </>
      );
    case "missed":
      return (
        <section className="my-card" data-exam-status="missed">
          <p>পরীক্ষার সময় শেষ হয়ে গেছে, আপনি অংশ নেননি।</p>
          {info.can_start ? (
            <Link className="btn btn-primary" to={EXAM_PATHS.pendingInfo(ref)}>
              পেন্ডিং পরীক্ষা হিসেবে দিন
            </Link>
          ) : null}
        </section>
      );
  }
}
