/**
 * The my layout's own data: the unread-notice count for the header, the drawer and the my menu.
 * The count changes as notices are read, so ordinary pages always ask; exam pages and the holding
 * page show only a remembered count, never asking for a badge in an exam's start minute (decision 043).
 */
import { pageKindOf } from "~/features/exams/holding.server";
import { unreadNoticeCount } from "~/features/study/notices.server";
import { LayoutMemory, readForLayout } from "~/lib/layout-memory.server";

const noticeCounts = new LayoutMemory<number>(() => 0);

export function layoutUnreadNotices(request: Request): Promise<number | null> {
  return readForLayout(request, noticeCounts, pageKindOf(request) === "ordinary" ? "fresh" : "memory", () =>
    unreadNoticeCount(request),
  );
}
