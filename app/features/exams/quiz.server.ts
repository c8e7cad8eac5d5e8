/**
 * On-spot quizzes in the portal, a door onto the exam engine like the API's own: the quiz page
 * (information and Start, then the one answer sheet with its one save path, sitting.server.ts), the
 * doctor's result with the review, and the leaderboard. What the door supplies is its admission (a
 * login, not paid content), its addresses and its result link. Every call goes through `myApi`, so a
 * guest is sent to log in first and comes back here.
 */
import { redirect } from "@remix-run/node";
import { myApi } from "~/lib/my-api.server";
import { notFound } from "~/lib/pages.server";
import { SHEET_INTENTS } from "./answers";
import { cleanHtml } from "~/lib/html.server";
import { attemptPaperOf } from "./paper.server";
import { QUIZ_PATHS } from "./marks";
import { sheetAction, sheetView, type SheetPlace } from "./sitting.server";
import { readFormData } from "~/lib/form-submission.server";

const QUIZ_KEY = /^[a-z0-9-]{1,64}$/;

/** A 404 from the API (unknown key, or not this doctor's) is our 404. */
const NOT_FOUND = { 404: notFound } as const;

function quizKey(raw: string | undefined): string {
  if (!raw || !QUIZ_KEY.test(raw)) notFound();
  return raw;
}

const cleanQuestion = <Q extends { stem_html: string; options: string[] }>(q: Q): Q => ({
  ...q,
  stem_html: cleanHtml(q.stem_html),
  options: q.options.map(cleanHtml),
});

/** The quiz page `n` (the sheet's pages of ten), with `saved` when a save without JavaScript comes back to it. */
function quizPage(key: string, n = 1, saved = false): string {
  const query = new URLSearchParams();
  if (n > 1) query.set("page", String(n));
  if (saved) query.set("saved", "1");
  return query.size ? `${QUIZ_PATHS.quiz(key)}?${query}` : QUIZ_PATHS.quiz(key);
}

/** A quiz attempt's sheet lives on the quiz page; Submit is on the sheet (no review page), and a submitted quiz leads to its result. */
const quizPlace = (key: string, attemptId: number): SheetPlace => ({
  door: "quiz",
  attemptId,
  page: (n) => quizPage(key, n),
  saved: (n) => quizPage(key, n, true),
  review: null,
});

export async function quizPageView(request: Request, rawKey: string | undefined) {
  const key = quizKey(rawKey);
  const info = (await myApi(request, "quizInfo", { params: { key } }, NOT_FOUND)).data;
  if (info.status === "submitted") throw redirect(QUIZ_PATHS.result(key));
  if (info.status !== "in_progress" || !info.attempt) {
    return {
      key,
      exam: { ...info.exam, instructions_html: cleanHtml(info.exam.instructions_html) },
      status: info.status,
      canStart: info.can_start,
      sheet: null,
    };
  }
  const paper = await attemptPaperOf(request, "quiz", info.attempt.id);
  if (paper.attempt.submitted_at) throw redirect(QUIZ_PATHS.result(key));
  return {
    key,
    exam: { ...paper.exam, instructions_html: cleanHtml(paper.exam.instructions_html) },
    status: info.status,
    canStart: false,
    sheet: sheetView(request, quizPlace(key, paper.attempt.id), paper),
  };
}

/** Start, or a post of the sheet: the quiz's own attempt, found by its key (a submitted one leads to the result). */
export async function quizPageAction(request: Request, rawKey: string | undefined) {
  const key = quizKey(rawKey);
  const form = await readFormData(request);
  if (form.get("intent") === SHEET_INTENTS.start) {
    // Not open yet, or closed since the page was shown (409): the quiz page says which.
    await myApi(request, "startQuiz", { params: { key } }, { ...NOT_FOUND, 409: () => null });
    throw redirect(QUIZ_PATHS.quiz(key));
  }
  const info = (await myApi(request, "quizInfo", { params: { key } }, NOT_FOUND)).data;
  if (!info.attempt || info.attempt.submitted_at) throw redirect(QUIZ_PATHS.result(key));
  return sheetAction(request, form, quizPlace(key, info.attempt.id));
}

export async function quizResultView(request: Request, rawKey: string | undefined) {
  const key = quizKey(rawKey);
  const info = (await myApi(request, "quizInfo", { params: { key } }, NOT_FOUND)).data;
  if (!info.attempt) throw redirect(QUIZ_PATHS.quiz(key));
  if (!info.attempt.submitted_at) throw redirect(QUIZ_PATHS.quiz(key));
  const result = (await myApi(request, "quizResult", { params: { id: info.attempt.id } })).data;
  const review = result.review_available ? (await myApi(request, "quizReview", { params: { id: info.attempt.id } })).data : null;
  return {
    key,
    result,
    review: review?.questions.map((q) => ({ ...cleanQuestion(q), explanation_html: cleanHtml(q.explanation_html) })) ?? null,
  };
}

export async function quizLeaderboardView(request: Request) {
  const key = quizKey(new URL(request.url).searchParams.get("key") ?? undefined);
  const board = (await myApi(request, "quizLeaderboard", { params: { key } }, NOT_FOUND)).data;
  return { key, board };
}
