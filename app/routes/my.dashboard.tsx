import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { pageMeta } from "~/components/ui/page-meta";
import { CourseList } from "~/features/learning/CourseList";
import { dashboardView } from "~/features/learning/dashboard.server";
import { LEARNING_PATHS } from "~/features/learning/paths";
import { PendingExamList } from "~/features/learning/PendingExamList";
import { PendingVideoList } from "~/features/learning/PendingVideoList";
import { RequiredInfoForm } from "~/features/learning/RequiredInfoForm";
import { requiredInfoAction } from "~/features/learning/required-info.server";
import { learningLinks } from "~/features/learning/route-exports";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { PRACTICE_PATHS } from "~/features/practice/paths";
import { EXAM_PATHS } from "~/features/exams/paths";
import { MyPage } from "~/components/layout/MyPage";
import { bnNumber } from "~/lib/format";
import { NoticeList } from "~/features/study/NoticeList";
import { STUDY_PATHS } from "~/features/study/paths";
import { studyLinks } from "~/features/study/route-exports";

export const meta: MetaFunction = () => pageMeta("ড্যাশবোর্ড", "আপনার কোর্স, প্রোফাইল ও অ্যাকাউন্টের খবর এক জায়গায়।");
export const links = () => [...learningLinks(), ...studyLinks()];

/** The learning home with the study area's unread notices beside it, from one API call. */
export const loader = ({ request }: LoaderFunctionArgs) => dashboardView(request);
export const action = ({ request }: ActionFunctionArgs) => requiredInfoAction(request);

export default function Dashboard() {
  const { name, missing, courses, pendingVideos, pendingExams, requiredInfo, notices, unreadNotices } =
    useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  return (
    <MyPage
      before={requiredInfo ? <RequiredInfoForm {...requiredInfo} lastResult={lastResult} /> : null}
      title={<>স্বাগতম, {name ?? "ডাক্তার"}</>}
      lead="আপনার প্রস্তুতির সবকিছু এখান থেকে দেখুন।"
    >
      {missing.length > 0 ? (
        <section className="my-card my-card--hint" aria-labelledby="profile-hint-title">
          <h2 id="profile-hint-title">প্রোফাইল সম্পূর্ণ করুন</h2>
          <p>আপনার প্রোফাইলে এখনো নেই: {missing.join(", ")}।</p>
          <Link to={ACCOUNT_PATHS.profileEdit}>প্রোফাইল সম্পূর্ণ করুন</Link>
        </section>
      ) : null}

      <section className="my-card" aria-labelledby="my-courses-title">
        <h2 id="my-courses-title">আমার কোর্স</h2>
        <CourseList courses={courses} />
        <p className="my-card__note">
          <Link to={LEARNING_PATHS.courses}>আমার সব কোর্স</Link> · <Link to={LEARNING_PATHS.adminVideos}>একাডেমির ভিডিও</Link>
        </p>
      </section>

      <section className="my-card" aria-labelledby="my-practice-title">
        <h2 id="my-practice-title">নিজের প্রস্তুতি</h2>
        <p>কোন বিষয়ে কতটা এগোলেন, কোথায় দুর্বল; পরীক্ষায় যেসব প্রশ্নে ভুল করেছেন বা ফাঁকা রেখেছেন, আর যেগুলো বুকমার্ক করেছেন।</p>
        <p className="my-card__note">
          <Link to={PRACTICE_PATHS.progress}>আমার অগ্রগতি</Link> · <Link to={PRACTICE_PATHS.mistakes}>ভুল ও বাদ পড়া প্রশ্ন</Link> ·{" "}
          <Link to={PRACTICE_PATHS.bookmarks}>বুকমার্ক করা প্রশ্ন</Link> · <Link to={PRACTICE_PATHS.practice}>অনুশীলনের প্রশ্নপত্র</Link>{" "}
          · <Link to={EXAM_PATHS.freeExams}>বিনামূল্যের পরীক্ষা</Link>
        </p>
      </section>

      <section className="my-card" aria-labelledby="my-notices-title">
        <h2 id="my-notices-title">না-পড়া নোটিশ ({bnNumber(unreadNotices)})</h2>
        {notices.length ? <NoticeList notices={notices} /> : <p>সব নোটিশ পড়া হয়েছে।</p>}
        <p className="my-card__note">
          <Link to={STUDY_PATHS.notices}>সব নোটিশ</Link> · <Link to={STUDY_PATHS.lectureSheets}>লেকচার শিট ও রেফারেন্স বই</Link> ·{" "}
          <Link to={STUDY_PATHS.complainBox}>অভিযোগ বক্স</Link>
        </p>
      </section>
      {pendingVideos.length > 0 ? (
        <section className="my-card" aria-labelledby="pending-videos-title">
          <h2 id="pending-videos-title">মিস করা ক্লাসের ভিডিও</h2>
          <PendingVideoList pending={pendingVideos} />
        </section>
      ) : null}
      {pendingExams.length > 0 ? (
        <section className="my-card" aria-labelledby="pending-exams-title">
          <h2 id="pending-exams-title">মিস করা পরীক্ষা</h2>
          <p>সময়মতো দিতে না পারা এই পরীক্ষাগুলো এখনো দিতে পারবেন; নম্বর পাবেন, তবে মেধাতালিকায় অবস্থান আসবে না।</p>
          <PendingExamList exams={pendingExams} />
        </section>
      ) : null}
    </MyPage>
  );
}
