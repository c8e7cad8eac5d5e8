import type { ExamListItem } from "@contract";
import { Link } from "~/components/ui/Link";
import { bnNumber, formatDateTime, formatTimeSpan } from "~/lib/format";
import { formatMark } from "./marks";
import { EXAM_PATHS, examEntryLinks } from "./paths";
import { EXAM_RESULT_PATHS, participatedVariant } from "./result-paths";

const STATUS_LABELS: Record<ExamListItem["status"], string> = {
  not_open: "শুরু হয়নি",
  open: "চলছে",
  in_progress: "আপনি দিচ্ছেন",
  submitted: "জমা দেওয়া হয়েছে",
  missed: "অংশ নেননি",
};

/** Where a submitted exam's result lives: its course event's pages, or (no event: admin-assigned) the attempt's. */
function resultLinks(exam: ExamListItem, courseId: number | null) {
  const attemptId = exam.attempt!.id;
  if (courseId === null || exam.event_id === null || exam.schedule_id === null)
    return [{ to: EXAM_RESULT_PATHS.myAnswers(attemptId), label: "ফলাফল ও উত্তর" }];
  const event = { courseId, scheduleId: exam.schedule_id, eventId: exam.event_id };
  return [
    { to: EXAM_RESULT_PATHS.result(courseId, exam.event_id, exam), label: "ফলাফল" },
    { to: EXAM_RESULT_PATHS.participated(event, participatedVariant(exam)), label: "অংশগ্রহণের বিবরণ" },
  ];
}

/** An exam in no timetable (admin-assigned or free): its own page with the rules and Start, or the attempt under way. */
function ownPageLinks(exam: ExamListItem, infoPath: (examId: number) => string) {
  if (exam.attempt && !exam.attempt.submitted_at) return [{ to: EXAM_PATHS.attempt(exam.attempt), label: "পরীক্ষা চালিয়ে যান" }];
  return [{ to: infoPath(exam.id), label: exam.can_start ? "নিয়ম দেখে পরীক্ষা শুরু করুন" : "নিয়ম ও নম্বর দেখুন" }];
}

function ExamLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <p className="exam-list__links">
      {links.map((link) => (
        <Link key={link.to} to={link.to}>
          {link.label}
        </Link>
      ))}
    </p>
  );
}

/**
 * A list of exams with each one's state for the doctor: before submit, the links to its status (and
 * a missed one's pending sitting) where it sits in the course's timetable, or to its own page when it
 * sits in none (admin-assigned); once submitted, its result.
 */
export function ExamList({
  exams,
  courseId,
  infoPath = EXAM_PATHS.adminInfo,
}: {
  exams: ExamListItem[];
  courseId: number | null;
  /** The own page of an exam in no timetable: the academy's (default) or the free exams'. */
  infoPath?: (examId: number) => string;
}) {
  if (exams.length === 0) return <p className="my-card">এখানে এখনো কোনো পরীক্ষা নেই।</p>;
  return (
    <ul className="exam-list">
      {exams.map((exam) => (
        <li key={exam.id} className="my-card exam-list__item">
          <h2 className="exam-list__title">
            {exam.title} <span className="badge">{STATUS_LABELS[exam.status]}</span>
            {exam.kind === "master" ? <span className="badge badge--accent">মাস্টার পরীক্ষা</span> : null}
          </h2>
          <p className="exam-list__facts">
            {formatDateTime(exam.opens_at)} – {formatDateTime(exam.closes_at)} · {formatTimeSpan(exam.duration_seconds)} ·{" "}
            {bnNumber(exam.question_total)}টি প্রশ্ন · পূর্ণমান {formatMark(exam.full_mark_x100)}
          </p>
          {exam.attempt?.submitted_at ? (
            <>
              <p className="exam-list__facts">
                প্রাপ্ত নম্বর {formatMark(exam.attempt.obtained_mark_x100 ?? 0)} · {exam.attempt.passed ? "উত্তীর্ণ" : "অনুত্তীর্ণ"}
                {exam.attempt.is_pending ? " · পরে অংশগ্রহণ (মেধাক্রমের বাইরে)" : ""}
                {!exam.review_available && exam.review_available_at
                  ? ` · উত্তর দেখা যাবে ${formatDateTime(exam.review_available_at)} থেকে`
                  : ""}
              </p>
              <ExamLinks links={resultLinks(exam, courseId)} />
            </>
          ) : exam.course_event ? (
            <ExamLinks links={examEntryLinks({ ...exam, course_event: exam.course_event })} />
          ) : exam.kind === "admin" ? (
            <ExamLinks links={ownPageLinks(exam, infoPath)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
