/**
 * A counter that moves whenever the public data cache (public-data.server.ts) stores a new answer
 * or is cleared. The host's guest render cache (bin/render-cache.ts) keeps a page only while the
 * counter is where it was when the page was rendered, so a page never outlives the data it shows.
 * The host reads it through the build's portalHost (portal-host.server.ts, decision 061).
 */
let version = 0;

export function publicDataVersion(): number {
  return version;
}

export function bumpPublicDataVersion(): void {
  version++;
}
