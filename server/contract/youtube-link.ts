/**
 * Which YouTube link we accept, shared by the portal (hero video slides) and the API (a unit
 * video's `video_link`, spec §3). Spec §5: an embed URL (`/embed/<id>`) or a watch URL with a `v`
 * parameter. Short links (youtu.be) and anything else are refused on purpose, so an unexpected
 * link renders as a normal link slide, and a unit video with such a link does not play.
 */
const HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
/** A YouTube video id is 11 characters of the URL-safe base64 alphabet. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

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
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}
