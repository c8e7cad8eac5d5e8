/**
 * Bookmarks and the wrong-and-skipped list (issue 26) through `myApi` (paid content: 423 → devices
 * page). The bookmark form posts here without JavaScript (303 back to the question) and from a
 * fetcher with it (a small JSON answer, no reload).
 */
import type { StudyQuestion } from "@contract";
import { redirect } from "@remix-run/node";
import { cleanHtml } from "~/lib/html.server";
import { myApi } from "~/lib/my-api.server";
import { safeNext } from "~/lib/next-url.server";
import { notFound } from "~/lib/pages.server";
import { PRACTICE_PATHS } from "./practice-paths";

const cleanStudyQuestion = (q: StudyQuestion): StudyQuestion => ({
  ...q,
  question: { ...q.question, stem_html: cleanHtml(q.question.stem_html), options: q.question.options.map(cleanHtml) },
  review: q.review && { ...q.review, explanation_html: cleanHtml(q.review.explanation_html) },
});

export async function bookmarkList(request: Request) {
  const answer = await myApi(request, "bookmarks");
  return { bookmarks: answer.data.map(cleanStudyQuestion) };
}

/** `?topic=` as a topic id; anything else shows every topic's latest mistakes. */
function topicParam(request: Request): number | undefined {
  const raw = new URL(request.url).searchParams.get("topic");
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

export async function mistakeList(request: Request) {
  const topicId = topicParam(request);
  const { data } = await myApi(request, "mistakes", { query: { topic_id: topicId } });
  return { ...data, topicId: topicId ?? null, questions: data.questions.map(cleanStudyQuestion) };
}

export async function bookmarkAction(request: Request) {
  const form = await request.formData();
  const rawId = form.get("question_id");
  if (typeof rawId !== "string" || !/^[1-9]\d{0,8}$/.test(rawId)) notFound();
  const bookmarked = form.get("bookmarked") === "1";
  const answer = await myApi(request, "setBookmark", { params: { id: Number(rawId) }, body: { bookmarked } }, { 404: notFound });
  if (form.get("via") === "fetcher") return Response.json({ bookmarked: answer.data.bookmarked });
  return redirect(safeNext(form.get("back"), PRACTICE_PATHS.bookmarks), 303);
}

/** The doctor's progress report (login only: it shows marks, never a question). */
export async function progressReport(request: Request) {
  return (await myApi(request, "progress")).data;
}
