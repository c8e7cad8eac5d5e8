import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { Pagination } from "~/components/ui/Pagination";
import { pageMeta } from "~/components/ui/page-meta";
import { LEARNING_PATHS } from "~/features/learning/paths";
import { learningLinks } from "~/features/learning/route-exports";
import { adminVideoList } from "~/features/learning/videos.server";
import { formatDate, formatDuration } from "~/lib/format";
import { pageParam } from "~/lib/pages.server";

export const meta: MetaFunction = () => pageMeta("একাডেমির ভিডিও", "ওরিয়েন্টেশন, নির্দেশনা ও বিশেষ ক্লাসের ভিডিও।");
export const links = learningLinks;

export const loader = ({ request }: LoaderFunctionArgs) => adminVideoList(request, pageParam(request));

export default function AdminVideos() {
  const { videos, pages } = useLoaderData<typeof loader>();
  return (
    <MyPage title="একাডেমির ভিডিও" lead="আপনার চলমান কোর্সের জন্য একাডেমির পাঠানো ভিডিও।">
      <section className="my-card">
        {videos.length === 0 ? (
          <p className="empty-state">চলমান কোর্সের জন্য এখনো কোনো ভিডিও দেওয়া হয়নি।</p>
        ) : (
          <ul className="pending-list">
            {videos.map((v) => (
              <li key={v.id} className="pending-list__item">
                <Link to={LEARNING_PATHS.adminVideo(v.id)}>{v.title}</Link>
                <span className="card__meta">
                  {v.batch_title ?? "সব শিক্ষার্থীর জন্য"} · <time dateTime={v.published_at}>{formatDate(v.published_at)}</time> ·{" "}
                  {formatDuration(v.duration_seconds)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pagination current={pages.current} last={pages.last} label="ভিডিওর পাতা" />
    </MyPage>
  );
}
