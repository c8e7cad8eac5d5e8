/**
 * The answer sheet's one codec (app/features/exams/answers.ts), behind every door: the sheet as it
 * renders, its checked radios posted, read back into the API's answer shape, on the server and in
 * the browser alike; and hostile field names and values, which never reach the API in another shape.
 */
import { createElement, forwardRef, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { PaperQuestion } from "@contract";
import { answerInForm, answersFromForm, optionField, statementField } from "../../app/features/exams/answers";
import { cleanHtml } from "../../app/lib/html.server";

// The sheet's Remix form, as the plain form it renders to: this test reads its markup, not a route.
vi.mock("@remix-run/react", () => ({
  Form: forwardRef<HTMLFormElement, ComponentProps<"form">>((props, ref) => createElement("form", { ...props, ref })),
}));
const { AnswerSheet } = await import("../../app/features/exams/AnswerSheet");

const question = (id: number, number: number, type: "mcq" | "sba"): PaperQuestion => ({
  id,
  number,
  type,
  stem_html: `<p>প্রশ্ন ${number}</p>`,
  options: ["A", "B", "C", "D", "E"].map((o) => `<b>${o}</b>`),
});

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** What a browser posts for the sheet as rendered with `answers`: its hidden fields and its checked radios. */
function postedSheet(questions: PaperQuestion[], answers: Record<number, string>): FormData {
  const html = renderToStaticMarkup(
    createElement(AnswerSheet, {
      attempt: {
        id: 42,
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
      questions,
      outline: questions,
      paperAddress: "/my/exam-attempts/42/paper?v=0123456789abcdef",
      saveAddress: "/my/exam-attempts/42/answers",
      reviewFirst: true,
      answers: Object.entries(answers).map(([id, answer]) => ({
        question_id: Number(id),
        answer,
        client_at: "2026-11-29T10:01:00.000Z",
      })),
    }),
  );
  const form = new FormData();
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const type = attribute(tag, "type");
    if (type === "hidden" || (type === "radio" && /\schecked=""/.test(tag)))
      form.append(attribute(tag, "name")!, attribute(tag, "value")!);
  }
  return form;
}

const form = (entries: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("the answer sheet's codec", () => {
  const paper = [question(7, 1, "mcq"), question(8, 2, "sba"), question(9, 3, "mcq"), question(10, 4, "sba")];

  it("round trip: what the sheet shows is what its post reads back, on the server and in the browser", () => {
    const answers = { 7: "TF.FT", 8: "C", 9: ".....", 10: "" };
    const posted = postedSheet(paper, answers);
    expect(posted.get("page")).toBe("1");
    expect(answersFromForm(posted, 200)).toEqual([
      { question_id: 7, answer: "TF.FT" },
      { question_id: 8, answer: "C" },
      { question_id: 9, answer: "....." },
      { question_id: 10, answer: "" },
    ]);
    for (const q of paper) expect(answerInForm(posted, q)).toBe(answers[q.id as keyof typeof answers]);
  });

  it("round trip: every MCQ statement as true, false or blank, and every SBA letter A–E", () => {
    for (const answer of ["TTTTT", "FFFFF", "T.F.T", ".F.F.", "....T"]) {
      expect(answersFromForm(postedSheet([question(7, 1, "mcq")], { 7: answer }), 200)).toEqual([{ question_id: 7, answer }]);
    }
    for (const answer of ["A", "B", "C", "D", "E"]) {
      expect(answersFromForm(postedSheet([question(8, 1, "sba")], { 8: answer }), 200)).toEqual([{ question_id: 8, answer }]);
    }
  });

  it("a question never answered shows blank and reads back blank", () => {
    const posted = postedSheet(paper, {});
    expect(answersFromForm(posted, 200).map((a) => a.answer)).toEqual([".....", "", ".....", ""]);
    // The browser's form with nothing marked at all (no blank choice checked either).
    expect(answerInForm(new FormData(), question(7, 1, "mcq"))).toBe(".....");
    expect(answerInForm(new FormData(), question(8, 2, "sba"))).toBe("");
  });

  it("reads the field names the sheet renders, unmarked MCQ statements blank, in the order posted", () => {
    const data = form([
      [optionField(8), "E"],
      [statementField(7, 3), "F"],
      [statementField(7, 0), "T"],
    ]);
    expect(answersFromForm(data, 200)).toEqual([
      { question_id: 8, answer: "E" },
      { question_id: 7, answer: "T..F." },
    ]);
  });

  it("ignores hostile field names", () => {
    const data = form([
      ["a-0", "A"],
      ["a-7-5", "T"],
      ["a-7--1", "T"],
      ["a-1234567890", "A"],
      ["a-7-0x", "T"],
      ["A-7", "A"],
      ["a-7-", "T"],
      ["a--7", "A"],
      ["a-1e3", "A"],
      ["b-7", "A"],
      ["__proto__", "A"],
      [" a-7", "A"],
      ["a-7 ", "A"],
      ["intent", "submit"],
      ["goto", "3"],
      ["page", "2"],
    ]);
    expect(answersFromForm(data, 200)).toEqual([]);
  });

  it("hostile values never reach the API in another shape: a statement is T, F or blank, an SBA a letter or blank", () => {
    const data = form([
      [statementField(7, 0), "X"],
      [statementField(7, 1), "T\u0000"],
      [statementField(7, 2), "F".repeat(10_000)],
      [statementField(7, 3), "t"],
      [statementField(7, 4), new Blob(["T"])],
      [optionField(8), "Z"],
      [optionField(9), "AB"],
      [optionField(10), " C"],
      [optionField(11), new Blob(["A"])],
    ]);
    const answers = answersFromForm(data, 200);
    expect(answers).toEqual([
      { question_id: 7, answer: "....." },
      { question_id: 8, answer: "" },
      { question_id: 9, answer: "" },
      { question_id: 10, answer: "" },
    ]);
    for (const { answer } of answers) expect(answer).toMatch(/^(?:[TF.]{5}|[A-E]?)$/);
  });

  it("stops at the limit, so one post is at most one API batch", () => {
    const data = form(Array.from({ length: 300 }, (_, i) => [optionField(i + 1), "A"] as [string, string]));
    expect(answersFromForm(data, 200)).toHaveLength(200);
  });
});

describe("question HTML", () => {
  it("keeps formatting and drops scripts, handlers and links", () => {
    const dirty =
      '<p onclick="x()">CO<sub>2</sub> <strong>বেশি</strong><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">y</a></p>';
    expect(cleanHtml(dirty)).toBe("<p>CO<sub>2</sub> <strong>বেশি</strong>y</p>");
  });

  it("answers a string it has cleaned before from memory, still clean, and each string its own", () => {
    const dirty = "<p>A<script>alert(2)</script></p>";
    const other = '<p onclick="y()">B</p>';
    expect(cleanHtml(dirty)).toBe("<p>A</p>");
    expect(cleanHtml(other)).toBe("<p>B</p>");
    expect(cleanHtml(dirty)).toBe("<p>A</p>");
    expect(cleanHtml(other)).toBe("<p>B</p>");
  });
});
