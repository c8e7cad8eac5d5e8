import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { FormError } from "~/components/forms/FormError";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { LEARNING_PATHS } from "~/features/learning/paths";
import { PendingVideoHeader } from "~/features/learning/PendingVideoHeader";
import { learningLinks } from "~/features/learning/route-exports";
import { VideoPlayer } from "~/features/learning/VideoPlayer";
import { pendingVideoPlay } from "~/features/learning/videos.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.play?.video.title ?? data?.pending.event.topic ?? "মিস করা ক্লাস", "মিস করা ক্লাসের ভিডিও।");
export const links = learningLinks;

/** A closed window is the doctor's answer, not an error page: 403 with the class and the API's reason. */
export const loader = async ({ request, params }: LoaderFunctionArgs) => {
  const view = await pendingVideoPlay(request, params.id, params.videoId);
  return data(view, { status: view.refused ? 403 : 200 });
};

export default function PendingVideoPlay() {
  const { play, refused, pending } = useLoaderData<typeof loader>();
  return (
    <MyPage
      parent={<Link to={LEARNING_PATHS.pendingVideo(pending.id)}>{pending.event.topic}</Link>}
      title={play?.video.title ?? pending.event.topic}
      lead="মিস করা ক্লাস"
    >
      <FormError errors={refused ? [refused] : undefined} />
      <PendingVideoHeader pending={pending} />
      {play ? <VideoPlayer video={play.video} watermark={play.watermark} /> : null}
    </MyPage>
  );
}
