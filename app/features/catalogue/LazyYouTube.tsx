import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import { NEW_TAB } from "~/lib/links";
import { youTubeEmbedUrl, youTubeWatchUrl } from "~/lib/youtube";

type Props = { videoId: string; title: string; thumbnail: string };

/**
 * A YouTube video that loads nothing from YouTube until asked: the thumbnail is a button that
 * swaps in the privacy-enhanced (youtube-nocookie) player. The server renders a plain link to the
 * video on YouTube instead, which is what a browser without JavaScript keeps.
 */
export function LazyYouTube({ videoId, title, thumbnail }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={youTubeEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const face = (
    <>
      <img src={thumbnail} alt="" width={480} height={360} decoding="async" />
      <span className="video-frame__play">
        <Icon name="play" size={36} />
      </span>
    </>
  );
  return hydrated ? (
    <button
      type="button"
      className="video-frame video-frame--facade"
      onClick={() => setPlaying(true)}
      aria-label={`ভিডিওটি চালু করুন: ${title}`}
    >
      {face}
    </button>
  ) : (
    <a
      href={youTubeWatchUrl(videoId)}
      className="video-frame video-frame--facade"
      aria-label={`ইউটিউবে ভিডিওটি দেখুন: ${title}`}
      {...NEW_TAB}
    >
      {face}
    </a>
  );
}
