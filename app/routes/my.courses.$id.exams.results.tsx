import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page-meta";
import { ExamList } from "~/features/exams/ExamList";
import { examLinks } from "~/features/exams/links";
import { courseExamList } from "~/features/exams/results.server";
import { CoursePage } from "~/features/learning/CoursePage";
import { learningLinks } from "~/features/learning/route-exports";

export const meta: MetaFunction = () => pageMeta("কোর্সের পরীক্ষা", "কোর্সের পরীক্ষা, আপনার অংশগ্রহণ ও ফলাফল।");
export const links = () => [...learningLinks(), ...examLinks()];
export const loader = ({ request, params }: LoaderFunctionArgs) => courseExamList(request, params.id);

export default function CourseExams() {
  const { course, data } = useLoaderData<typeof loader>();
  return (
    <CoursePage course={course} title="পরীক্ষা ও ফলাফল">
      <ExamList exams={data} courseId={course.id} />
    </CoursePage>
  );
}
