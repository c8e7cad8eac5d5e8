/**
 * One video of an active subscription (spec: subscription/list/{orderId}/view/{videoId}): paid
 * content, so an unverified device goes to the devices page; the class questions are sanitised here.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { cleanHtml } from "~/features/exams/html.server";
import { subscriptionPaths } from "~/features/payments/paths";
import { subscribedVideo } from "~/features/payments/subscriptions.server";
import { idParam } from "~/lib/pages.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const video = await subscribedVideo(request, params.orderId, params.videoId);
  return {
    orderId: idParam(params.orderId),
    video: { ...video, question_html: video.question_html && cleanHtml(video.question_html) },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.video.title, "সাবস্ক্রিপশনের ভিডিও।");

export default function SubscriptionVideo() {
  const { orderId, video } = useLoaderData<typeof loader>();
  return (
    <MyPage title={video.title} parent={<Link to={subscriptionPaths.list(orderId)}>← ভিডিওর তালিকা</Link>}>
      <section className="card">
        <p>{video.description}</p>
        <p>
          <a href={video.video_link} target="_blank" rel="noreferrer" data-video-link>
            ভিডিওটি দেখুন
          </a>
        </p>
        {video.question_html ? <div className="prose" dangerouslySetInnerHTML={{ __html: video.question_html }} /> : null}
      </section>
    </MyPage>
  );
}
