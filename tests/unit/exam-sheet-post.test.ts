/**
 * A post of the answer sheet without JavaScript (decision 095): the page it leads to says "saved" only
 * for what the API stored. When the API's answer does not name every posted question as stored (it
 * holds a newer answer), the post goes no further, neither on nor to the submit, and says so.
 */
import { createElement, forwardRef, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

const callApi = vi.fn();
vi.mock("~/lib/product-api.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/product-api.server")>()),
  callApi: (...args: unknown[]) => callApi(...args),
}));

// The quiz page as a route renders it after a post: its loader's sheet, the post's answer, the address it came back to.
const route = { loaderData: {} as unknown, actionData: undefined as unknown, search: "" };
vi.mock("@remix-run/react", () => ({
  Form: forwardRef<HTMLFormElement, ComponentProps<"form">>((props, ref) => createElement("form", { ...props, ref })),
  useLoaderData: () => route.loaderData,
  useActionData: () => route.actionData,
  useSearchParams: () => [new URLSearchParams(route.search)],
}));

const { Session, commitSession } = await import("~/lib/session.server");
const { newRequestScope, runInRequestScope } = await import("~/lib/request-scope.server");
const { sittingAction, NOT_STORED } = await import("~/features/exams/sitting.server");
const { default: OnSpotQuiz } = await import("~/routes/_public.on-spot-quiz.$key");

const ATTEMPT = 42;
const DOCTOR = commitSession(new Session({ token: "12|doctor-a-token", deviceToken: "d" }))!.split(";")[0]!;

/** The API's answer to a save that stored the changes of `saved`. */
const savedAnswer = (saved: number[]) => ({
  message: "উত্তর সংরক্ষিত হয়েছে।",
  data: { saved, answers_close_at: new Date().toISOString(), server_time: new Date().toISOString() },
});

function post(fields: Record<string, string>) {
  const request = new Request(`http://portal.test/my/exam-attempts/${ATTEMPT}`, {
    method: "POST",
    headers: { cookie: DOCTOR, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return runInRequestScope(newRequestScope("10.0.0.1"), () => sittingAction(request, String(ATTEMPT), false));
}

const calls = () => callApi.mock.calls.map(([, name]) => name as string);

beforeEach(() => callApi.mockReset());

describe("a post of the sheet", () => {
  it("stored whole: on to where it asked", async () => {
    callApi.mockResolvedValueOnce(savedAnswer([1000, 1001]));
    const res = (await post({ "a-1000": "A", "a-1001": "B", intent: "next", page: "1" })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/my/exam-attempts/${ATTEMPT}?page=2`);
  });

  it("not stored whole: says which were not saved and goes neither on nor to the submit", async () => {
    for (const intent of ["save", "next", "submit"]) {
      callApi.mockReset();
      callApi.mockResolvedValueOnce(savedAnswer([1000]));
      const res = await post({ "a-1000": "A", "a-1001": "B", intent, page: "1" });
      expect(calls(), intent).toEqual(["examSaveAnswers"]);
      expect(res, intent).toMatchObject({ data: { error: NOT_STORED }, init: { status: 409 } });
    }
  });
});

describe("the quiz page after a post", () => {
  const sheet = {
    attempt: {
      id: ATTEMPT,
      exam_id: 9,
      started_at: "2026-11-29T10:00:00.000Z",
      deadline_at: "2026-11-29T10:15:00.000Z",
      answers_close_at: "2026-11-29T10:15:30.000Z",
      submitted_at: null,
      submitted_by: null,
      is_pending: false,
    },
    serverTime: "2026-11-29T10:00:00.000Z",
    page: 1,
    pages: 1,
    questions: [],
    outline: [],
    paperAddress: `/my/quiz-attempts/${ATTEMPT}/paper?v=0123456789abcdef`,
    saveAddress: `/my/quiz-attempts/${ATTEMPT}/answers`,
    reviewFirst: false,
    answers: [],
  };
  const marking = { full_mark_x100: 1000, pass_mark_x100: 500 };
  const render = () => renderToStaticMarkup(createElement(OnSpotQuiz));

  it("says saved after a save the API stored whole, and not after one it stored in part", () => {
    route.loaderData = { exam: { title: "কুইজ", marking, duration_seconds: 600 }, status: "in_progress", canStart: false, sheet };
    // The sheet posts to the address it is on: after one save, that carries `saved`.
    route.search = "saved=1";
    route.actionData = undefined;
    expect(render()).toContain("উত্তর সংরক্ষিত হয়েছে।");
    route.actionData = { error: NOT_STORED };
    const page = render();
    expect(page).toContain(NOT_STORED);
    expect(page).not.toContain("উত্তর সংরক্ষিত হয়েছে।");
  });
});
