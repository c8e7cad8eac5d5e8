import { describe, expect, it } from "vitest";
import type { ExamSummary } from "@contract";
import { countFacts, deductionFact, markingFacts } from "../../app/features/exams/exam-facts";
import { formatMark, formatPercent } from "../../app/features/exams/marks";

const marking = (over: Partial<ExamSummary["marking"]> = {}): ExamSummary["marking"] => ({
  mcq_mark_x100: 100,
  mcq_negative_mark_x100: 25,
  sba_mark_x100: 100,
  sba_negative_mark_x100: 25,
  mcq_negative_range: null,
  sba_negative_range: null,
  allow_negative_question_score: false,
  pass_mark_x100: 500,
  full_mark_x100: 1000,
  ...over,
});

describe("the marking in words (decision 032)", () => {
  it("with the per-question floor, a wrong SBA is said to cost nothing, and an MCQ's deduction stops at what it earned", () => {
    const [mcq, sba, floor] = markingFacts(marking());
    expect(mcq![1]).toBe(
      "প্রতি প্রশ্নে ১ (প্রতি বিবৃতিতে ০.২); প্রতিটি ভুল বিবৃতিতে −০.২৫, সব প্রশ্নে; তবে একটি প্রশ্নে কাটা যায় সেই প্রশ্নের সঠিক বিবৃতির নম্বর পর্যন্তই",
    );
    expect(sba![1]).toBe("প্রতি প্রশ্নে ১; ভুল উত্তরে নম্বর কাটা যায় না (প্রশ্নের নম্বর শূন্যের নিচে নামে না)");
    expect(sba![1]).not.toContain("−");
    expect(floor![1]).toMatch(/^কখনো শূন্যের নিচে যাবে না/);
  });

  it("without the floor, every wrong answer costs its negative mark in the range", () => {
    const [, sba, floor] = markingFacts(
      marking({ allow_negative_question_score: true, sba_negative_range: { from: 76, to: 150 } }),
    );
    expect(sba![1]).toBe("প্রতি প্রশ্নে ১; ভুল উত্তরে −০.২৫, প্রশ্ন ৭৬–১৫০-এ");
    expect(floor![1]).toMatch(/^শূন্যের নিচে যেতে পারে/);
  });

  it("no negative marks", () => {
    const [mcq, sba] = markingFacts(marking({ mcq_negative_mark_x100: 0, sba_negative_mark_x100: 0 }));
    expect(mcq![1]).toMatch(/নেগেটিভ মার্ক নেই$/);
    expect(sba![1]).toMatch(/নেগেটিভ মার্ক নেই$/);
  });
});

describe("a result's counts, each with its unit", () => {
  const exam = (mcq: number, sba: number) => ({ question_counts: { mcq, sba, total: mcq + sba } }) as ExamSummary;

  it("questions and, where the paper has MCQs, their statements", () => {
    // The FCPS paper: 75 MCQ + 75 SBA; statements are 375, not 150.
    const facts = countFacts({
      exam: exam(75, 75),
      answer_counts: {
        questions: { right: 123, wrong: 17, partial: 0, blank: 10 },
        mcq_statements: { right: 309, wrong: 22, blank: 44 },
      },
    });
    expect(facts).toEqual([
      ["প্রশ্ন (১৫০টি)", "সঠিক ১২৩ · আংশিক সঠিক ০ · ভুল ১৭ · ফাঁকা ১০"],
      ["MCQ-এর বিবৃতি (৩৭৫টি)", "সঠিক ৩০৯ · ভুল ২২ · ফাঁকা ৪৪"],
    ]);
  });

  it("an SBA-only paper has no statements and no partial answers", () => {
    const facts = countFacts({
      exam: exam(0, 10),
      answer_counts: {
        questions: { right: 6, wrong: 4, partial: 0, blank: 0 },
        mcq_statements: { right: 0, wrong: 0, blank: 0 },
      },
    });
    expect(facts).toEqual([["প্রশ্ন (১০টি)", "সঠিক ৬ · ভুল ৪ · ফাঁকা ০"]]);
  });
});

describe("the deduction", () => {
  it("shows what was taken, and what the floor spared", () => {
    expect(deductionFact({ negative_mark_x100: 0, penalty_before_floor_x100: 0 })).toEqual(["ভুল উত্তরের জন্য কাটা", "০"]);
    expect(deductionFact({ negative_mark_x100: 75, penalty_before_floor_x100: 75 })[1]).toBe("−০.৭৫");
    expect(deductionFact({ negative_mark_x100: 25, penalty_before_floor_x100: 125 })[1]).toBe(
      "−০.২৫ (ভুলের নিয়মে −১.২৫; কোনো প্রশ্নের নম্বর শূন্যের নিচে নামে না, তাই ১ কাটা হয়নি)",
    );
  });

  it("a deduction the floor spared in full is ০, never −০ (issue 42, item 9)", () => {
    expect(deductionFact({ negative_mark_x100: 0, penalty_before_floor_x100: 250 })[1]).toBe(
      "০ (ভুলের নিয়মে −২.৫; কোনো প্রশ্নের নম্বর শূন্যের নিচে নামে না, তাই ২.৫ কাটা হয়নি)",
    );
  });
});

describe("signed marks (issue 42, item 9)", () => {
  it("one minus sign, U+2212, for a total below 0 as for a deduction, in the mark and the percentage alike", () => {
    expect(formatMark(-750)).toBe("−৭.৫");
    expect(formatPercent(-3750)).toBe("−৩৭.৫%");
    expect(formatMark(750)).toBe("৭.৫");
    expect(formatPercent(7000)).toBe("৭০%");
  });

  it("0 has no sign, however it was reached", () => {
    expect(formatMark(-0)).toBe("০");
    expect(formatMark(0)).toBe("০");
    expect(formatPercent(-0)).toBe("০%");
  });

  it("never an ASCII hyphen in a mark", () => {
    for (const x100 of [-1, -25, -750, -10_000, -123_456]) {
      expect(formatMark(x100)).not.toContain("-");
      expect(formatPercent(x100)).not.toContain("-");
    }
  });
});
