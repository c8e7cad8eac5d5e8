/**
 * The my layout's unread-notice count, for the header, the drawer and the my menu. The count changes
 * as notices are read, so ordinary pages always ask; exam pages and the holding page show only a
 * remembered count, never asking for a badge in an exam's start minute (decision 043). Pages whose own
 * answer carries the count (the dashboard, the notice list, a notice) show theirs (`useUnreadNotices`)
 * and remember it (`rememberUnreadNotices`), so the layout asks for no second copy there.
 */
import { readForLayout, type PageKind } from "~/lib/layout-memory.server";
import { unreadNoticeCounts } from "~/lib/unread-notices-memory.server";
import { unreadNoticeCount } from "./notices.server";

/** The pages whose loaders return `unreadNotices` from their own API answer. */
const BRINGS_ITS_OWN_COUNT = /^\/my\/(?:dashboard|notices(?:\/[^/]+)?)\/?$/;

export function layoutUnreadNotices(request: Request, kind: PageKind): Promise<number | null> {
  const asks = kind === "ordinary" && !BRINGS_ITS_OWN_COUNT.test(new URL(request.url).pathname);
  return readForLayout(request, unreadNoticeCounts, asks ? "fresh" : "memory", () => unreadNoticeCount(request));
}
