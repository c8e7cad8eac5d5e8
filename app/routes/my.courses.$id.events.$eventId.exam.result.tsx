import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page-meta";
import { examLinks } from "~/features/exams/links";
import { ResultWithReview } from "~/features/exams/ResultPages";
import { FULL_REVIEW } from "~/features/exams/ReviewList";
import { eventResultView } from "~/features/exams/results.server";
import { CoursePage } from "~/features/learning/CoursePage";
import { learningLinks } from "~/features/learning/route-exports";

export const meta: MetaFunction = () => pageMeta("পরীক্ষার ফলাফল", "নম্বর, মেধাক্রম, আপনার উত্তর, সঠিক উত্তর ও ব্যাখ্যা।");
export const links = () => [...learningLinks(), ...examLinks()];
export const loader = ({ request, params }: LoaderFunctionArgs) => eventResultView(request, params, false);

export default function ExamResult() {
  const { course, exam, result, review } = useLoaderData<typeof loader>();
  return (
    <CoursePage course={course} title={`${exam.title}: ফলাফল`}>
      <ResultWithReview result={result} review={review} show={FULL_REVIEW} />
    </CoursePage>
  );
}
