/**
 * A unit video the doctor bought through the cart, playing like a lecture video (verified device,
 * moving watermark; server/videos/unit-videos.ts decides per request). One not bought goes to the cart.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { learningLinks } from "~/features/learning/route-exports";
import { UnitVideoView } from "~/features/learning/UnitVideoView";
import { purchasedUnitVideo } from "~/features/learning/videos.server";
import { cartPath } from "~/features/payments/paths";

export const links = learningLinks;
export const loader = ({ request, params }: LoaderFunctionArgs) => purchasedUnitVideo(request, params.videoId);
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.video.title ?? "ইউনিট ভিডিও", "আপনার কেনা ইউনিট ভিডিও।");

export default function PurchasedUnitVideo() {
  const play = useLoaderData<typeof loader>();
  return (
    <MyPage
      title={play.video.title}
      lead="আপনার কেনা ইউনিট ভিডিও"
      parent={<Link to={cartPath(play.course.id)}>← ইউনিট ভিডিও কার্ট</Link>}
    >
      <UnitVideoView play={play} />
    </MyPage>
  );
}
