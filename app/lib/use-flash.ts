import { useRouteLoaderData } from "@remix-run/react";
import type { FlashKind } from "~/lib/session.server";
import type { loader as rootLoader } from "~/root";

/** The one-shot messages the root loader took from the session for this page. */
export function useFlash(kind: FlashKind): boolean {
  return useRouteLoaderData<typeof rootLoader>("root")?.flash.includes(kind) ?? false;
}
