import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { loader as rootLoader } from "~/root";

const CHANNEL = "sopan-session";
const LOGGED_OUT = "logged-out";

/**
 * Spec §4's login watcher, without polling: a tab whose page was rendered for one login state
 * re-runs its loaders when the cookie says otherwise, so a logout in another tab shows here too
 * (and a my-area page then sends the guest to login). It checks
 * - when the tab becomes visible or focused again (a cookie-only resource route, no API call), and
 * - when the tab that logged out says so on a BroadcastChannel (its first page after logout).
 * Every navigation already re-runs the root loader, so nothing else is needed.
 */
export function LoginWatcher() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const loggedIn = root?.appData.is_logged_in ?? false;
  const justLoggedOut = root?.flash.includes("loggedOut") ?? false;
  const revalidator = useRevalidator();
  // Handlers registered once read the latest values through refs.
  const state = useRef({ loggedIn, revalidate: revalidator.revalidate });
  state.current = { loggedIn, revalidate: revalidator.revalidate };

  useEffect(() => {
    let checking = false;
    const check = async () => {
      if (checking || document.visibilityState !== "visible") return;
      checking = true;
      try {
        const res = await fetch("/resources/session-status", { cache: "no-store", credentials: "same-origin" });
        const { loggedIn: now } = (await res.json()) as { loggedIn: boolean };
        if (now !== state.current.loggedIn) state.current.revalidate();
      } catch {
        // Offline or the portal restarting: the next navigation checks anyway.
      } finally {
        checking = false;
      }
    };
    const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
    if (channel) channel.onmessage = (e) => e.data === LOGGED_OUT && state.current.loggedIn && state.current.revalidate();
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", check);
    return () => {
      channel?.close();
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", check);
    };
  }, []);

  useEffect(() => {
    if (!justLoggedOut || typeof BroadcastChannel !== "function") return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(LOGGED_OUT);
    channel.close();
  }, [justLoggedOut]);

  return null;
}
