import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { examStatusView } from "~/features/exams/course-exam.server";
import { StatusPanel } from "~/features/exams/CourseExamViews";
import { examLinks } from "~/features/exams/links";
import { LEARNING_PATHS } from "~/features/learning/paths";

/** Spec §2: a course exam's status: not open yet, open, in progress, submitted (with the result) or missed. */
export const links = examLinks;
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.info.exam.title ?? "পরীক্ষা", "পরীক্ষার অবস্থা: শুরু হয়েছে কি না, আপনি দিয়েছেন কি না, ফলাফল।");

export const loader = ({ request, params }: LoaderFunctionArgs) => examStatusView(request, params, "batch");

export default function ExamStatus() {
  const { info, result } = useLoaderData<typeof loader>();
  return (
    <MyPage
      parent={<Link to={LEARNING_PATHS.course(info.course_event.course_id)}>কোর্সে ফিরে যান</Link>}
      title={info.exam.title}
      lead={info.event.topic}
    >
      <StatusPanel info={info} result={result} />
    </MyPage>
  );
}
