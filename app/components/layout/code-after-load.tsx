import { memo, Suspense, type ComponentType, type NamedExoticComponent } from "react";
import { reportChunkError } from "./chunk-errors";
import { whenLoadedAndIdle } from "~/lib/after-load";

export type CodeAfterLoad<P extends object> = NamedExoticComponent<P> & {
  /** Fetches the code now (a client-side navigation's loader); settles either way, never rejects. */
  preload: () => Promise<void>;
};

/**
 * A part of a page whose code the page's first load does not carry (decision 076). The server renders
 * it with the page as any component. In the browser its code is fetched once the page has loaded and
 * the main thread is idle (at once on a client-side navigation, or when `preload` asks); until then
 * hydration leaves its server HTML as it is, a Suspense boundary waiting for code, and the part works as
 * every page does without JavaScript. If the code cannot be fetched the part stays so, and the
 * chunk-error warning (spec §2) says so.
 *
 * The returned component is memoized: a boundary still waiting for its code that is given new props in
 * an urgent update is rendered again on the client, which drops its server HTML for the (empty)
 * fallback until the code comes. Props that keep their identity between renders (loader data,
 * primitives) keep the HTML. Router updates (a navigation's start, a fetcher, lazily discovered routes)
 * change contexts above it, but RemixBrowser makes them transitions, which React holds instead.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its code is already here,
 * which would blank the part for a frame on every client-side navigation.
 */
export function codeAfterLoad<P extends object>(load: () => Promise<ComponentType<P>>): CodeAfterLoad<P> {
  let Loaded: ComponentType<P> | undefined;
  let failure: unknown;
  let fetching: Promise<void> | undefined;
  let waiting: Promise<void> | undefined;

  const fetchCode = () =>
    (fetching ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        failure = error;
        if (typeof document !== "undefined") reportChunkError();
      },
    ));

  /** What the part suspends on: on the server its code; in the browser the page's load, then its code. */
  const codeForRender = (): Promise<void> => {
    if (typeof document === "undefined" || document.readyState === "complete") return fetchCode();
    return new Promise<void>((loaded) => whenLoadedAndIdle(loaded)).then(fetchCode);
  };

  function Code(props: P) {
    if (Loaded) return <Loaded {...props} />;
    if (failure !== undefined) {
      // The server has nothing to fall back on: its error page. The browser keeps the server's HTML.
      if (typeof document === "undefined") throw failure;
      throw new Promise<never>(() => {});
    }
    throw (waiting ??= codeForRender());
  }

  const Part = memo(function CodeAfterLoad(props: P) {
    return (
      <Suspense fallback={null}>
        <Code {...props} />
      </Suspense>
    );
  });
  return Object.assign(Part, { preload: fetchCode });
}
