import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page-meta";
import { examLinks } from "~/features/exams/links";
import { ParticipatedBody } from "~/features/exams/ResultPages";
import { participatedView } from "~/features/exams/results.server";
import { CoursePage } from "~/features/learning/CoursePage";
import { learningLinks } from "~/features/learning/route-exports";

export const meta: MetaFunction = () => pageMeta("পরে দেওয়া পরীক্ষা", "আপনার অংশগ্রহণ, নম্বর ও পরীক্ষার সব পাতা।");
export const links = () => [...learningLinks(), ...examLinks()];
export const loader = ({ request, params }: LoaderFunctionArgs) => participatedView(request, params, "pending");

export default function PendingParticipated() {
  const { course, exam, result } = useLoaderData<typeof loader>();
  return (
    <CoursePage course={course} title="পরে দেওয়া পরীক্ষা">
      <ParticipatedBody courseId={course.id} exam={exam} result={result} />
    </CoursePage>
  );
}
