import { COMPLAINT_CATEGORIES, COMPLAINT_STATUS_LABELS } from "@contract/rules";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { formatDateTime } from "~/lib/format";
import { ComplaintMessages, ReplyForm } from "~/features/study/ComplaintViews";
import { complaintThread, replyAction } from "~/features/study/complaints.server";
import { STUDY_PATHS } from "~/features/study/paths";
import { studyLinks } from "~/features/study/route-exports";

export const meta: MetaFunction = () => pageMeta("অভিযোগ", "আপনার অভিযোগ ও একাডেমির উত্তর।");
export const links = studyLinks;

export const loader = ({ request, params }: LoaderFunctionArgs) => complaintThread(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => replyAction(request, params.id);

export default function ComplaintPage() {
  const thread = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  return (
    <MyPage
      parent={<Link to={STUDY_PATHS.complainBox}>← অভিযোগ বক্স</Link>}
      title={`অভিযোগ: ${COMPLAINT_CATEGORIES[thread.category]}`}
      lead={
        <>
          {COMPLAINT_STATUS_LABELS[thread.status]} · <time dateTime={thread.created_at}>{formatDateTime(thread.created_at)}</time>
        </>
      }
    >
      <ComplaintMessages thread={thread} />
      {thread.status === "closed" ? (
        <p className="my-card">এই অভিযোগটি বন্ধ করা হয়েছে; প্রয়োজনে নতুন অভিযোগ লিখুন।</p>
      ) : (
        <section className="my-card" id="reply" aria-labelledby="reply-title">
          <h2 id="reply-title">উত্তর লিখুন</h2>
          <ReplyForm lastResult={lastResult} />
        </section>
      )}
    </MyPage>
  );
}
