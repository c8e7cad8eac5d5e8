/**
 * With JavaScript, a change to the cart in one tab shows in the doctor's other tabs (spec §4: the
 * cart "reloaded when storage changes elsewhere"). The message says only which course's cart
 * changed; each tab then asks its own loader again. No cart data and never a token crosses tabs.
 */
import type { UnitVideoCart } from "@contract";
import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "@remix-run/react";

const CHANNEL = "unit-video-cart";

/** The cart's contents as one string: a change of it is what other tabs are told about. */
export const cartSignature = (cart: UnitVideoCart) =>
  [...cart.items.map((v) => v.id), "|", ...cart.purchased.map((v) => v.id)].join(",");

export function useCartSync(courseId: number, signature: string) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const navigation = useNavigation();
  const channel = useRef<BroadcastChannel | null>(null);
  const last = useRef(signature);
  /** This tab posted a cart form: when the page is idle again, other tabs hear of it if the cart changed. */
  const ownChange = useRef(false);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const c = new BroadcastChannel(CHANNEL);
    c.onmessage = (event: MessageEvent<unknown>) => {
      if ((event.data as { course?: unknown } | null)?.course === courseId) revalidate.current();
    };
    channel.current = c;
    return () => {
      c.close();
      channel.current = null;
    };
  }, [courseId]);

  useEffect(() => {
    if (navigation.state === "submitting") ownChange.current = true;
    if (navigation.state !== "idle") return;
    const changed = signature !== last.current;
    last.current = signature;
    if (ownChange.current && changed) channel.current?.postMessage({ course: courseId, changed: true });
    ownChange.current = false;
  }, [courseId, navigation.state, signature]);
}
