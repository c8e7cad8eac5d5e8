/** The review policy with a fake clock (never before submit; after_close waits for the window), and merit arithmetic. */
import { describe, expect, it } from "vitest";
import { competitionRanks, percentHundredths } from "../../server/exams/marking";
import { reviewAvailableAt, reviewOpen } from "../../server/exams/review-policy";

const t = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 10, 0) + minutes * 60_000);
const closesAt = t(120);

describe("review policy", () => {
  it("is never open before the attempt is submitted", () => {
    for (const reviewPolicy of ["after_submit", "after_close"] as const) {
      const exam = { reviewPolicy, closesAt };
      expect(reviewAvailableAt(exam, { submittedAt: null, isPending: false })).toBeNull();
      expect(reviewOpen(exam, { submittedAt: null, isPending: false }, t(10_000))).toBe(false);
    }
  });

  it("after_submit opens at the submit instant", () => {
    const exam = { reviewPolicy: "after_submit" as const, closesAt };
    const attempt = { submittedAt: t(30), isPending: false };
    expect(reviewAvailableAt(exam, attempt)).toEqual(t(30));
    expect(reviewOpen(exam, attempt, t(29))).toBe(false);
    expect(reviewOpen(exam, attempt, t(30))).toBe(true);
  });

  it("after_close waits for the window to close, even long after submit", () => {
    const exam = { reviewPolicy: "after_close" as const, closesAt };
    const attempt = { submittedAt: t(30), isPending: false };
    expect(reviewAvailableAt(exam, attempt)).toEqual(closesAt);
    expect(reviewOpen(exam, attempt, t(119))).toBe(false);
    expect(reviewOpen(exam, attempt, t(120))).toBe(true);
  });

  it("after_close opens at submit when the doctor submits after the close (within the grace period)", () => {
    const exam = { reviewPolicy: "after_close" as const, closesAt };
    expect(reviewAvailableAt(exam, { submittedAt: t(120.25), isPending: false })).toEqual(t(120.25));
  });

  it("a pending attempt, sat after the window, opens at its submit", () => {
    const exam = { reviewPolicy: "after_close" as const, closesAt };
    const attempt = { submittedAt: t(3000), isPending: true };
    expect(reviewAvailableAt(exam, attempt)).toEqual(t(3000));
    expect(reviewOpen(exam, attempt, t(2999))).toBe(false);
  });
});

describe("merit arithmetic in hundredths", () => {
  it("ranks the seeded merit list with shared places (1, 2, 2, 4, 4, 6…)", () => {
    expect(competitionRanks([900, 700, 700, 600, 600, 500, 400, 300])).toEqual([1, 2, 2, 4, 4, 6, 7, 8]);
  });

  it("percent is exact to the hundredth and rounds half up", () => {
    expect(percentHundredths(700, 1000)).toBe(7000);
    expect(percentHundredths(100, 300)).toBe(3333);
    expect(percentHundredths(200, 300)).toBe(6667);
    expect(percentHundredths(5, 0)).toBe(0);
  });
});
