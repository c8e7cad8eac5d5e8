/**
 * On-spot quizzes in the portal: the quiz page (information and Start, then the answer sheet),
 * saving and submitting (whole-form posts without JavaScript, background saves with it), the
 * doctor's result with the review, and the leaderboard. Every call goes through `myApi`, so a
 * guest is sent to log in first and comes back here.
 */
import { data, redirect } from "@remix-run/node";
import { myApi } from "~/lib/my-api.server";
import { notFound, redirectTo } from "~/lib/pages.server";
import { answersFromForm, SHEET_INTENTS } from "./answers";
import { cleanHtml } from "~/lib/html.server";
import { attemptPaperOf } from "./paper.server";
import { QUIZ_PATHS } from "./marks";
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
  const paper = await attemptPaperOf(request, "quizPaper", info.attempt.id);
  if (paper.attempt.submitted_at) throw redirect(QUIZ_PATHS.result(key));
  return {
    key,
    exam: { ...paper.exam, instructions_html: cleanHtml(paper.exam.instructions_html) },
    status: info.status,
    canStart: false,
    sheet: {
      attempt: paper.attempt,
      serverTime: paper.server_time,
      questions: paper.questions,
      answers: Object.fromEntries(paper.answers.map((a) => [a.question_id, a.answer])),
    },
  };
}

export async function quizPageAction(request: Request, rawKey: string | undefined) {
  const key = quizKey(rawKey);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === SHEET_INTENTS.start) {
    // Not open yet, or closed since the page was shown (409): the quiz page says which.
    await myApi(request, "startQuiz", { params: { key } }, { ...NOT_FOUND, 409: () => null });
    throw redirect(QUIZ_PATHS.quiz(key));
  }
  const info = (await myApi(request, "quizInfo", { params: { key } }, NOT_FOUND)).data;
  if (!info.attempt || info.attempt.submitted_at) throw redirect(QUIZ_PATHS.result(key));
  const id = info.attempt.id;
  const paper = await attemptPaperOf(request, "quizPaper", id);
  const clientAt = new Date().toISOString();
  const answers = answersFromForm(form, paper.questions).map((a) => ({ ...a, client_at: clientAt }));
  // Time is over (the server has submitted) or already submitted (409): the result is what is left.
  const saved =
    answers.length > 0
      ? (
          await myApi(
            request,
            "quizSaveAnswers",
            { params: { id }, body: { answers } },
            { 409: redirectTo(QUIZ_PATHS.result(key)) },
          )
        ).data.saved
      : 0;
  if (intent === SHEET_INTENTS.autosave) return data({ saved });
  if (intent === SHEET_INTENTS.submit) {
    await myApi(request, "quizSubmit", { params: { id } });
    throw redirect(QUIZ_PATHS.result(key));
  }
  throw redirect(`${QUIZ_PATHS.quiz(key)}?saved=1`);
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
