/**
 * The URLs of everything after submit (spec §2, logged-in list), built in one place. Isomorphic.
 * Course pages name the exam by its course (the doctor's enrolment), schedule and event (the slot
 * the exam hangs on); the question pages name the attempt, since admin-assigned exams have no course.
 */
import type { ExamListItem } from "@contract";

export type ParticipatedVariant = "exam" | "master" | "pending";
type CourseEvent = { courseId: number; scheduleId: number; eventId: number };

const attemptPage = (page: string) => (attemptId: number) => `/my/${page}?attempt=${attemptId}`;

export const EXAM_RESULT_PATHS = {
  adminExams: "/my/admin-exams",
  participated: ({ courseId, scheduleId, eventId }: CourseEvent, variant: ParticipatedVariant) =>
    `/my/courses/${courseId}/schedule/${scheduleId}/events/${eventId}/exam/${variant === "exam" ? "" : `${variant}-`}participated`,
  /** By the exam's own kind: a master exam may hang on a batch's timetable. */
  result: (courseId: number, eventId: number, exam: Pick<ExamListItem, "kind">) =>
    `/my/courses/${courseId}/events/${eventId}/${exam.kind === "master" ? "master-exam" : "exam"}/result`,
  /** The doctor's answers against the correct ones. */
  myAnswers: attemptPage("participated-questions-answer"),
  questions: attemptPage("question-list"),
  answerKey: attemptPage("question-answer-list"),
  explanations: attemptPage("question-explanation-list"),
} as const;

/** Which participated page an exam of the list belongs on: a pending attempt's, a master exam's, or the plain one. */
export const participatedVariant = (exam: Pick<ExamListItem, "kind" | "attempt">): ParticipatedVariant =>
  exam.attempt?.is_pending ? "pending" : exam.kind === "master" ? "master" : "exam";
