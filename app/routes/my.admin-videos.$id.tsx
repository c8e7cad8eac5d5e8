import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { LEARNING_PATHS } from "~/features/learning/paths";
import { learningLinks } from "~/features/learning/route-exports";
import { VideoPlayer } from "~/features/learning/VideoPlayer";
import { adminVideoPage } from "~/features/learning/videos.server";
import { formatDate } from "~/lib/format";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.video.title ?? "একাডেমির ভিডিও", "একাডেমির ভিডিও।");
export const links = learningLinks;

export const loader = ({ request, params }: LoaderFunctionArgs) => adminVideoPage(request, params.id);

export default function AdminVideo() {
  const { video, watermark } = useLoaderData<typeof loader>();
  return (
    <MyPage
      parent={<Link to={LEARNING_PATHS.adminVideos}>একাডেমির ভিডিও</Link>}
      title={video.title}
      lead={
        <>
          {video.batch_title ?? "সব শিক্ষার্থীর জন্য"} · <time dateTime={video.published_at}>{formatDate(video.published_at)}</time>
        </>
      }
    >
      <VideoPlayer video={video} watermark={watermark} />
      <p>{video.description}</p>
    </MyPage>
  );
}
