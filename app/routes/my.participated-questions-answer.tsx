import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { examLinks } from "~/features/exams/links";
import { ResultWithReview } from "~/features/exams/ResultPages";
import { attemptReviewView } from "~/features/exams/results.server";

export const meta: MetaFunction = () => pageMeta("আমার উত্তর", "প্রতিটি প্রশ্নে আপনার উত্তর ও সঠিক উত্তর।");
export const links = examLinks;
export const loader = ({ request }: LoaderFunctionArgs) => attemptReviewView(request);

export default function ParticipatedQuestionsAnswer() {
  const { result, review } = useLoaderData<typeof loader>();
  return (
    <MyPage title="আমার উত্তর" lead={result.exam.title}>
      <ResultWithReview result={result} review={review} show={{ mine: true, correct: true }} />
    </MyPage>
  );
}
