import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { examLinks } from "~/features/exams/links";
import { ResultWithReview } from "~/features/exams/ResultPages";
import { attemptReviewView } from "~/features/exams/results.server";

export const meta: MetaFunction = () => pageMeta("ব্যাখ্যা", "প্রতিটি প্রশ্নের সঠিক উত্তর, ব্যাখ্যা ও সূত্র।");
export const links = examLinks;
export const loader = ({ request }: LoaderFunctionArgs) => attemptReviewView(request);

export default function QuestionExplanationList() {
  const { result, review } = useLoaderData<typeof loader>();
  return (
    <MyPage title="ব্যাখ্যা" lead={result.exam.title}>
      <ResultWithReview result={result} review={review} show={{ correct: true, explanation: true }} />
    </MyPage>
  );
}
