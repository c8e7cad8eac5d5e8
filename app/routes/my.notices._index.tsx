import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageMeta } from "~/components/ui/page-meta";
import { Pagination } from "~/components/ui/Pagination";
import { bnNumber } from "~/lib/format";
import { NoticeList } from "~/features/study/NoticeList";
import { noticeList } from "~/features/study/notices.server";
import { studyLinks } from "~/features/study/route-exports";

export const meta: MetaFunction = () => pageMeta("নোটিশ", "সোপান পিজি, আপনার কোর্স ও ব্যাচের নোটিশ।");
export const links = studyLinks;

export const loader = ({ request }: LoaderFunctionArgs) => noticeList(request);

export default function Notices() {
  const { notices, pages, unreadNotices } = useLoaderData<typeof loader>();
  return (
    <MyPage title="নোটিশ" lead={`সবার জন্য, আপনার কোর্স ও ব্যাচের নোটিশ; না-পড়া ${bnNumber(unreadNotices)}টি।`}>
      <section className="my-card">
        {notices.length ? <NoticeList notices={notices} /> : <EmptyState message="এখনো কোনো নোটিশ নেই।" />}
        <Pagination current={pages.current} last={pages.last} label="নোটিশের পাতা" />
      </section>
    </MyPage>
  );
}
