/**
 * Runs `run` in the browser once the page has loaded (at once if it has: a client-side navigation)
 * and the main thread is idle: for work the first paint must not wait for or compete with, such as
 * opening a first-visit overlay. Returns a cancel function.
 */
export function whenLoadedAndIdle(run: () => void): () => void {
  let cancelled = false;
  const guarded = () => {
    if (!cancelled) run();
  };
  const idle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(guarded, { timeout: 500 }) : setTimeout(guarded, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
  };
}
