import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyState } from "~/components/ui/EmptyState";
import { FaqList } from "~/components/ui/FaqList";
import { PageHeader } from "~/components/ui/PageHeader";
import { Pagination } from "~/components/ui/Pagination";
import { pageMeta } from "~/components/ui/page-meta";
import { pageInfo, pageParam } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";

const FAQ_PAGE_SIZE = 6;

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await publicData("faqs", { query: { page: pageParam(request), perpage: FAQ_PAGE_SIZE } });
  return { faqs: page.data, offset: (page.current_page - 1) * page.per_page, ...pageInfo(page) };
}

export const meta: MetaFunction = () =>
  pageMeta("সচরাচর জিজ্ঞাসা", "ভর্তি, ক্লাস, পরীক্ষা ও পেমেন্ট নিয়ে ডাক্তারদের সবচেয়ে বেশি জিজ্ঞাসিত প্রশ্ন ও উত্তর।");

export default function FaqIndex() {
  const { faqs, offset, current, last } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="সচরাচর জিজ্ঞাসা" lead="আপনার প্রশ্নের উত্তর হয়তো এখানেই আছে" />
      <div className="container page-body page-body--narrow">
        {faqs.length === 0 ? <EmptyState message="এই পাতায় কোনো প্রশ্ন নেই" /> : <FaqList faqs={faqs} start={offset + 1} />}
        <Pagination current={current} last={last} label="প্রশ্নের পাতা" />
      </div>
    </>
  );
}
