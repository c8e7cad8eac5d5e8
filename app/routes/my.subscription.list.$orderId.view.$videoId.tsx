/**
 * One video of an active subscription (spec: subscription/list/{orderId}/view/{videoId}), playing
 * like a lecture video: paid content (an unverified device goes to the devices page), the moving
 * watermark, and the API's entitlement check per request (server/videos/unit-videos.ts).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { learningLinks } from "~/features/learning/route-exports";
import { UnitVideoView } from "~/features/learning/UnitVideoView";
import { subscriptionPaths } from "~/features/payments/paths";
import { subscribedVideo } from "~/features/payments/subscriptions.server";
import { idParam } from "~/lib/pages.server";

export const links = learningLinks;
export async function loader({ request, params }: LoaderFunctionArgs) {
  return { orderId: idParam(params.orderId), play: await subscribedVideo(request, params.orderId, params.videoId) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.play.video.title, "সাবস্ক্রিপশনের ভিডিও।");

export default function SubscriptionVideo() {
  const { orderId, play } = useLoaderData<typeof loader>();
  return (
    <MyPage title={play.video.title} parent={<Link to={subscriptionPaths.list(orderId)}>← ভিডিওর তালিকা</Link>}>
      <UnitVideoView play={play} />
    </MyPage>
  );
}
