/**
 * Detects that part of the app's JavaScript failed to load, typically after a deploy replaced the
 * hashed files an open tab still refers to, or on a flaky connection (spec §2: "If a lazily loaded
 * screen fails to load, a warning modal is shown").
 *
 * Three signals: a capture-phase `error` event from a /build/ <script> or <link rel=modulepreload>
 * (those events do not bubble); Remix's own handling of a failed route-module import, which logs
 * "Error loading route module …" and then reloads the page; and a part whose code comes after the
 * page's load (code-after-load.tsx) that could not fetch it. A reload wipes the page, so the flag
 * goes to sessionStorage and ChunkErrorModal shows the warning on the reloaded page.
 */
const FLAG = "sopan:chunk-load-failed";
export const CHUNK_ERROR_EVENT = "sopan:chunk-load-failed";

export function watchForChunkErrors(): void {
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && isBuildAsset(target.src)) reportChunkError();
      else if (target instanceof HTMLLinkElement && target.rel === "modulepreload" && isBuildAsset(target.href))
        reportChunkError();
    },
    true,
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith("Error loading route module")) reportChunkError();
    consoleError(...args);
  };
}

function isBuildAsset(url: string): boolean {
  try {
    const u = new URL(url, location.href);
    return u.origin === location.origin && u.pathname.startsWith("/build/");
  } catch {
    return false;
  }
}

/** Shows the warning now, and on the next page load in case this one is reloaded before it is seen. */
export function reportChunkError(): void {
  try {
    sessionStorage.setItem(FLAG, String(Date.now()));
  } catch {
    // Storage can be disabled; the live event below still shows the modal on this page.
  }
  window.dispatchEvent(new Event(CHUNK_ERROR_EVENT));
}

/** True once per recorded failure: reading clears the flag. */
export function takeChunkErrorFlag(): boolean {
  try {
    const set = sessionStorage.getItem(FLAG) !== null;
    sessionStorage.removeItem(FLAG);
    return set;
  } catch {
    return false;
  }
}

export function clearChunkErrorFlag(): void {
  try {
    sessionStorage.removeItem(FLAG);
  } catch {
    // nothing to clear
  }
}
