import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { JsonLd, useSite } from "~/features/catalogue/JsonLd";
import { LazyYouTube } from "~/features/catalogue/LazyYouTube";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { publicOrigin } from "~/lib/config.server";
import { videoJsonLd } from "~/features/catalogue/structured-data";
import { formatDate } from "~/lib/format";
import { NEW_TAB } from "~/lib/links";
import { idParam, orNotFound } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";
import { youTubeWatchUrl } from "~/lib/youtube";

export const links = catalogueLinks;

export async function loader({ params }: LoaderFunctionArgs) {
  const { data } = await orNotFound(publicData("freeVideo", { params: { id: idParam(params.freeVideoId) } }));
  return { video: data, origin: publicOrigin() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(data?.video.title, data?.video.description ?? "", {
    type: "video.other",
    origin: data?.origin,
    canonical: data && `/v/${data.video.id}`,
  });

export default function FreeVideo() {
  const { video, origin } = useLoaderData<typeof loader>();
  return (
    <article className="free-video">
      <JsonLd data={videoJsonLd(video, useSite(origin))} />
      <div className="container page-body page-body--narrow">
        <h1 className="free-video__title">{video.title}</h1>
        <p className="card__meta">
          <time dateTime={video.published_at}>{formatDate(video.published_at)}</time>
          {video.family ? (
            <>
              {" · "}
              <Link to={`/courses/${video.family.slug}`}>{video.family.title}</Link>
            </>
          ) : null}
        </p>
        <LazyYouTube videoId={video.youtube_id} title={video.title} thumbnail={video.thumbnail} />
        <p className="free-video__description">{video.description}</p>
        <p className="card__meta">
          <a href={youTubeWatchUrl(video.youtube_id)} {...NEW_TAB}>
            ইউটিউবে দেখুন ↗
          </a>
        </p>
      </div>
    </article>
  );
}
