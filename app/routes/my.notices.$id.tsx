import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { formatDateTime } from "~/lib/format";
import { noticeAudience } from "~/features/study/NoticeList";
import { openNotice } from "~/features/study/notices.server";
import { STUDY_PATHS } from "~/features/study/paths";
import { PlainText } from "~/features/study/PlainText";
import { studyLinks } from "~/features/study/route-exports";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.notice.title ?? "নোটিশ", "সোপান পিজির নোটিশ।");
export const links = studyLinks;

/** Opening the notice marks it read (the API call is idempotent). */
export const loader = ({ request, params }: LoaderFunctionArgs) => openNotice(request, params.id);

export default function NoticePage() {
  const { notice } = useLoaderData<typeof loader>();
  return (
    <MyPage
      parent={<Link to={STUDY_PATHS.notices}>← সব নোটিশ</Link>}
      title={notice.title}
      lead={
        <>
          {noticeAudience(notice)} · <time dateTime={notice.published_at}>{formatDateTime(notice.published_at)}</time>
        </>
      }
    >
      <article className="my-card">
        <PlainText text={notice.body} />
      </article>
    </MyPage>
  );
}
