import type { UnitVideoPlay } from "@contract";
import { formatDate } from "~/lib/format";
import { VideoPlayer } from "./VideoPlayer";

/**
 * A unit video, bought through the cart or opened by a subscription: the same player and moving
 * watermark as a lecture video, then its description and the class's questions (the loader has
 * sanitised the staff-written HTML).
 */
export function UnitVideoView({ play }: { play: UnitVideoPlay }) {
  return (
    <>
      <VideoPlayer video={play.video} watermark={play.watermark} />
      <section className="card" data-unit-video={play.video.id}>
        <p className="card__meta">
          {play.course.title} · {play.event.topic} · <time dateTime={play.event.date}>{formatDate(play.event.date)}</time>
        </p>
        <p>{play.video.description}</p>
        {play.video.question_html ? (
          <div className="prose" dangerouslySetInnerHTML={{ __html: play.video.question_html }} />
        ) : null}
      </section>
    </>
  );
}
