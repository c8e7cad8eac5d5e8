/**
 * Notices: the list and one notice (opening it marks it read), each with the unread count it brings
 * for the header (app data carries it on other pages). Notices need the login only, not a verified
 * device (decision 021).
 */
import { rememberUnreadNotices } from "~/lib/app-data.server";
import { myApi } from "~/lib/my-api.server";
import { idParam, notFound, pageInfo, pageParam } from "~/lib/pages.server";

export async function noticeList(request: Request) {
  const answer = await myApi(request, "notices", { query: { page: pageParam(request), perpage: 10 } });
  return { notices: answer.data, pages: pageInfo(answer), unreadNotices: rememberUnreadNotices(request, answer.unread_count) };
}

/** The API marks it read and answers the new count, which the my layout shows instead of its own (older) one. */
export async function openNotice(request: Request, rawId: string | undefined) {
  const answer = await myApi(request, "readNotice", { params: { id: idParam(rawId) } }, { 404: notFound });
  return { notice: answer.data, unreadNotices: rememberUnreadNotices(request, answer.unread_count) };
}
