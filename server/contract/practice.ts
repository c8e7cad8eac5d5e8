/**
 * A doctor's own practice over the exam engine (issue 26): bookmarked questions and the "wrong and
 * skipped" list. Every endpoint is personal and paid content (423 off a verified device), like the
 * exam review it comes from. A question appears with its answer and explanation only when its
 * exam's review policy has opened them for this doctor (decision 009).
 */
import { z } from "zod";
import { isoDateTime, itemOf } from "./common";
import { endpoint, type Endpoint } from "./endpoint";
import { attemptSummary, examKind, paperQuestion } from "./exams";
import { PRACTICE_MESSAGES, PRACTICE_MINUTES, PRACTICE_QUESTIONS, PRACTICE_SOURCE_KEYS } from "./practice-rules";

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

/** Accuracy in hundredths of a percent (7000 = 70.00 %) over marking units (an MCQ statement, an SBA question). */
const accuracy = { units: count, accuracy_x100: z.number().int(), batch_accuracy_x100: z.number().int() };
export const topicAccuracy = z.object({ topic: questionTopic, ...accuracy });
export type TopicAccuracy = z.infer<typeof topicAccuracy>;
export const progressReport = itemOf(
  z.object({
    /** Over the doctor's last `papers_weighed` submitted papers; the batch is everyone who sat the same papers. */
    subjects: z.array(z.object({ subject: questionTopic.shape.subject, ...accuracy })),
    topics: z.array(topicAccuracy),
    /** The five topics with the lowest accuracy. */
    weakest: z.array(topicAccuracy),
    /** Oldest first, practice papers too. `position` is null for a pending attempt, a free exam or a practice paper (outside the merit list). */
    trend: z.array(
      z.object({
        exam_id: id,
        title: z.string(),
        submitted_at: isoDateTime,
        obtained_mark_x100: z.number().int(),
        full_mark_x100: z.number().int(),
        percent_x100: z.number().int(),
        position: z.number().int().positive().nullable(),
        participants: count,
      }),
    ),
    papers_weighed: count,
  }),
);
export type ProgressReport = z.infer<typeof progressReport>["data"];

/** A whole number within limits, from JSON or a form field; one Bengali message for every way to miss. */
const wholeWithin = (limits: { min: number; max: number }, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(limits.min, { error: message })
    .max(limits.max, { error: message });

/** What a doctor asks a practice paper to be (decision 057); 422 per field, Bengali messages from practice-rules. */
export const practicePaperInput = z
  .object({
    source: z.enum(PRACTICE_SOURCE_KEYS, { error: PRACTICE_MESSAGES.source }),
    topic_id: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.coerce
        .number({ error: PRACTICE_MESSAGES.topic })
        .int({ error: PRACTICE_MESSAGES.topic })
        .positive({ error: PRACTICE_MESSAGES.topic })
        .optional(),
    ),
    questions: wholeWithin(PRACTICE_QUESTIONS, PRACTICE_MESSAGES.questions),
    minutes: wholeWithin(PRACTICE_MINUTES, PRACTICE_MESSAGES.minutes),
  })
  .superRefine((input, ctx) => {
    if (input.source === "topic" && input.topic_id === undefined)
      ctx.addIssue({ code: "custom", path: ["topic_id"], message: PRACTICE_MESSAGES.topic });
  });
export type PracticePaperInput = z.infer<typeof practicePaperInput>;

/** A practice paper the doctor built, newest first, with their attempt (one per paper). */
export const practicePaperSummary = z.object({
  exam_id: id,
  title: z.string(),
  created_at: isoDateTime,
  question_count: count,
  duration_seconds: count,
  attempt: attemptSummary.nullable(),
  obtained_mark_x100: z.number().int().nullable(),
  full_mark_x100: z.number().int(),
});
export type PracticePaperSummary = z.infer<typeof practicePaperSummary>;

/** What the practice page offers: how many questions each source holds now, and the papers built before. */
export const practiceOverview = itemOf(
  z.object({
    sources: z.object({
      mistakes: count,
      bookmarks: count,
      topics: z.array(z.object({ topic: questionTopic, questions: count })),
    }),
    papers: z.array(practicePaperSummary),
  }),
);
export type PracticeOverview = z.infer<typeof practiceOverview>["data"];

export const practiceEndpoints = {
  /** The doctor's own marks and accuracy: login only (it shows no question or key). */
  progress: endpoint({ method: "GET", path: "/api/v3/doctor/progress", response: progressReport, personal: true }),
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
  practicePapers: endpoint({ method: "GET", path: "/api/v3/doctor/practice/papers", response: practiceOverview, personal: true }),
  /**
   * Builds a practice paper from the doctor's mistakes, bookmarks or a topic and starts it: 201 with
   * the attempt, sat through the exam door like any exam. 422 per field (bad numbers, an empty
   * source, more questions than the source holds).
   */
  buildPracticePaper: endpoint({
    method: "POST",
    path: "/api/v3/doctor/practice/papers",
    body: practicePaperInput,
    response: itemOf(attemptSummary),
    personal: true,
  }),
} satisfies Record<string, Endpoint>;
