/**
 * The unread-notice count the layouts show, remembered per login (decision 043). The my layout reads it
 * (features/study/notice-badge.server.ts); pages whose own API answer carries the count (the dashboard,
 * the notice list, a notice) keep theirs here, so the layouts that read from memory show the newest.
 */
import { LayoutMemory, rememberForLayout } from "./layout-memory.server";

export const unreadNoticeCounts = new LayoutMemory<number>(() => 0);

/** A page's own count, kept for the layouts that read it from memory; returned as it is. */
export function rememberUnreadNotices(request: Request, count: number): number {
  rememberForLayout(request, unreadNoticeCounts, count);
  return count;
}
