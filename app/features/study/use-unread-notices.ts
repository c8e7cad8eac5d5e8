import { useMatches } from "@remix-run/react";

/**
 * The unread count the header shows. It comes with the root's app data, whose loader runs beside
 * the page's, so on a page that just marked a notice read (or listed them) the page's own, newer count wins.
 */
export function useUnreadNotices(layoutCount: number | null): number | null {
  const fresher = useMatches()
    .map((m) => (m.data as { unreadNotices?: unknown } | undefined)?.unreadNotices)
    .filter((n): n is number => typeof n === "number");
  return fresher.at(-1) ?? layoutCount;
}
