import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageMeta } from "~/components/ui/page-meta";
import { noStore } from "~/features/account/route-exports";
import { examLinks } from "~/features/exams/links";
import { PracticeForm, PracticePaperList } from "~/features/practice/PracticeBuilder";
import { PRACTICE_PATHS } from "~/features/practice/paths";
import { buildPracticeAction, practicePage } from "~/features/practice/practice.server";

export const meta: MetaFunction = () =>
  pageMeta("অনুশীলনের প্রশ্নপত্র", "নিজের ভুল, বুকমার্ক বা একটি টপিক থেকে প্রশ্নপত্র বানিয়ে পরীক্ষার মতো করে অনুশীলন করুন।");
export const links = examLinks;
export const headers = noStore;

export const loader = ({ request }: LoaderFunctionArgs) => practicePage(request);
export const action = ({ request }: ActionFunctionArgs) => buildPracticeAction(request);

export default function Practice() {
  const { sources, papers, chosen } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  return (
    <MyPage
      title="অনুশীলনের প্রশ্নপত্র"
      lead="ভুল ও বাদ পড়া প্রশ্ন, বুকমার্ক বা একটি টপিক থেকে প্রশ্নপত্র বানান; পরীক্ষার মতোই দিন ও জমা দিন। মেধাক্রমে এর নম্বর গোনা হয় না; কোনো প্রশ্নে পরপর দুবার ঠিক উত্তর দিলে সেটি ভুলের তালিকা থেকে সরে যায়।"
    >
      <section className="my-card" aria-labelledby="new-practice">
        <h2 id="new-practice">নতুন প্রশ্নপত্র</h2>
        <PracticeForm sources={sources} chosen={chosen} lastResult={lastResult} />
        <p className="my-card__note">
          <Link to={PRACTICE_PATHS.mistakes}>ভুল ও বাদ পড়া প্রশ্ন</Link> · <Link to={PRACTICE_PATHS.bookmarks}>বুকমার্ক করা প্রশ্ন</Link>{" "}
          · <Link to={PRACTICE_PATHS.progress}>আমার অগ্রগতি</Link>
        </p>
      </section>
      <section className="my-card" aria-labelledby="my-practice-papers">
        <h2 id="my-practice-papers">আগের প্রশ্নপত্র</h2>
        {papers.length ? <PracticePaperList papers={papers} /> : <EmptyState message="এখনো কোনো অনুশীলনের প্রশ্নপত্র বানাননি।" />}
      </section>
    </MyPage>
  );
}
