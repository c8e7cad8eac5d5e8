import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageMeta } from "~/components/ui/page-meta";
import { Pagination } from "~/components/ui/Pagination";
import { ComplaintList, NewComplaintForm } from "~/features/study/ComplaintViews";
import { complaintList, newComplaintAction } from "~/features/study/complaints.server";
import { studyLinks } from "~/features/study/route-exports";

export const meta: MetaFunction = () =>
  pageMeta("অভিযোগ বক্স", "কোর্স, ক্লাস, পেমেন্ট বা শিট নিয়ে অভিযোগ জানান; একাডেমির উত্তর এখানেই।");
export const links = studyLinks;

export const loader = ({ request }: LoaderFunctionArgs) => complaintList(request);
export const action = ({ request }: ActionFunctionArgs) => newComplaintAction(request);

export default function ComplainBox() {
  const { complaints, pages } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  return (
    <MyPage title="অভিযোগ বক্স" lead="আপনার অভিযোগ ও একাডেমির উত্তর; নতুন অভিযোগ নিচের ফর্মে লিখুন।">
      <section className="my-card" aria-labelledby="my-complaints">
        <h2 id="my-complaints">আমার অভিযোগ</h2>
        {complaints.length ? <ComplaintList complaints={complaints} /> : <EmptyState message="আপনি এখনো কোনো অভিযোগ করেননি।" />}
        <Pagination current={pages.current} last={pages.last} label="অভিযোগের পাতা" />
      </section>
      <section className="my-card" aria-labelledby="new-complaint">
        <h2 id="new-complaint">নতুন অভিযোগ</h2>
        <NewComplaintForm lastResult={lastResult} />
      </section>
    </MyPage>
  );
}
