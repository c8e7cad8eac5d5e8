/**
 * YouTube helpers for hero video slides. Spec §5: a video link must be an embed URL
 * (`/embed/<id>`) or a watch URL with a `v` parameter. Short links (youtu.be) and anything else are
 * rejected on purpose, so an unexpected link renders as a normal link slide instead of a broken player.
 */
const HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const ID = /^[A-Za-z0-9_-]{6,20}$/;

export function youTubeId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !HOSTS.has(url.hostname)) return null;
  const embed = /^\/embed\/([^/]+)\/?$/.exec(url.pathname);
  const candidate = embed ? embed[1] : url.pathname === "/watch" ? url.searchParams.get("v") : null;
  return candidate && ID.test(candidate) ? candidate : null;
}

export const youTubeThumb = (id: string) => `https://img.youtube.com/vi/${id}/hqdefault.jpg`;

/** The privacy-enhanced host sets no cookies until the visitor presses play. A player already on the page must not start by itself. */
export const youTubeEmbedUrl = (id: string, { autoplay = true } = {}) =>
  `https://www.youtube-nocookie.com/embed/${id}?${autoplay ? "autoplay=1" : "rel=0"}`;

/** Where a video slide points when JavaScript is off and no modal player can open. */
export const youTubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
