/** The exam page's pure parts: answer states, the offline queue's merge (newest client_at wins), the countdown. */
import { describe, expect, it } from "vitest";
import { answersFromForm } from "../../app/features/exams/answers";
import { acknowledge, enqueue, mergeWithServer, nextStamp, type QueuedAnswer } from "../../app/features/exams/answer-queue";
import { clockOffset, formatCountdown, remainingMs } from "../../app/features/exams/countdown";
import { countStates, pageCount, pageOfQuestion } from "../../app/features/exams/sheet-state";
import { answerState } from "../../server/contract/answer-rules";

const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, second)).toISOString();
const change = (question_id: number, answer: string, second: number): QueuedAnswer => ({
  question_id,
  answer,
  client_at: at(second),
});

describe("answer states", () => {
  it("MCQ: all five marked is answered, some is partial, none (or nothing saved) is blank", () => {
    expect(answerState("mcq", "TFTFT")).toBe("answered");
    expect(answerState("mcq", "TF.FT")).toBe("partial");
    expect(answerState("mcq", "....F")).toBe("partial");
    expect(answerState("mcq", ".....")).toBe("blank");
    expect(answerState("mcq", undefined)).toBe("blank");
  });
  it("SBA: a letter is answered; empty is blank, never partial", () => {
    expect(answerState("sba", "C")).toBe("answered");
    expect(answerState("sba", "")).toBe("blank");
    expect(answerState("sba", undefined)).toBe("blank");
  });
  it("counts a paper", () => {
    const questions = [
      { id: 1, type: "mcq" as const },
      { id: 2, type: "mcq" as const },
      { id: 3, type: "mcq" as const },
      { id: 4, type: "sba" as const },
      { id: 5, type: "sba" as const },
    ];
    expect(countStates(questions, { 1: "TFTFT", 2: "T....", 4: "A", 5: "" })).toEqual({ answered: 2, partial: 1, blank: 2 });
  });
  it("pages of ten", () => {
    expect([1, 10, 11, 20, 150].map(pageOfQuestion)).toEqual([1, 1, 2, 2, 15]);
    expect([0, 10, 11, 150].map(pageCount)).toEqual([1, 1, 2, 15]);
  });
});

describe("the offline queue", () => {
  it("keeps one change per question, the newest, even when an older one arrives later", () => {
    let queue = enqueue([], change(1, "A", 5));
    queue = enqueue(queue, change(2, "T....", 6));
    queue = enqueue(queue, change(1, "B", 7));
    queue = enqueue(queue, change(1, "C", 3));
    expect(queue).toEqual([change(2, "T....", 6), change(1, "B", 7)]);
  });
  it("an acknowledged save removes what was sent, but not a change made while it was on its way", () => {
    const sent = [change(1, "A", 5), change(2, "B", 5)];
    const queue = enqueue(sent, change(2, "C", 9));
    expect(acknowledge(queue, sent, [1, 2], [])).toEqual({ queue: [change(2, "C", 9)], notStored: [] });
  });
  it("saved only what the API stored: the changes it does not name stay queued, as not stored", () => {
    const sent = [change(1, "A", 5), change(2, "B", 5), change(3, "C", 5)];
    expect(acknowledge(sent, sent, [1, 3], [])).toEqual({ queue: [change(2, "B", 5)], notStored: [change(2, "B", 5)] });
    // A 200 that names nothing stored nothing.
    expect(acknowledge(sent, sent, [], [])).toEqual({ queue: sent, notStored: sent });
  });
  it("a refused change the doctor has since changed again is not counted: the new change is simply queued", () => {
    const sent = [change(1, "A", 5), change(2, "B", 5)];
    const queue = enqueue(sent, change(2, "C", 9));
    expect(acknowledge(queue, sent, [1], [])).toEqual({ queue: [change(2, "C", 9)], notStored: [] });
  });
  it("a refusal stands until a later save stores that change", () => {
    const refused = change(2, "B", 5);
    const queue = [refused, change(4, "D", 8)];
    const first = acknowledge(queue, [change(4, "D", 8)], [4], [refused]);
    expect(first).toEqual({ queue: [refused], notStored: [refused] });
    expect(acknowledge(first.queue, [refused], [], first.notStored)).toEqual({ queue: [refused], notStored: [refused] });
    expect(acknowledge(first.queue, [refused], [2], first.notStored)).toEqual({ queue: [], notStored: [] });
  });
  it("a change's time: the corrected clock, never before the last server time the page was told nor its own last change", () => {
    const told = Date.parse(at(30));
    // A phone whose clock jumped an hour back since it was corrected: just after what the page knows the server has.
    expect(nextStamp(told - 3_600_000, told)).toBe(told + 1);
    // Two changes in one millisecond keep their order.
    expect(nextStamp(told, told)).toBe(told + 1);
    expect(nextStamp(told + 5_000, told)).toBe(told + 5_000);
  });
  it("merges with the server: the newest client_at wins per question, and only newer local changes stay queued", () => {
    const server = [change(1, "A", 10), change(2, "TTTTT", 10), change(3, "D", 10)];
    const queue = [change(1, "B", 20), change(2, "FFFFF", 5), change(4, "E", 1)];
    const merged = mergeWithServer(server, queue);
    expect(merged.answers).toEqual({ 1: "B", 2: "TTTTT", 3: "D", 4: "E" });
    expect(merged.queue).toEqual([change(1, "B", 20), change(4, "E", 1)]);
  });
  it("an equal time means the server already has it", () => {
    expect(mergeWithServer([change(1, "A", 10)], [change(1, "A", 10)]).queue).toEqual([]);
  });
});

describe("the countdown", () => {
  it("corrects a browser clock that is behind or ahead of the server", () => {
    const deadline = "2026-11-24T10:15:00.000Z";
    const server = "2026-11-24T10:00:00.000Z";
    // The browser thinks it is 09:58 when the server says 10:00: two minutes behind.
    const behind = Date.parse("2026-11-24T09:58:00.000Z");
    const offset = clockOffset(server, behind);
    expect(offset).toBe(120_000);
    expect(remainingMs(deadline, behind, offset)).toBe(15 * 60_000);
    expect(remainingMs(deadline, behind + 60_000, offset)).toBe(14 * 60_000);
    // Ahead by 30 s.
    const ahead = Date.parse("2026-11-24T10:00:30.000Z");
    expect(remainingMs(deadline, ahead, clockOffset(server, ahead))).toBe(15 * 60_000);
    expect(remainingMs(deadline, ahead + 16 * 60_000, clockOffset(server, ahead))).toBe(0);
  });
  it("shows Bengali minutes and seconds, hours when there are any, rounding up", () => {
    expect(formatCountdown(65_000)).toBe("০১:০৫");
    expect(formatCountdown(500)).toBe("০০:০১");
    expect(formatCountdown(0)).toBe("০০:০০");
    expect(formatCountdown(3 * 3600_000)).toBe("৩:০০:০০");
  });
});

describe("a sitting page's form read back", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, v);
    return data;
  };
  it("MCQ statements by field name (unmarked ones blank), an SBA letter, the blank SBA choice clears", () => {
    const data = form([
      ["a-7-0", "T"],
      ["a-7-3", "F"],
      ["a-7-4", "."],
      ["a-8", "C"],
      ["a-9", ""],
      ["page", "2"],
      ["a-0", "A"],
      ["a-10-5", "T"],
      ["a-11", "Z"],
    ]);
    expect(answersFromForm(data, 200)).toEqual([
      { question_id: 7, answer: "T..F." },
      { question_id: 8, answer: "C" },
      { question_id: 9, answer: "" },
      { question_id: 11, answer: "" },
    ]);
  });
  it("stops at the limit", () => {
    const data = form(Array.from({ length: 300 }, (_, i) => [`a-${i + 1}`, "A"] as [string, string]));
    expect(answersFromForm(data, 200)).toHaveLength(200);
  });
});
