import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { LEARNING_PATHS } from "~/features/learning/paths";
import { PendingVideoHeader } from "~/features/learning/PendingVideoHeader";
import { learningLinks } from "~/features/learning/route-exports";
import { pendingVideoPage } from "~/features/learning/videos.server";
import { formatDuration } from "~/lib/format";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.event.topic ?? "মিস করা ক্লাস", "আপনার মিস করা ক্লাসের ভিডিও, সীমিত সময়ের জন্য।");
export const links = learningLinks;

export const loader = ({ request, params }: LoaderFunctionArgs) => pendingVideoPage(request, params.id);

export default function PendingVideo() {
  const pending = useLoaderData<typeof loader>();
  return (
    <MyPage parent={<Link to={ACCOUNT_PATHS.dashboard}>ড্যাশবোর্ড</Link>} title={pending.event.topic} lead="মিস করা ক্লাস">
      <PendingVideoHeader pending={pending} />
      <section className="my-card" aria-labelledby="pending-videos-title">
        <h2 id="pending-videos-title">ক্লাসের ভিডিও</h2>
        {pending.videos.length === 0 ? (
          <p className="empty-state">এই ক্লাসের ভিডিও এখনো প্রকাশিত হয়নি।</p>
        ) : (
          <ul className="pending-list">
            {pending.videos.map((v) => (
              <li key={v.id} className="pending-list__item">
                {/* A closed window plays nothing (the player answers 403): the title alone, the header says why. */}
                {pending.open ? <Link to={LEARNING_PATHS.pendingVideoPlay(pending.id, v.id)}>{v.title}</Link> : v.title}{" "}
                <span className="card__meta">
                  ({formatDuration(v.duration_seconds)}){pending.open ? null : " · সময়সীমা শেষ"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </MyPage>
  );
}
