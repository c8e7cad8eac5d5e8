/**
 * A doctor's own practice over the exam engine (issue 26): bookmarked questions and the "wrong and
 * skipped" list. Every endpoint is personal and paid content (423 off a verified device), like the
 * exam review it comes from. A question appears with its answer and explanation only when its
 * exam's review policy has opened them for this doctor (decision 009).
 */
import { z } from "zod";
import { isoDateTime, itemOf } from "./common";
import { endpoint, type Endpoint } from "./endpoint";
import { examKind, paperQuestion } from "./exams";

const id = z.number().int().positive();

export const questionTopic = z.object({
  id,
  name_bn: z.string(),
  name_en: z.string(),
  subject: z.object({ id, name_bn: z.string(), name_en: z.string() }),
});
export type QuestionTopic = z.infer<typeof questionTopic>;

/** How a question came out for the doctor: a mistake is anything but `right` (MCQ per statement). */
export const questionOutcome = z.enum(["right", "wrong", "partial", "blank"]);
export type QuestionOutcomeName = z.infer<typeof questionOutcome>;

/** A question of one of the doctor's submitted papers, as their study lists show it. */
export const studyQuestion = z.object({
  question: paperQuestion,
  /** Null for a question filed under no topic. */
  topic: questionTopic.nullable(),
  exam: z.object({ id, kind: examKind, title: z.string() }),
  attempt_id: id,
  bookmarked: z.boolean(),
  /** When the exam's review policy opens the answers; `review` is null until then. */
  review_available_at: isoDateTime,
  review: z
    .object({
      answer: z.string(),
      correct: z.string(),
      outcome: questionOutcome,
      explanation_html: z.string(),
      reference_book: z.string().nullable(),
      reference_page: z.number().int().nullable(),
    })
    .nullable(),
});
export type StudyQuestion = z.infer<typeof studyQuestion>;

export const bookmarkInput = z.object({ bookmarked: z.boolean() });
export const bookmarkState = itemOf(z.object({ question_id: id, bookmarked: z.boolean() }));
export const bookmarkList = itemOf(z.array(studyQuestion));

const count = z.number().int().nonnegative();
export const mistakesQuery = z.object({ topic_id: z.coerce.number().int().positive().optional() });
export const mistakeTopic = z.object({
  /** Null: the questions filed under no topic. */
  topic: questionTopic.nullable(),
  wrong: count,
  partial: count,
  blank: count,
});
export type MistakeTopic = z.infer<typeof mistakeTopic>;
export const mistakeList = itemOf(
  z.object({
    topics: z.array(mistakeTopic),
    /** The chosen topic's mistakes (or the most recent ones, without a topic), newest paper first. */
    questions: z.array(studyQuestion),
    /** How many mistakes the chosen topic (or all topics) holds; `questions` shows at most `shown_limit`. */
    total: count,
    shown_limit: count,
  }),
);

export const practiceEndpoints = {
  /** Mark or unmark a question of a paper the doctor has submitted; 404 for any other question, and for removing a bookmark that is not theirs. */
  setBookmark: endpoint({
    method: "POST",
    path: "/api/v3/doctor/questions/:id/bookmark",
    body: bookmarkInput,
    response: bookmarkState,
    personal: true,
  }),
  bookmarks: endpoint({ method: "GET", path: "/api/v3/doctor/bookmarks", response: bookmarkList, personal: true }),
  mistakes: endpoint({
    method: "GET",
    path: "/api/v3/doctor/practice/mistakes",
    query: mistakesQuery,
    response: mistakeList,
    personal: true,
  }),
} satisfies Record<string, Endpoint>;
