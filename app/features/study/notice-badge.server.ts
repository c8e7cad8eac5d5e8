/**
 * The my layout's unread-notice count, for the header, the drawer and the my menu. The count changes
 * as notices are read, so ordinary pages always ask; exam pages and the holding page show only a
 * remembered count, never asking for a badge in an exam's start minute (decision 043).
 */
import { LayoutMemory, readForLayout, type PageKind } from "~/lib/layout-memory.server";
import { unreadNoticeCount } from "./notices.server";

const noticeCounts = new LayoutMemory<number>(() => 0);

export function layoutUnreadNotices(request: Request, kind: PageKind): Promise<number | null> {
  return readForLayout(request, noticeCounts, kind === "ordinary" ? "fresh" : "memory", () => unreadNoticeCount(request));
}
