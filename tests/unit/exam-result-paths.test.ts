import { describe, expect, it } from "vitest";
import { examEntryLinks } from "../../app/features/exams/paths";
import { EXAM_RESULT_PATHS, participatedVariant } from "../../app/features/exams/result-paths";

const attempt = (is_pending: boolean) => ({
  id: 9,
  submitted_at: "2026-11-20T10:00:00.000Z",
  is_pending,
  obtained_mark_x100: 700,
  passed: true,
});

describe("pages after submit", () => {
  it("a pending attempt goes to the pending page, a master exam to the master page, others to the plain one", () => {
    expect(participatedVariant({ kind: "course", attempt: attempt(false) })).toBe("exam");
    expect(participatedVariant({ kind: "master", attempt: attempt(false) })).toBe("master");
    expect(participatedVariant({ kind: "course", attempt: attempt(true) })).toBe("pending");
    expect(participatedVariant({ kind: "master", attempt: attempt(true) })).toBe("pending");
  });

  it("spells the spec's paths", () => {
    const event = { courseId: 4, scheduleId: 7, eventId: 31 };
    expect(EXAM_RESULT_PATHS.participated(event, "exam")).toBe("/my/courses/4/schedule/7/events/31/exam/participated");
    expect(EXAM_RESULT_PATHS.participated(event, "master")).toBe("/my/courses/4/schedule/7/events/31/exam/master-participated");
    expect(EXAM_RESULT_PATHS.participated(event, "pending")).toBe("/my/courses/4/schedule/7/events/31/exam/pending-participated");
    expect(EXAM_RESULT_PATHS.result(4, 31, { kind: "course" })).toBe("/my/courses/4/events/31/exam/result");
    expect(EXAM_RESULT_PATHS.result(4, 31, { kind: "master" })).toBe("/my/courses/4/events/31/master-exam/result");
    expect(EXAM_RESULT_PATHS.explanations(9)).toBe("/my/question-explanation-list?attempt=9");
  });
});

describe("pages before submit", () => {
  const batch = { course_id: 4, schedule: { id: 7, kind: "batch" as const }, batch_id: 2, event_id: 31 };
  const master = { course_id: 4, schedule: { id: 3, kind: "master" as const }, batch_id: 14, event_id: 31 };

  it("an exam not yet submitted leads to its status page, the master variant with the batch", () => {
    expect(examEntryLinks({ status: "open", can_start: true, course_event: batch }).map((l) => l.to)).toEqual([
      "/my/courses/4/schedule/7/events/31/exam-status",
    ]);
    expect(examEntryLinks({ status: "in_progress", can_start: false, course_event: master }).map((l) => l.to)).toEqual([
      "/my/courses/4/master-schedule/3/batch/14/events/31/exam-status",
    ]);
  });

  it("a missed exam that may still be sat also leads to its pending-exam page; one that may not, only to its status", () => {
    expect(examEntryLinks({ status: "missed", can_start: true, course_event: master }).map((l) => l.to)).toEqual([
      "/my/courses/4/master-schedule/3/batch/14/events/31/exam-status",
      "/my/courses/4/events/31/pending-exam-info",
    ]);
    expect(examEntryLinks({ status: "missed", can_start: false, course_event: batch })).toHaveLength(1);
  });
});
