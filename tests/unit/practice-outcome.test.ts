import { describe, expect, it } from "vitest";
import { questionOutcome } from "../../server/contract/answer-rules";
import { isMistake, onMistakesList } from "../../server/practice/outcome";

describe("the mistakes rule", () => {
  it("SBA: the right letter is right, another is wrong, none is blank", () => {
    expect(questionOutcome("sba", "C", "C")).toBe("right");
    expect(questionOutcome("sba", "C", "A")).toBe("wrong");
    expect(questionOutcome("sba", "C", "")).toBe("blank");
    expect(questionOutcome("sba", "C", null)).toBe("blank");
  });

  it("MCQ: judged per statement", () => {
    expect(questionOutcome("mcq", "TFTFT", "TFTFT")).toBe("right");
    // One statement wrong, the rest right: partly wrong.
    expect(questionOutcome("mcq", "TFTFT", "TFTFF")).toBe("partial");
    // Some right, the rest left blank: still a mistake to practise.
    expect(questionOutcome("mcq", "TFTFT", "TF...")).toBe("partial");
    // Statements given, none of them right.
    expect(questionOutcome("mcq", "TFTFT", "FTFTF")).toBe("wrong");
    expect(questionOutcome("mcq", "TFTFT", "F....")).toBe("wrong");
    expect(questionOutcome("mcq", "TFTFT", ".....")).toBe("blank");
    expect(questionOutcome("mcq", "TFTFT", undefined)).toBe("blank");
  });

  it("a mistake is anything but right", () => {
    expect(isMistake("right")).toBe(false);
    for (const outcome of ["wrong", "partial", "blank"] as const) expect(isMistake(outcome)).toBe(true);
  });
});

describe("leaving the mistakes list (decision 057)", () => {
  it("a question never got wrong is not on it", () => {
    expect(onMistakesList([])).toBe(false);
    expect(onMistakesList(["right"])).toBe(false);
    expect(onMistakesList(["right", "right", "right"])).toBe(false);
  });

  it("a mistake stays until two right answers in a row follow it", () => {
    for (const mistake of ["wrong", "partial", "blank"] as const) {
      expect(onMistakesList([mistake])).toBe(true);
      expect(onMistakesList([mistake, "right"])).toBe(true);
      expect(onMistakesList([mistake, "right", "right"])).toBe(false);
    }
  });

  it("the right answers must be consecutive: a mistake between them starts the count again", () => {
    expect(onMistakesList(["wrong", "right", "blank", "right"])).toBe(true);
    expect(onMistakesList(["wrong", "right", "partial", "right", "right"])).toBe(false);
  });

  it("a later mistake puts a cleared question back", () => {
    expect(onMistakesList(["wrong", "right", "right", "wrong"])).toBe(true);
    expect(onMistakesList(["right", "wrong"])).toBe(true);
    expect(onMistakesList(["wrong", "right", "right", "blank", "right", "right"])).toBe(false);
  });
});
