import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { examLinks } from "~/features/exams/links";
import { QUIZ_PATHS } from "~/features/exams/marks";
import { quizResultView } from "~/features/exams/quiz.server";
import { ResultSummary } from "~/features/exams/ResultSummary";
import { ReviewLater } from "~/features/exams/ReviewLater";
import { ReviewList } from "~/features/exams/ReviewList";
import { pageMeta } from "~/components/ui/page-meta";
import { MyPage } from "~/components/layout/MyPage";

export const links = examLinks;
export const loader = ({ request, params }: LoaderFunctionArgs) => quizResultView(request, params.key);
export const meta: MetaFunction = () => pageMeta("কুইজের ফলাফল", "আপনার কুইজের ফলাফল, উত্তর ও ব্যাখ্যা।");

export default function QuizResult() {
  const { key, result, review } = useLoaderData<typeof loader>();
  return (
    <MyPage title={<>{result.exam.title}: ফলাফল</>} lead={<Link to={QUIZ_PATHS.leaderboard(key)}>মেধাতালিকা দেখুন</Link>}>
      <ResultSummary result={result} />
      <section className="my-card">
        <h2>উত্তর ও ব্যাখ্যা</h2>
        {review ? <ReviewList questions={review} /> : <ReviewLater at={result.review_available_at} />}
      </section>
    </MyPage>
  );
}
