import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { examLinks } from "~/features/exams/links";
import { ResultWithReview } from "~/features/exams/ResultPages";
import { attemptReviewView } from "~/features/exams/results.server";

export const meta: MetaFunction = () => pageMeta("সঠিক উত্তর", "প্রশ্নপত্রের সঠিক উত্তর।");
export const links = examLinks;
export const loader = ({ request }: LoaderFunctionArgs) => attemptReviewView(request);

export default function QuestionAnswerList() {
  const { result, review } = useLoaderData<typeof loader>();
  return (
    <MyPage title="সঠিক উত্তর" lead={result.exam.title}>
      <ResultWithReview result={result} review={review} show={{ correct: true }} />
    </MyPage>
  );
}
