/**
 * The free practice exams (decision 056): the list with the month's quota, and each exam's page
 * with the same rules and Start as the academy's exams, or, past the quota, what was used, when it
 * renews and the way to the courses.
 */
import type { FreeQuota } from "@contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { bnNumber, formatDate } from "~/lib/format";
import { AdminExamClosed, ExamFacts, StartPanel } from "./CourseExamViews";
import { ExamList } from "./ExamList";
import type { freeExamInfoView, freeExamList } from "./free-exam.server";
import { EXAM_PATHS } from "./paths";

type ListLoader = (args: LoaderFunctionArgs) => ReturnType<typeof freeExamList>;
type InfoLoader = (args: LoaderFunctionArgs) => ReturnType<typeof freeExamInfoView>;

/** The course catalogue: where a doctor past the quota can enrol for every exam. */
const COURSES_PATH = "/batches";

/** This month's count against the quota; past it, when it renews and the link to the courses. */
export function FreeQuotaNote({ quota }: { quota: FreeQuota }) {
  const usedUp = quota.used >= quota.limit;
  return (
    <section className="my-card" data-free-quota={usedUp ? "used-up" : "left"}>
      <p>
        এই মাসে {bnNumber(quota.limit)}টি বিনামূল্যের পরীক্ষার মধ্যে আপনি {bnNumber(Math.min(quota.used, quota.limit))}টি দিয়েছেন।
        {usedUp ? ` নতুন কোটা শুরু হবে ${formatDate(quota.renews_at)}।` : ""}
      </p>
      {usedUp ? (
        <p>
          এ মাসের বিনামূল্যের পরীক্ষা শেষ। সব পরীক্ষা দিতে <Link to={COURSES_PATH}>আমাদের কোর্সগুলো দেখুন</Link>।
        </p>
      ) : null}
    </section>
  );
}

export const freeExamListMeta: MetaFunction = () =>
  pageMeta("বিনামূল্যের পরীক্ষা", "যেকোনো নিবন্ধিত চিকিৎসকের জন্য মাসে কয়েকটি বিনামূল্যের এফসিপিএস অনুশীলন পরীক্ষা।");

export function FreeExamListPage() {
  const { data, quota } = useLoaderData<ListLoader>();
  return (
    <MyPage title="বিনামূল্যের পরীক্ষা" lead="কোর্সে ভর্তি না হয়েও প্রতি মাসে কয়েকটি অনুশীলন পরীক্ষা দিন; মেধাক্রমে এগুলো গণনা হয় না।">
      <FreeQuotaNote quota={quota} />
      <ExamList exams={data} courseId={null} infoPath={EXAM_PATHS.freeInfo} />
    </MyPage>
  );
}

export const freeExamInfoMeta: MetaFunction<InfoLoader> = ({ data }) =>
  pageMeta(data?.info.exam.title ?? "পরীক্ষা", "বিনামূল্যের অনুশীলন পরীক্ষার নিয়ম, নম্বর, সময় ও প্রশ্নসংখ্যা; এখান থেকে শুরু করুন।");

/** A free exam's rules and Start; past the quota (and not started), the quota note instead of the Start. */
export function FreeExamInfoPage() {
  const { info, pending } = useLoaderData<InfoLoader>();
  const refused = info.attempt === null && info.free_quota.used >= info.free_quota.limit;
  return (
    <MyPage parent={<Link to={EXAM_PATHS.freeExams}>বিনামূল্যের পরীক্ষা</Link>} title={info.exam.title}>
      <ExamFacts exam={info.exam} />
      {refused ? (
        <FreeQuotaNote quota={info.free_quota} />
      ) : (
        <StartPanel info={info} pending={pending} closed={<AdminExamClosed info={info} />} />
      )}
    </MyPage>
  );
}
