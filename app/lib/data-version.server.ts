/**
 * A counter that moves whenever the public data cache (public-data.server.ts) stores a new answer
 * or is cleared. The host's guest render cache (bin/render-cache.ts) keeps a page only while the
 * counter is where it was when the page was rendered, so a page never outlives the data it shows.
 *
 * bin/portal.ts (run by tsx) and the Remix server build (bundled by esbuild) each load their own copy
 * of this module; one counter on globalThis makes both copies see the same value.
 */
const KEY = Symbol.for("sopan.portal.publicDataVersion");
const globals = globalThis as typeof globalThis & { [KEY]?: { value: number } };
const version = (globals[KEY] ??= { value: 0 });

export function publicDataVersion(): number {
  return version.value;
}

export function bumpPublicDataVersion(): void {
  version.value++;
}
