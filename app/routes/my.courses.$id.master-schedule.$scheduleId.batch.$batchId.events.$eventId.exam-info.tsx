import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { examInfoView, startExamAction } from "~/features/exams/course-exam.server";
import { ExamFacts, StartPanel } from "~/features/exams/CourseExamViews";
import { examLinks } from "~/features/exams/links";
import { EXAM_PATHS } from "~/features/exams/paths";

/** Spec §2: a master-schedule exam's rules, marking and duration, and the Start button (a POST; idempotent). */
export const links = examLinks;
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.info.exam.title ?? "পরীক্ষা", "পরীক্ষার নিয়ম, নম্বর, সময় ও প্রশ্নসংখ্যা; এখান থেকে পরীক্ষা শুরু করুন।");

export const loader = ({ request, params }: LoaderFunctionArgs) => examInfoView(request, params, "master");
export const action = ({ request, params }: ActionFunctionArgs) => startExamAction(request, params, "master");

export default function ExamInfo() {
  const { info } = useLoaderData<typeof loader>();
  return (
    <MyPage
      parent={<Link to={EXAM_PATHS.status(info.course_event)}>পরীক্ষার অবস্থা</Link>}
      title={info.exam.title}
      lead={info.event.topic}
    >
      <ExamFacts exam={info.exam} />
      <StartPanel info={info} pending={false} />
    </MyPage>
  );
}
