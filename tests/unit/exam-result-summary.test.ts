/**
 * The result's facts as the page renders them (app/features/exams/ResultSummary.tsx), from the API's
 * answer: a paper that is never ranked does not say it was sat late, and a practice paper, which only
 * its owner sits, has no highest or average to compare with (issue 42, item 8).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AttemptResult } from "@contract";
import { ResultSummary } from "../../app/features/exams/ResultSummary";

type Over = { exam?: Partial<AttemptResult["exam"]>; attempt?: Partial<AttemptResult["attempt"]> } & Partial<
  Omit<AttemptResult, "exam" | "attempt">
>;

/** A submitted 10-question result: 7 marks of 10, second of eight. */
function attemptResult(over: Over = {}): AttemptResult {
  const { exam, attempt, ...rest } = over;
  return {
    exam: {
      id: 9,
      kind: "course",
      ranked: true,
      title: "সাপ্তাহিক মক টেস্ট",
      instructions_html: "",
      opens_at: "2026-11-29T10:00:00.000Z",
      closes_at: "2026-11-30T10:00:00.000Z",
      duration_seconds: 1200,
      grace_seconds: 30,
      review_policy: "after_submit",
      marking: {
        mcq_mark_x100: 100,
        mcq_negative_mark_x100: 25,
        sba_mark_x100: 100,
        sba_negative_mark_x100: 25,
        mcq_negative_range: null,
        sba_negative_range: null,
        allow_negative_question_score: false,
        pass_mark_x100: 500,
        full_mark_x100: 1000,
      },
      question_counts: { mcq: 5, sba: 5, total: 10 },
      quiz_key: null,
      allows_pending: true,
      ...exam,
    },
    attempt: {
      id: 42,
      exam_id: 9,
      started_at: "2026-11-29T11:00:00.000Z",
      deadline_at: "2026-11-29T11:20:00.000Z",
      answers_close_at: "2026-11-29T11:20:30.000Z",
      submitted_at: "2026-11-29T11:15:00.000Z",
      submitted_by: "doctor",
      is_pending: false,
      ...attempt,
    },
    obtained_mark_x100: 700,
    correct_mark_x100: 700,
    negative_mark_x100: 0,
    correct_count: 27,
    wrong_count: 0,
    blank_count: 3,
    answer_counts: {
      questions: { right: 7, wrong: 0, partial: 0, blank: 3 },
      mcq_statements: { right: 25, wrong: 0, blank: 0 },
    },
    penalty_before_floor_x100: 0,
    percent_x100: 7000,
    passed: true,
    position: 2,
    participants: 8,
    batch_position: null,
    batch_participants: 0,
    highest_mark_x100: 900,
    average_mark_x100: 588,
    review_available: true,
    review_available_at: "2026-11-29T11:15:00.000Z",
    ...rest,
  };
}

/** The summary's facts, term → value, as the page shows them. */
function summaryFacts(result: AttemptResult): Map<string, string> {
  const html = renderToStaticMarkup(createElement(ResultSummary, { result }));
  const facts = [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [m[1]!, m[2]!] as const);
  return new Map(facts);
}

describe("where the doctor stands", () => {
  it("a ranked paper gives the position, the highest and the average", () => {
    const facts = summaryFacts(attemptResult());
    expect(facts.get("মেধাক্রম")).toBe("২ / ৮");
    expect(facts.get("সর্বোচ্চ নম্বর")).toBe("৯");
    expect(facts.get("গড় নম্বর")).toBe("৫.৮৮");
  });

  it("a pending attempt of a ranked paper is outside the merit list because it was sat late", () => {
    const facts = summaryFacts(attemptResult({ attempt: { is_pending: true }, position: null }));
    expect(facts.get("মেধাক্রম")).toBe("মেধাক্রমের বাইরে (পরে অংশগ্রহণ)");
  });

  it("a free exam is never ranked: no merit line, and nothing about taking part late", () => {
    const facts = summaryFacts(attemptResult({ exam: { kind: "admin", ranked: false }, position: null }));
    expect(facts.has("মেধাক্রম")).toBe(false);
    expect([...facts.values()].join(" ")).not.toContain("পরে অংশগ্রহণ");
    // Many doctors sit it: the highest and the average still say something.
    expect(facts.get("সর্বোচ্চ নম্বর")).toBe("৯");
    expect(facts.get("গড় নম্বর")).toBe("৫.৮৮");
  });

  it("a practice paper, sat by its owner alone, shows no merit line, highest or average", () => {
    const facts = summaryFacts(
      attemptResult({
        exam: { kind: "practice", ranked: false },
        position: null,
        participants: 1,
        highest_mark_x100: null,
        average_mark_x100: null,
      }),
    );
    expect(facts.has("মেধাক্রম")).toBe(false);
    expect(facts.has("সর্বোচ্চ নম্বর")).toBe(false);
    expect(facts.has("গড় নম্বর")).toBe(false);
    expect([...facts.values()].join(" ")).not.toContain("পরে অংশগ্রহণ");
  });
});

describe("a total below 0 (issue 42, item 9)", () => {
  it("reads with the same minus sign as the deduction, in the mark and the percentage", () => {
    const facts = summaryFacts(
      attemptResult({
        exam: { marking: { ...attemptResult().exam.marking, allow_negative_question_score: true, full_mark_x100: 2000 } },
        obtained_mark_x100: -750,
        correct_mark_x100: 250,
        negative_mark_x100: 1000,
        penalty_before_floor_x100: 1000,
        percent_x100: -3750,
        passed: false,
      }),
    );
    expect(facts.get("প্রাপ্ত নম্বর")).toBe("−৭.৫ / ২০ (−৩৭.৫%)");
    expect(facts.get("ভুল উত্তরের জন্য কাটা")).toBe("−১০");
  });
});

describe("the question counts (issue 42, item 10)", () => {
  it("say partly right for an MCQ with some statements right", () => {
    const facts = summaryFacts(
      attemptResult({
        answer_counts: {
          questions: { right: 5, wrong: 0, partial: 5, blank: 0 },
          mcq_statements: { right: 20, wrong: 5, blank: 0 },
        },
      }),
    );
    expect(facts.get("প্রশ্ন (১০টি)")).toBe("সঠিক ৫ · আংশিক সঠিক ৫ · ভুল ০ · ফাঁকা ০");
    expect(facts.get("MCQ-এর বিবৃতি (২৫টি)")).toBe("সঠিক ২০ · ভুল ৫ · ফাঁকা ০");
  });
});
