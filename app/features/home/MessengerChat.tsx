import { useEffect } from "react";

export const MESSENGER_SDK_SRC = "https://connect.facebook.net/bn_IN/sdk/xfbml.customerchat.js";

/**
 * The markup the Facebook customer-chat SDK looks for, or null when no page id is configured —
 * in which case nothing from facebook.net is ever requested.
 */
export function messengerPlugin(pageId: string | null | undefined): { pageId: string; src: string } | null {
  return pageId && /^\d+$/.test(pageId) ? { pageId, src: MESSENGER_SDK_SRC } : null;
}

/**
 * The SDK is heavy and third-party, so it is injected only after the browser is idle (or 4 s at most)
 * and only once per page view.
 */
export function MessengerChat({ pageId }: { pageId: string | null | undefined }) {
  const plugin = messengerPlugin(pageId);
  // The effect needs only the script's address: the SDK is loaded once per page view, whichever page id asks.
  const src = plugin?.src;

  useEffect(() => {
    if (!src || document.getElementById("facebook-jssdk")) return;
    const inject = () => {
      const script = document.createElement("script");
      script.id = "facebook-jssdk";
      script.src = src;
      script.async = true;
      script.defer = true;
      script.crossOrigin = "anonymous";
      document.body.appendChild(script);
    };
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(inject, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(inject, 2000);
    return () => clearTimeout(handle);
  }, [src]);

  if (!plugin) return null;
  return (
    <>
      <div id="fb-root" />
      <div className="fb-customerchat" {...{ attribution: "biz_inbox", page_id: plugin.pageId }} />
    </>
  );
}
