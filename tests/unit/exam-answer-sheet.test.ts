import { describe, expect, it } from "vitest";
import { answersFromForm, optionField, statementField } from "../../app/features/exams/answers";
import { cleanHtml } from "../../app/lib/html.server";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};
const questions = [
  { id: 7, type: "mcq" as const },
  { id: 8, type: "sba" as const },
  { id: 9, type: "mcq" as const },
];

describe("reading an answer sheet back", () => {
  it("MCQ statements become a five-character string; SBA a letter; untouched questions are left out", () => {
    const data = form([
      [statementField(7, 0), "T"],
      [statementField(7, 1), "F"],
      [statementField(7, 4), "."],
      [optionField(8), "C"],
    ]);
    expect(answersFromForm(data, questions)).toEqual([
      { question_id: 7, answer: "TF..." },
      { question_id: 8, answer: "C" },
    ]);
  });

  it("hostile values never reach the API in another shape", () => {
    const data = form([
      [statementField(7, 0), "X"],
      [statementField(7, 1), "T\u0000"],
      [statementField(7, 2), "F".repeat(10_000)],
      [optionField(8), "Z"],
      [optionField(9), "A"],
      ["a-999", "A"],
    ]);
    expect(answersFromForm(data, questions)).toEqual([{ question_id: 7, answer: "....." }]);
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
