/** YouTube URLs for the players; which links we accept is the contract's (server/contract/youtube-link.ts). */
export { youTubeId } from "../../server/contract/youtube-link";

export const youTubeThumb = (id: string) => `https://img.youtube.com/vi/${id}/hqdefault.jpg`;

/** The privacy-enhanced host sets no cookies until the visitor presses play. A player already on the page must not start by itself. */
export const youTubeEmbedUrl = (id: string, { autoplay = true } = {}) =>
  `https://www.youtube-nocookie.com/embed/${id}?${autoplay ? "autoplay=1" : "rel=0"}`;

/** Where a video slide points when JavaScript is off and no modal player can open. */
export const youTubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
