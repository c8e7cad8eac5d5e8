import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { ExamList } from "~/features/exams/ExamList";
import { examLinks } from "~/features/exams/links";
import { adminExamList } from "~/features/exams/results.server";

export const meta: MetaFunction = () => pageMeta("একাডেমির পরীক্ষা", "একাডেমি যে পরীক্ষাগুলো দিয়েছে, তাদের অবস্থা ও ফলাফল।");
export const links = examLinks;
export const loader = ({ request }: LoaderFunctionArgs) => adminExamList(request);

export default function AdminExams() {
  const exams = useLoaderData<typeof loader>();
  return (
    <MyPage title="একাডেমির পরীক্ষা" lead="সক্রিয় কোর্সের সব শিক্ষার্থীর জন্য একাডেমির দেওয়া পরীক্ষা।">
      <ExamList exams={exams} courseId={null} />
    </MyPage>
  );
}
