import type { PlayableVideo } from "@contract";
import { formatDuration } from "~/lib/format";
import { youTubeEmbedUrl } from "~/lib/youtube";

/**
 * A private recording: the privacy-enhanced YouTube player, rendered by the server (it needs no
 * JavaScript of ours), with the doctor's phone number laid over it. The watermark drifts across the
 * picture by a CSS animation, so it moves with or without JavaScript, and it lets clicks through.
 */
export function VideoPlayer({ video, watermark }: { video: PlayableVideo; watermark: string }) {
  return (
    <figure className="lecture-player">
      <div className="lecture-player__frame">
        <iframe
          src={youTubeEmbedUrl(video.youtube_id, { autoplay: false })}
          title={video.title}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <span className="lecture-player__watermark" aria-hidden="true" lang="en" data-testid="watermark">
          {watermark}
        </span>
      </div>
      <figcaption className="lecture-player__caption">
        {video.title} <span className="card__meta">({formatDuration(video.duration_seconds)})</span>
      </figcaption>
    </figure>
  );
}
