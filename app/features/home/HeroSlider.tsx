import type { HeroSlide } from "@contract";
import type { KeenSliderInstance, KeenSliderPlugin } from "keen-slider";
import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import { Modal } from "~/components/ui/Modal";
import { bnNumber } from "~/lib/format";
import { NEW_TAB } from "~/lib/links";
import { youTubeEmbedUrl, youTubeId, youTubeThumb, youTubeWatchUrl } from "~/lib/youtube";

export const AUTOPLAY_MS = 3500;
const TRANSITION_MS = 300;

/**
 * Advances every AUTOPLAY_MS and stops while the pointer or keyboard focus is on the slider, or the
 * tab is hidden. Skipped entirely for people who asked the system for reduced motion.
 */
const autoplay: KeenSliderPlugin = (slider) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  const stop = () => clearTimeout(timer);
  const schedule = () => {
    stop();
    if (!held && document.visibilityState === "visible") timer = setTimeout(() => slider.next(), AUTOPLAY_MS);
  };
  const hold = (on: boolean) => () => {
    held = on;
    schedule();
  };
  slider.on("created", () => {
    const root = slider.container;
    root.addEventListener("mouseenter", hold(true));
    root.addEventListener("mouseleave", hold(false));
    root.addEventListener("focusin", hold(true));
    root.addEventListener("focusout", hold(false));
    document.addEventListener("visibilitychange", schedule);
    schedule();
  });
  slider.on("dragStarted", stop);
  slider.on("animationEnded", schedule);
  slider.on("updated", schedule);
  slider.on("destroyed", () => {
    stop();
    document.removeEventListener("visibilitychange", schedule);
  });
};

type View = { slide: HeroSlide; videoId: string | null; href: string; thumb: string | null };

function toView(slide: HeroSlide): View {
  const videoId = slide.is_video ? youTubeId(slide.link) : null;
  return {
    slide,
    videoId,
    href: videoId ? youTubeWatchUrl(videoId) : slide.link,
    thumb: slide.thumb ?? (videoId ? youTubeThumb(videoId) : null),
  };
}

/**
 * Server HTML is a horizontally scrollable, snap-aligned row of every slide, usable without
 * JavaScript. On mount keen-slider is loaded as its own chunk and takes over (loop, autoplay, dots).
 */
export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const views = slides.map(toView);
  const trackRef = useRef<HTMLUListElement>(null);
  const [keen, setKeen] = useState<typeof import("keen-slider").default | null>(null);
  const [slider, setSlider] = useState<KeenSliderInstance | null>(null);
  const [current, setCurrent] = useState(0);
  const [video, setVideo] = useState<View | null>(null);

  useEffect(() => {
    if (views.length < 2) return;
    let live = true;
    import("keen-slider").then((m) => live && setKeen(() => m.default));
    return () => {
      live = false;
    };
  }, [views.length]);

  // Runs after the render that switched the track to its enhanced layout, so keen measures the final size.
  useEffect(() => {
    const track = trackRef.current;
    if (!keen || !track) return;
    track.scrollLeft = 0;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const instance = new keen(
      track,
      {
        loop: true,
        selector: ".hero-slide",
        defaultAnimation: { duration: TRANSITION_MS },
        slideChanged: (s) => setCurrent(s.track.details.rel),
      },
      reduced ? [] : [autoplay],
    );
    setSlider(instance);
    return () => instance.destroy();
  }, [keen]);

  if (views.length === 0) return <div className="hero-slider hero-slider--empty" aria-hidden="true" />;

  return (
    <div className="hero-slider" data-active-slide={current} data-enhanced={slider ? "true" : undefined}>
      <ul
        ref={trackRef}
        className={`hero-track${keen ? " is-enhanced" : ""}`}
        aria-roledescription="carousel"
        aria-label="হাইলাইট"
      >
        {views.map((v, i) => (
          <li
            key={v.slide.id}
            className="hero-slide"
            aria-roledescription="slide"
            aria-label={`${bnNumber(i + 1)} / ${bnNumber(views.length)}`}
          >
            <a
              href={v.href}
              {...NEW_TAB}
              className="hero-slide__link"
              data-slide-kind={v.videoId ? "video" : "link"}
              // Keyboard users tab through every slide: undo the browser's focus scroll and slide there instead.
              onFocus={() => {
                if (!slider || !trackRef.current) return;
                trackRef.current.scrollLeft = 0;
                slider.moveToIdx(i);
              }}
              onClick={(e) => {
                if (!v.videoId) return;
                e.preventDefault();
                setVideo(v);
              }}
            >
              {v.thumb ? (
                <img
                  src={v.thumb}
                  alt=""
                  width={1200}
                  height={500}
                  loading={i === 0 ? "eager" : "lazy"}
                  decoding="async"
                  className="hero-slide__image"
                />
              ) : (
                <span className="hero-slide__image hero-slide__image--blank" />
              )}
              {v.videoId ? (
                <span className="hero-slide__play" aria-hidden="true">
                  <Icon name="play" size={30} />
                </span>
              ) : null}
              <span className="hero-slide__caption">
                {v.slide.title}
                {v.videoId ? <span className="visually-hidden"> — ভিডিও দেখুন</span> : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {slider ? (
        <div className="hero-controls">
          <button type="button" className="hero-arrow" onClick={() => slider.prev()} aria-label="আগের স্লাইড">
            <Icon name="chevronLeft" size={24} />
          </button>
          <div className="hero-dots">
            {views.map((v, i) => (
              <button
                key={v.slide.id}
                type="button"
                className="hero-dot"
                aria-label={`স্লাইড ${bnNumber(i + 1)}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => slider.moveToIdx(i)}
              />
            ))}
          </div>
          <button type="button" className="hero-arrow" onClick={() => slider.next()} aria-label="পরের স্লাইড">
            <Icon name="chevronRight" size={24} />
          </button>
        </div>
      ) : null}
      {video?.videoId ? (
        <Modal labelledBy="video-modal-title" className="video-modal" onClose={() => setVideo(null)}>
          <h2 id="video-modal-title" className="visually-hidden">
            {video.slide.title}
          </h2>
          <div className="video-modal__frame">
            <iframe
              src={youTubeEmbedUrl(video.videoId)}
              title={video.slide.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
