/**
 * The pages every variant of a course exam's routes shares: status and exam-info (batch schedule,
 * master schedule with its batch, pending) and the sitting (live attempt, pending attempt). Each
 * route module keeps its own loader and action (which variant the URL names) and renders one of these.
 * An admin-assigned exam, in no timetable, has its own exam-info page with the same rules and Start.
 */
import type { CourseExamInfo } from "@contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { ReactNode } from "react";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { LEARNING_PATHS } from "~/features/learning/paths";
import type { adminExamInfoView } from "./admin-exam.server";
import type { examInfoView, examStatusView } from "./course-exam.server";
import { AdminExamClosed, ExamFacts, StartPanel, StatusPanel } from "./CourseExamViews";
import { AnswerSheet } from "./AnswerSheet";
import { EXAM_PATHS } from "./paths";
import { EXAM_RESULT_PATHS } from "./result-paths";
import type { sittingAction, sittingView } from "./sitting.server";

/** The route modules' loaders, as Remix types them (each binds its variant). */
type Loader<View extends (...args: never[]) => unknown> = (args: LoaderFunctionArgs) => ReturnType<View>;
type StatusLoader = Loader<typeof examStatusView>;
type InfoLoader = Loader<typeof examInfoView>;
type AdminInfoLoader = Loader<typeof adminExamInfoView>;
type SittingLoader = Loader<typeof sittingView>;

/** A course event's exam page: titled by the exam, led by the event's topic. */
function EventExamPage({ info, parent, children }: { info: CourseExamInfo; parent: ReactNode; children: ReactNode }) {
  return (
    <MyPage parent={parent} title={info.exam.title} lead={info.event.topic}>
      {children}
    </MyPage>
  );
}

export const examStatusMeta: MetaFunction<StatusLoader> = ({ data }) =>
  pageMeta(data?.info.exam.title ?? "পরীক্ষা", "পরীক্ষার অবস্থা: শুরু হয়েছে কি না, আপনি দিয়েছেন কি না, ফলাফল।");

/** Not open yet, open, in progress, submitted (with the result) or missed. */
export function ExamStatusPage() {
  const { info, result } = useLoaderData<StatusLoader>();
  return (
    <EventExamPage info={info} parent={<Link to={LEARNING_PATHS.course(info.course_event.course_id)}>কোর্সে ফিরে যান</Link>}>
      <StatusPanel info={info} result={result} />
    </EventExamPage>
  );
}

export const examInfoMeta: MetaFunction<InfoLoader> = ({ data }) =>
  pageMeta(data?.info.exam.title ?? "পরীক্ষা", "পরীক্ষার নিয়ম, নম্বর, সময় ও প্রশ্নসংখ্যা; এখান থেকে পরীক্ষা শুরু করুন।");

/** Rules, marking, duration and question counts, and the Start button (a POST; idempotent). */
export function ExamInfoPage() {
  const { info, pending } = useLoaderData<InfoLoader>();
  return (
    <EventExamPage info={info} parent={<Link to={EXAM_PATHS.status(info.course_event)}>পরীক্ষার অবস্থা</Link>}>
      <ExamFacts exam={info.exam} />
      <StartPanel info={info} pending={pending} closed={<StatusPanel info={info} result={null} />} />
    </EventExamPage>
  );
}

export const adminExamInfoMeta: MetaFunction<AdminInfoLoader> = ({ data }) =>
  pageMeta(data?.info.exam.title ?? "পরীক্ষা", "একাডেমির পরীক্ষার নিয়ম, নম্বর, সময় ও প্রশ্নসংখ্যা; এখান থেকে পরীক্ষা শুরু করুন।");

/** An admin-assigned exam (in no timetable): the same rules and Start as a course exam's exam-info. */
export function AdminExamInfoPage() {
  const { info, pending } = useLoaderData<AdminInfoLoader>();
  return (
    <MyPage parent={<Link to={EXAM_RESULT_PATHS.adminExams}>একাডেমির পরীক্ষা</Link>} title={info.exam.title}>
      <ExamFacts exam={info.exam} />
      <StartPanel info={info} pending={pending} closed={<AdminExamClosed info={info} />} />
    </MyPage>
  );
}

export const sittingMeta: MetaFunction<SittingLoader> = ({ data }) => pageMeta(data?.exam.title ?? "পরীক্ষা", "পরীক্ষা চলছে।");

/** The attempt being sat: ten questions a page without JavaScript, all of them with it (a submitted one redirects to its result). */
export function SittingPage() {
  const data = useLoaderData<SittingLoader>();
  const refused = useActionData<Loader<typeof sittingAction>>();
  return (
    <MyPage title={data.exam.title}>
      <AnswerSheet {...data} error={refused?.error ?? null} />
    </MyPage>
  );
}
