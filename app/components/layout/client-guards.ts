import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Spec §1: right-click and the developer-tools shortcuts are blocked. This only deters casual
 * copying; nothing secret is in the page. Form fields keep their context menu so doctors can paste
 * a phone number or an OTP.
 */
export function useBlockDevtoolsShortcuts(): void {
  useEffect(() => {
    const onContextMenu = (e: MouseEvent) => {
      if (!(e.target instanceof Element && e.target.closest("input, textarea, [contenteditable]"))) e.preventDefault();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const devtools = e.key === "F12" || (mod && (e.shiftKey || e.altKey) && ["KeyI", "KeyJ", "KeyC"].includes(e.code));
      const viewSource = mod && e.code === "KeyU";
      if (devtools || viewSource) e.preventDefault();
    };
    document.addEventListener("contextmenu", onContextMenu);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("contextmenu", onContextMenu);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
}

/**
 * Records client-side navigations (spec §1: every route change posts an activity). Full page loads
 * are recorded by the root loader instead, which is why the first location is skipped; the key
 * check also keeps React's development double-run of effects from counting it twice.
 */
export function useNavigationActivity(): void {
  const location = useLocation();
  const last = useRef<{ key: string; path: string } | null>(null);
  useEffect(() => {
    const previous = last.current;
    if (previous?.key === location.key) return;
    last.current = { key: location.key, path: location.pathname };
    if (!previous) return;
    const body = JSON.stringify({ to: location.pathname, query: location.search.replace(/^\?/, ""), from: previous.path });
    // keepalive: the record still goes out if this navigation leaves the app.
    fetch("/resources/activity", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      keepalive: true,
    }).catch(() => undefined);
  }, [location]);
}
