import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { noStore } from "~/features/account/route-exports";
import { PageHeader } from "~/components/ui/PageHeader";
import { pageMeta } from "~/components/ui/page-meta";
import { AnswerSheet } from "~/features/exams/AnswerSheet";
import { examLinks } from "~/features/exams/links";
import { formatMark } from "~/features/exams/marks";
import { SHEET_INTENTS } from "~/features/exams/answers";
import { quizPageAction, quizPageView } from "~/features/exams/quiz.server";
import { bnNumber, formatDateTime, formatDeadline, formatDuration } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";

export const links = examLinks;
export const headers = noStore;
/** Spec §2: the quiz page hides the footer details. */
export const handle: RouteHandle = { footerDetailsHidden: true };

export const loader = ({ request, params }: LoaderFunctionArgs) => quizPageView(request, params.key);
export const action = ({ request, params }: ActionFunctionArgs) => quizPageAction(request, params.key);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.exam.title ?? "কুইজ", "অন-স্পট কুইজে অংশ নিন।");

export default function OnSpotQuiz() {
  const { exam, status, canStart, sheet } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const [search] = useSearchParams();
  const m = exam.marking;
  return (
    <>
      <PageHeader
        title={exam.title}
        lead={`পূর্ণমান ${formatMark(m.full_mark_x100)} · সময় ${formatDuration(exam.duration_seconds)}`}
      />
      <div className="container page-body">
        {sheet ? (
          <>
            <p className="my-card">
              শেষ সময়: <strong>{formatDeadline(sheet.attempt.deadline_at)}</strong> — এর পরে উত্তর নেওয়া হবে না, উত্তরপত্র নিজে থেকেই
              জমা হবে।
            </p>
            {/* The sheet posts to this address, `saved` and all: a post refused in part comes back here and must not say it. */}
            {search.get("saved") && !refused ? <p role="status">উত্তর সংরক্ষিত হয়েছে।</p> : null}
            <AnswerSheet {...sheet} error={refused?.error ?? null} />
          </>
        ) : (
          <section className="my-card">
            <div dangerouslySetInnerHTML={{ __html: exam.instructions_html }} />
            <p>
              প্রশ্ন: {bnNumber(exam.question_counts.total)} (MCQ {bnNumber(exam.question_counts.mcq)}, SBA{" "}
              {bnNumber(exam.question_counts.sba)}) · পাস নম্বর {formatMark(m.pass_mark_x100)}
            </p>
            {canStart ? (
              <Form method="post">
                <button type="submit" name="intent" value={SHEET_INTENTS.start} className="btn btn-primary">
                  কুইজ শুরু করুন
                </button>
              </Form>
            ) : (
              <p>{status === "not_open" ? `কুইজটি শুরু হবে ${formatDateTime(exam.opens_at)}।` : "কুইজটির সময় শেষ হয়ে গেছে।"}</p>
            )}
          </section>
        )}
      </div>
    </>
  );
}
