/**
 * One answer state at both ends (issue 25): the API's result breakdown and the portal's navigator
 * (the jump list, the review-and-submit counts) call the same answers blank, whatever the stored
 * string holds, so a question the sheet showed as answered is never counted blank in the result.
 * Past blank, the result counts by marks (right, partly right or wrong: issue 42, item 10), the
 * navigator by what was filled in (answered or partial).
 */
import { describe, expect, it } from "vitest";
import { countStates } from "../../app/features/exams/sheet-state";
import { answerBreakdown, type MarkedQuestion, type MarkingScheme } from "../../server/exams/marking";

const scheme: MarkingScheme = {
  mcqMark: 200,
  mcqNegativeMark: 50,
  sbaMark: 200,
  sbaNegativeMark: 50,
  mcqNegativeRange: null,
  sbaNegativeRange: null,
  allowNegativeQuestionScore: false,
};

describe("the API's breakdown and the portal's counts agree", () => {
  it.each([
    ["mcq", "TFTFT"],
    ["mcq", "TFTFF"],
    ["mcq", "FTFTF"],
    ["mcq", "TF..F"],
    ["mcq", "....."],
    ["mcq", "TFx.."],
    ["mcq", "TFTFTF"],
    ["mcq", "tftft"],
    ["sba", "C"],
    ["sba", ""],
    ["sba", "Z"],
    ["sba", "AB"],
  ] as const)("%s %j", (type, answer) => {
    const question: MarkedQuestion = { id: 1, number: 1, type, correct: type === "mcq" ? "TFTFT" : "C" };
    const api = answerBreakdown(scheme, [question], new Map([[1, answer]])).questions;
    const portal = countStates([question], { 1: answer });
    expect({ given: api.right + api.partial + api.wrong, blank: api.blank }).toEqual({
      given: portal.answered + portal.partial,
      blank: portal.blank,
    });
  });
});
