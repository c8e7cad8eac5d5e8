import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { examLinks } from "~/features/exams/links";
import { ResultWithReview } from "~/features/exams/ResultPages";
import { attemptReviewView } from "~/features/exams/results.server";

export const meta: MetaFunction = () => pageMeta("প্রশ্নপত্র", "যে পরীক্ষা দিয়েছেন তার প্রশ্নপত্র।");
export const links = examLinks;
export const loader = ({ request }: LoaderFunctionArgs) => attemptReviewView(request);

export default function QuestionList() {
  const { result, review } = useLoaderData<typeof loader>();
  return (
    <MyPage title="প্রশ্নপত্র" lead={result.exam.title}>
      <ResultWithReview result={result} review={review} show={{}} />
    </MyPage>
  );
}
