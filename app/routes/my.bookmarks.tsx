import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageMeta } from "~/components/ui/page-meta";
import { noStore } from "~/features/account/route-exports";
import { examLinks } from "~/features/exams/links";
import { PRACTICE_PATHS } from "~/features/practice/paths";
import { bookmarkAction, bookmarkList } from "~/features/practice/practice.server";
import { StudyQuestionList } from "~/features/practice/StudyQuestionList";
import { bnNumber } from "~/lib/format";

export const meta: MetaFunction = () => pageMeta("বুকমার্ক করা প্রশ্ন", "পরীক্ষার রিভিউ থেকে বুকমার্ক করা প্রশ্ন, বিষয় ও টপিক অনুযায়ী।");
export const links = examLinks;
export const headers = noStore;

export const loader = ({ request }: LoaderFunctionArgs) => bookmarkList(request);
export const action = ({ request }: ActionFunctionArgs) => bookmarkAction(request);

export default function Bookmarks() {
  const { bookmarks } = useLoaderData<typeof loader>();
  return (
    <MyPage
      title="বুকমার্ক করা প্রশ্ন"
      lead={`পরীক্ষার রিভিউ পাতায় "বুকমার্ক করুন" চাপলে প্রশ্ন এখানে আসে; মোট ${bnNumber(bookmarks.length)}টি।`}
    >
      {bookmarks.length ? (
        <>
          <p className="my-card__note">
            <Link to={PRACTICE_PATHS.practiceFrom("bookmarks")}>বুকমার্ক করা প্রশ্ন দিয়ে অনুশীলনের প্রশ্নপত্র বানান</Link>
          </p>
          <StudyQuestionList questions={bookmarks} />
        </>
      ) : (
        <section className="my-card">
          <EmptyState message="এখনো কোনো প্রশ্ন বুকমার্ক করেননি। জমা দেওয়া পরীক্ষার উত্তর ও ব্যাখ্যার পাতা থেকে প্রশ্ন বুকমার্ক করা যায়।" />
        </section>
      )}
    </MyPage>
  );
}
