import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/PageHeader";
import { PagedCardGrid } from "~/components/ui/PagedCardGrid";
import { QuizCard } from "~/components/ui/QuizCard";
import { pageMeta } from "~/components/ui/page-meta";
import { pageInfo, pageParam } from "~/lib/pages.server";
import { guestOrLive } from "~/lib/public-data.server";

const QUIZ_PAGE_SIZE = 8;

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await guestOrLive(request, "quizzes", { query: { page: pageParam(request), "per-page": QUIZ_PAGE_SIZE } });
  return { quizzes: page.data, ...pageInfo(page) };
}

export const meta: MetaFunction = () =>
  pageMeta("কুইজ", "বিষয়ভিত্তিক সাপ্তাহিক কুইজে অংশ নিয়ে নিজের প্রস্তুতি যাচাই করুন — সময় ও পূর্ণমানসহ।");

export default function QuizList() {
  const { quizzes, current, last } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="কুইজ" lead="নিজেকে যাচাই করুন — বিনামূল্যে" />
      <div className="container page-body">
        <PagedCardGrid
          items={quizzes}
          card={(q) => <QuizCard quiz={q} />}
          empty="এই মুহূর্তে কোনো কুইজ নেই"
          page={{ current, last, label: "কুইজের পাতা" }}
          columns={4}
        />
      </div>
    </>
  );
}
