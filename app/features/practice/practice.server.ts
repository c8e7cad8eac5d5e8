/**
 * Bookmarks, the wrong-and-skipped list and practice papers (issue 26) through `myApi` (paid
 * content: 423 → devices page). The bookmark form posts here without JavaScript (303 back to the
 * question) and from a fetcher with it (a small JSON answer, no reload). A practice paper, once
 * built, is sat on the exam's own attempt page (decision 057).
 */
import type { StudyQuestion } from "@contract";
import { PRACTICE_SOURCE_KEYS, type PracticeSource } from "@contract/rules";
import { parseWithZod } from "@conform-to/zod/v4";
import { zodForm } from "~/components/forms/zod-rules.server";
import { redirect } from "@remix-run/node";
import { readFormData, refuse, refuseWithApiError } from "~/lib/form-submission.server";
import { cleanHtml } from "~/lib/html.server";
import { myApi } from "~/lib/my-api.server";
import { safeNext } from "~/lib/next-url.server";
import { notFound } from "~/lib/pages.server";
import { EXAM_PATHS } from "~/features/exams/paths";
import { PRACTICE_FIELDS, practiceRules } from "./practice-form";
import { PRACTICE_PATHS } from "./paths";

const cleanStudyQuestion = (q: StudyQuestion): StudyQuestion => ({
  ...q,
  question: { ...q.question, stem_html: cleanHtml(q.question.stem_html), options: q.question.options.map(cleanHtml) },
  review: q.review && { ...q.review, explanation_html: cleanHtml(q.review.explanation_html) },
});

export async function bookmarkList(request: Request) {
  const answer = await myApi(request, "bookmarks");
  return { bookmarks: answer.data.map(cleanStudyQuestion) };
}

/** `?topic=` as a topic id; anything else is no topic. */
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
  const form = await readFormData(request);
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

/** What the practice page offers, and the source (and topic) a link chose beforehand (`?source=`, `?topic=`). */
export async function practicePage(request: Request) {
  const { data } = await myApi(request, "practicePapers");
  const raw = new URL(request.url).searchParams.get("source");
  const source: PracticeSource = PRACTICE_SOURCE_KEYS.find((key) => key === raw) ?? "mistakes";
  return { ...data, chosen: { source, topic_id: topicParam(request) ?? null } };
}

const practiceForm = zodForm(practiceRules);

/** Builds the paper and goes straight to its attempt page; a refusal keeps what was typed, with the message beside the field. */
export async function buildPracticeAction(request: Request) {
  const submission = parseWithZod(await readFormData(request), { schema: practiceForm });
  if (submission.status !== "success") return refuse(submission);
  try {
    const { source, topic_id, questions, minutes } = submission.value;
    const body = { source, topic_id, questions: Number(questions), minutes: Number(minutes) };
    const { data } = await myApi(request, "buildPracticePaper", { body });
    return redirect(EXAM_PATHS.attempt(data));
  } catch (e) {
    return refuseWithApiError(submission, e, PRACTICE_FIELDS);
  }
}
