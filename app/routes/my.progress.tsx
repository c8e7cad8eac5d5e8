import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageMeta } from "~/components/ui/page-meta";
import { noStore } from "~/features/account/route-exports";
import { examLinks } from "~/features/exams/links";
import { PRACTICE_PATHS } from "~/features/practice/paths";
import { progressReport } from "~/features/practice/practice.server";
import {
  SubjectChart,
  SubjectTable,
  TopicTable,
  TrendChart,
  TrendTable,
  WeakestTopics,
} from "~/features/practice/ProgressCharts";
import { bnNumber } from "~/lib/format";

export const meta: MetaFunction = () =>
  pageMeta("আমার অগ্রগতি", "বিষয় ও টপিক অনুযায়ী সঠিক উত্তরের হার, নম্বর ও মেধাক্রমের ধারা, দুর্বল টপিক।");
export const links = examLinks;
export const headers = noStore;

export const loader = ({ request }: LoaderFunctionArgs) => progressReport(request);

export default function Progress() {
  const { subjects, topics, weakest, trend, papers_weighed } = useLoaderData<typeof loader>();
  return (
    <MyPage
      title="আমার অগ্রগতি"
      lead={`আপনার শেষ ${bnNumber(papers_weighed)}টি পর্যন্ত জমা দেওয়া পরীক্ষা ও কুইজ থেকে; ব্যাচের গড় মানে একই পরীক্ষায় অংশ নেওয়া সবার গড়। MCQ-এর প্রতিটি বিবৃতি ও প্রতিটি SBA একটি করে গোনা।`}
    >
      {trend.length === 0 ? (
        <section className="my-card">
          <EmptyState message="এখনো কোনো পরীক্ষা জমা দেননি। পরীক্ষা দিলে এখানে আপনার অগ্রগতি দেখা যাবে।" />
        </section>
      ) : (
        <>
          <section className="my-card" aria-labelledby="weakest-title">
            <h2 id="weakest-title">সবচেয়ে দুর্বল {bnNumber(weakest.length)}টি টপিক</h2>
            <WeakestTopics topics={weakest} />
            <p className="my-card__note">
              <Link to={PRACTICE_PATHS.mistakes}>সব ভুল ও বাদ পড়া প্রশ্ন</Link>
            </p>
          </section>
          <section className="my-card" aria-labelledby="subjects-title">
            <h2 id="subjects-title">বিষয় অনুযায়ী</h2>
            <div className="progress-pair">
              <SubjectChart subjects={subjects} />
              <SubjectTable subjects={subjects} />
            </div>
            <TopicTable topics={topics} caption="টপিক অনুযায়ী সঠিক উত্তরের হার" />
          </section>
          <section className="my-card" aria-labelledby="trend-title">
            <h2 id="trend-title">নম্বর ও মেধাক্রমের ধারা</h2>
            <div className="progress-pair">
              <TrendChart trend={trend} />
              <TrendTable trend={trend} />
            </div>
          </section>
        </>
      )}
    </MyPage>
  );
}
