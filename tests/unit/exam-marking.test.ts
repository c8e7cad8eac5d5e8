import { describe, expect, it } from "vitest";
import {
  answerBreakdown,
  competitionRanks,
  fullMark,
  isAnswerShape,
  markPaper,
  markQuestion,
  percentHundredths,
  topicScores,
  type MarkedQuestion,
  type MarkingScheme,
} from "../../server/exams/marking";
import { answerState } from "../../server/contract/answer-rules";
import { acceptsAnswers, answersCloseAt, attemptDeadline, windowPhase } from "../../server/exams/timing";

// Hundredths: 2 marks = 200, so a statement is 40; negatives of 0.5 mark = 50, 0.25 = 25.
const scheme = (over: Partial<MarkingScheme> = {}): MarkingScheme => ({
  mcqMark: 200,
  mcqNegativeMark: 50,
  sbaMark: 200,
  sbaNegativeMark: 50,
  mcqNegativeRange: null,
  sbaNegativeRange: null,
  allowNegativeQuestionScore: false,
  ...over,
});
const mcq = (number: number, correct = "TFTFT"): MarkedQuestion => ({ id: number, number, type: "mcq", correct });
const sba = (number: number, correct = "C"): MarkedQuestion => ({ id: number, number, type: "sba", correct });

describe("MCQ marking", () => {
  it("all five statements right earns the full mark", () => {
    expect(markQuestion(scheme(), mcq(1), "TFTFT")).toEqual({
      correctMark: 200,
      negativeMark: 0,
      obtainedMark: 200,
      correctCount: 5,
      wrongCount: 0,
      blankCount: 0,
    });
  });

  it("some wrong statements cost the negative mark each", () => {
    // 3 right (120), 2 wrong (2 × 25 = 50) → 70.
    expect(markQuestion(scheme({ mcqNegativeMark: 25 }), mcq(1), "TFTTF")).toMatchObject({
      correctMark: 120,
      negativeMark: 50,
      obtainedMark: 70,
      correctCount: 3,
      wrongCount: 2,
      blankCount: 0,
    });
  });

  it("a partial answer scores the statements given; blanks earn and cost nothing", () => {
    expect(markQuestion(scheme(), mcq(1), "TF..F")).toMatchObject({
      correctMark: 80,
      negativeMark: 50,
      obtainedMark: 30,
      blankCount: 2,
    });
    expect(answerState("mcq", "TF..F")).toBe("partial");
    expect(answerState("mcq", "TFTFT")).toBe("answered");
  });

  it("blank is 0, whether stored as dots or missing", () => {
    const blank = { correctMark: 0, negativeMark: 0, obtainedMark: 0, correctCount: 0, wrongCount: 0, blankCount: 5 };
    expect(markQuestion(scheme(), mcq(1), ".....")).toEqual(blank);
    expect(markQuestion(scheme(), mcq(1), undefined)).toEqual(blank);
    expect(answerState("mcq", ".....")).toBe("blank");
    expect(answerState("mcq", undefined)).toBe("blank");
  });

  it("the floor: a question never goes below 0 unless the exam allows it", () => {
    // 1 right (40), 4 wrong (4 × 50 = 200).
    expect(markQuestion(scheme(), mcq(1), "TTFTF")).toMatchObject({ correctMark: 40, negativeMark: 40, obtainedMark: 0 });
    expect(markQuestion(scheme({ allowNegativeQuestionScore: true }), mcq(1), "TTFTF")).toMatchObject({
      correctMark: 40,
      negativeMark: 200,
      obtainedMark: -160,
    });
  });

  it("the negative range: only numbers inside it carry the negative mark", () => {
    const ranged = scheme({ mcqNegativeRange: { from: 11, to: 20 } });
    expect(markQuestion(ranged, mcq(10), "TFTTF").negativeMark).toBe(0);
    expect(markQuestion(ranged, mcq(11), "TFTTF").negativeMark).toBe(100);
    expect(markQuestion(ranged, mcq(20), "TFTTF").negativeMark).toBe(100);
    expect(markQuestion(ranged, mcq(21), "TFTTF").negativeMark).toBe(0);
  });
});

describe("SBA marking", () => {
  it("right, wrong and blank", () => {
    expect(markQuestion(scheme(), sba(1), "C")).toMatchObject({
      obtainedMark: 200,
      correctCount: 1,
      wrongCount: 0,
      blankCount: 0,
    });
    expect(markQuestion(scheme({ allowNegativeQuestionScore: true }), sba(1), "A")).toMatchObject({
      correctMark: 0,
      negativeMark: 50,
      obtainedMark: -50,
      wrongCount: 1,
    });
    expect(markQuestion(scheme(), sba(1), "")).toMatchObject({ obtainedMark: 0, blankCount: 1 });
    expect(markQuestion(scheme(), sba(1), undefined)).toMatchObject({ obtainedMark: 0, blankCount: 1 });
  });

  it("a wrong answer is floored at 0 by default; the SBA range decides which numbers carry the negative", () => {
    expect(markQuestion(scheme(), sba(1), "A")).toMatchObject({ negativeMark: 0, obtainedMark: 0, wrongCount: 1 });
    const ranged = scheme({ allowNegativeQuestionScore: true, sbaNegativeRange: { from: 76, to: 150 } });
    expect(markQuestion(ranged, sba(75), "A").negativeMark).toBe(0);
    expect(markQuestion(ranged, sba(76), "A").negativeMark).toBe(50);
  });

  it("answer shapes", () => {
    for (const ok of ["TF.FT", ".....", "TTTTT"]) expect(isAnswerShape("mcq", ok)).toBe(true);
    for (const bad of ["TF.F", "TF.FTT", "tf.ft", "A", "TFXFT"]) expect(isAnswerShape("mcq", bad)).toBe(false);
    for (const ok of ["A", "E", ""]) expect(isAnswerShape("sba", ok)).toBe(true);
    for (const bad of ["F", "a", "AB", "TF.FT"]) expect(isAnswerShape("sba", bad)).toBe(false);
  });
});

describe("the breakdown by question and by statement (decision 032)", () => {
  // 4 MCQ (1–4) and 4 SBA (5–8): MCQ 1 all right, 2 one statement wrong, 3 two statements blank, 4 blank;
  // SBA 5 right, 6 wrong, 7 and 8 blank.
  const questions = [mcq(1), mcq(2), mcq(3), mcq(4), sba(5), sba(6), sba(7), sba(8)];
  const answers = new Map<number, string>([
    [1, "TFTFT"],
    [2, "TFTFF"],
    [3, "TF.F."],
    [5, "C"],
    [6, "A"],
    [8, ""],
  ]);

  it("counts questions right, wrong, partly right and blank, and MCQ statements apart", () => {
    const b = answerBreakdown(scheme(), questions, answers);
    // MCQ 2 (four statements right, one wrong) and MCQ 3 (three right, two blank) are partly right (issue 42, item 10).
    expect(b.questions).toEqual({ right: 2, wrong: 1, partial: 2, blank: 3 });
    expect(b.mcqStatements).toEqual({ right: 12, wrong: 1, blank: 7 });
    // The tally's units mix both: 12 statements + 1 SBA right.
    expect(markPaper(scheme(), questions, answers)).toMatchObject({ correctCount: 13, wrongCount: 2, blankCount: 9 });
  });

  it("gives the deduction before the floor: the floor spares the wrong SBA, not the MCQ statement", () => {
    const floored = markPaper(scheme(), questions, answers);
    // MCQ 2: −50 from its 160; SBA 6: −50 asked, nothing earned, so nothing taken.
    expect(floored.negativeMark).toBe(50);
    expect(answerBreakdown(scheme(), questions, answers).penaltyBeforeFloor).toBe(100);
    const unfloored = scheme({ allowNegativeQuestionScore: true });
    expect(markPaper(unfloored, questions, answers).negativeMark).toBe(100);
    expect(answerBreakdown(unfloored, questions, answers).penaltyBeforeFloor).toBe(100);
  });
});

describe("how a question came out (issue 42, item 10)", () => {
  const key = mcq(1);
  const outcome = (answer: string) => answerBreakdown(scheme(), [key], new Map([[1, answer]])).questions;

  it("an MCQ with some statements right is partly right, however the rest were answered", () => {
    expect(outcome("TFTFF")).toMatchObject({ partial: 1, wrong: 0 });
    expect(outcome("TFTTF")).toMatchObject({ partial: 1, wrong: 0 });
    expect(outcome("T....")).toMatchObject({ partial: 1, wrong: 0 });
  });

  it("right only when every statement is; wrong only when none given is right; blank when none is given", () => {
    expect(outcome("TFTFT")).toMatchObject({ right: 1 });
    expect(outcome("FTFTF")).toMatchObject({ wrong: 1 });
    expect(outcome("F....")).toMatchObject({ wrong: 1 });
    expect(outcome(".....")).toMatchObject({ blank: 1 });
  });
});

describe("an FCPS Part 1 paper (75 MCQ + 75 SBA, 2 marks each, pass 210/300)", () => {
  const fcps = scheme({ mcqNegativeMark: 0, sbaNegativeMark: 0 });
  const questions = [...Array.from({ length: 75 }, (_, i) => mcq(i + 1)), ...Array.from({ length: 75 }, (_, i) => sba(i + 76))];

  it("totals 300 marks", () => {
    expect(fullMark(fcps, questions)).toBe(30_000);
  });

  it("all right scores 300; all blank 0; exact sums with no float drift", () => {
    const allRight = new Map(questions.map((q) => [q.id, q.correct]));
    expect(markPaper(fcps, questions, allRight)).toEqual({
      correctMark: 30_000,
      negativeMark: 0,
      obtainedMark: 30_000,
      correctCount: 450,
      wrongCount: 0,
      blankCount: 0,
    });
    expect(markPaper(fcps, questions, new Map())).toMatchObject({ obtainedMark: 0, blankCount: 450 });
    // One statement of each MCQ right (75 × 0.4 = 30 marks): 0.4 summed 75 times drifts as a float.
    const oneEach = new Map(questions.filter((q) => q.type === "mcq").map((q) => [q.id, "T...."]));
    expect(markPaper(fcps, questions, oneEach).obtainedMark).toBe(3_000);
    expect(percentHundredths(21_000, 30_000)).toBe(7_000);
  });
});

describe("competition ranking", () => {
  it("equal marks share a place and the next place skips (1, 2, 2, 4)", () => {
    expect(competitionRanks([300, 250, 250, 100])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([100, 250, 300, 250])).toEqual([4, 2, 1, 2]);
    expect(competitionRanks([50, 50, 50])).toEqual([1, 1, 1]);
    expect(competitionRanks([])).toEqual([]);
  });
});

describe("deadline arithmetic", () => {
  const t = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 10, 0) + minutes * 60_000);
  const window = { opensAt: t(0), closesAt: t(120), durationSeconds: 60 * 60, graceSeconds: 30 };

  it("is start + duration when the window allows it", () => {
    expect(attemptDeadline(window, t(10), false)).toEqual(t(70));
  });

  it("is the window's close when that comes first", () => {
    expect(attemptDeadline(window, t(100), false)).toEqual(t(120));
  });

  it("a pending attempt (after the window) has its full duration", () => {
    expect(attemptDeadline(window, t(300), true)).toEqual(t(360));
  });

  it("answers are taken until the deadline plus the grace period, not a millisecond later", () => {
    const deadline = t(70);
    expect(answersCloseAt(deadline, 30)).toEqual(new Date(t(70).getTime() + 30_000));
    expect(acceptsAnswers(deadline, 30, new Date(deadline.getTime() + 30_000))).toBe(true);
    expect(acceptsAnswers(deadline, 30, new Date(deadline.getTime() + 30_001))).toBe(false);
    expect(acceptsAnswers(deadline, 0, new Date(deadline.getTime() + 1))).toBe(false);
  });

  it("the window's phases", () => {
    expect(windowPhase(window, t(-1))).toBe("not_open");
    expect(windowPhase(window, t(0))).toBe("open");
    expect(windowPhase(window, t(120))).toBe("closed");
  });
});

describe("topicScores (decision 067)", () => {
  it("counts units and right units per topic as the marking does, negative marks aside, and leaves out questions without a topic", () => {
    const questions = [
      { ...mcq(1), topicId: 7 },
      { ...sba(2), topicId: 7 },
      { ...mcq(3), topicId: 9 },
      { ...sba(4), topicId: null },
    ];
    // MCQ 1: three right, one wrong, one blank; SBA 2 wrong; MCQ 3 not answered; SBA 4 right but unfiled.
    const answers = new Map([
      [1, "TFTT."],
      [2, "A"],
      [4, "C"],
    ]);
    const negative = scheme({ mcqNegativeRange: { from: 1, to: 4 }, sbaNegativeRange: { from: 1, to: 4 } });
    expect(topicScores(negative, questions, answers)).toEqual([
      { topicId: 7, units: 6, rightUnits: 3 },
      { topicId: 9, units: 5, rightUnits: 0 },
    ]);
  });
});
