/**
 * Exams and on-spot quizzes: the paper, one attempt per doctor, saving answers, submitting,
 * results with merit positions, and the review of answers and explanations.
 *
 * Every mark is an integer number of hundredths of a mark (`*_x100`: 2 marks = 200), so nothing
 * drifts; percentages likewise (7000 = 70.00 %). Times are ISO instants from the server's clock,
 * which is the only clock that decides.
 *
 * Two doors to one engine: course, master and admin exams are paid content (bearer, verified
 * device → 423 otherwise, an active enrolment in the exam's batch); quizzes need only a login.
 * Attempt endpoints exist once per door (`exam…` and `quiz…`); each only finds attempts of its kind.
 * Another doctor's attempt is answered exactly like a missing one (404).
 */
import { z } from "zod";
import { clockTime, isoDate } from "./catalogue";
import { isoDateTime, itemOf } from "./common";
import { endpoint, type Endpoint } from "./endpoint";

const id = z.number().int().positive();
const mark = z.number().int();

/** `practice`: a doctor's own practice paper (decision 057), never ranked. */
export const examKind = z.enum(["course", "master", "quiz", "admin", "practice"]);
export const reviewPolicy = z.enum(["after_submit", "after_close"]);
export const questionType = z.enum(["mcq", "sba"]);
export type QuestionType = z.infer<typeof questionType>;

const numberRange = z.object({ from: z.number().int(), to: z.number().int() }).nullable();

export const examMarking = z.object({
  mcq_mark_x100: mark,
  mcq_negative_mark_x100: mark,
  sba_mark_x100: mark,
  sba_negative_mark_x100: mark,
  mcq_negative_range: numberRange,
  sba_negative_range: numberRange,
  allow_negative_question_score: z.boolean(),
  pass_mark_x100: mark,
  full_mark_x100: mark,
});

export const examSummary = z.object({
  id,
  kind: examKind,
  /** Whether its marks place a doctor on a merit list: free exams and practice papers never do (decisions 056, 057). */
  ranked: z.boolean(),
  title: z.string(),
  instructions_html: z.string(),
  opens_at: isoDateTime,
  closes_at: isoDateTime,
  duration_seconds: z.number().int().positive(),
  grace_seconds: z.number().int().min(0),
  review_policy: reviewPolicy,
  marking: examMarking,
  question_counts: z.object({ mcq: z.number().int(), sba: z.number().int(), total: z.number().int() }),
  quiz_key: z.string().nullable(),
  allows_pending: z.boolean(),
});
export type ExamSummary = z.infer<typeof examSummary>;

export const attemptSummary = z.object({
  id,
  exam_id: id,
  started_at: isoDateTime,
  /** The earlier of start + duration and the window's close. */
  deadline_at: isoDateTime,
  /** deadline_at + the grace period: the last instant an answer is taken. */
  answers_close_at: isoDateTime,
  submitted_at: isoDateTime.nullable(),
  submitted_by: z.enum(["doctor", "server"]).nullable(),
  /** Sat after the window closed: scored, outside the merit positions. */
  is_pending: z.boolean(),
});
export type AttemptSummary = z.infer<typeof attemptSummary>;

/**
 * not_open: before the window; open: can start; in_progress: started, not submitted; submitted;
 * missed: the window closed without an attempt (`can_start` says whether a pending attempt is allowed).
 */
export const examStatus = z.enum(["not_open", "open", "in_progress", "submitted", "missed"]);
export type ExamStatus = z.infer<typeof examStatus>;

/** A doctor's free exams this Dhaka month (decision 056): started so far, the monthly limit, when it renews. */
export const freeQuota = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  renews_at: isoDateTime,
});
export type FreeQuota = z.infer<typeof freeQuota>;

const examInfoData = z.object({
  exam: examSummary,
  status: examStatus,
  /** False past the free quota too (a free exam not yet started). */
  can_start: z.boolean(),
  attempt: attemptSummary.nullable(),
  /** A free exam's quota; null for every other exam. */
  free_quota: freeQuota.nullable(),
  server_time: isoDateTime,
});
export const examInfo = itemOf(examInfoData);
export type ExamInfo = z.infer<typeof examInfo>["data"];

/**
 * Where a course exam sits in the doctor's own course: the ids its portal pages are addressed by
 * (`/my/courses/{course_id}/schedule/{schedule.id}/events/{event_id}/…`, or the master variant with `batch_id`).
 */
export const courseEventRef = z.object({
  /** The enrolment (doctor_course_id). */
  course_id: id,
  schedule: z.object({ id, kind: z.enum(["batch", "master"]) }),
  /** The enrolment's batch (as in the timetable's URL). */
  batch_id: id,
  event_id: id,
});
export type CourseEventRef = z.infer<typeof courseEventRef>;

/** A course event's exam, seen from the doctor's course: examInfo plus the event it belongs to. */
export const courseExamInfo = itemOf(
  examInfoData.extend({
    course_event: courseEventRef,
    event: z.object({ topic: z.string(), date: isoDate, start_time: clockTime }),
  }),
);
export type CourseExamInfo = z.infer<typeof courseExamInfo>["data"];

/** A saved answer with the browser time it was chosen at, so a device merging its offline queue keeps the newer one. */
export const attemptAnswer = z.object({ question_id: id, answer: z.string().max(5), client_at: isoDateTime });

/** A paper version: hex digits of a hash of the questions' content. */
const PAPER_VERSION = /^[0-9a-f]{16}$/;
/** The paper versions a caller holds (comma-separated, a few at most), for `attemptPaper`. */
export const paperQuery = z.object({
  known_papers: z
    .string()
    .max(16 * 17)
    .refine((v) => v.split(",").every((p) => PAPER_VERSION.test(p)))
    .optional(),
});

export const paperQuestion = z.object({
  id,
  number: z.number().int().positive(),
  type: questionType,
  stem_html: z.string(),
  options: z.array(z.string()).length(5),
});
export type PaperQuestion = z.infer<typeof paperQuestion>;

/**
 * The paper of an attempt: never the correct answers. The questions are the same for every doctor
 * sitting the exam, so they carry a version (a hash of their content): a caller that already holds
 * that version names it in `known_papers` and gets `questions: null`, only the doctor's own part.
 */
export const attemptPaper = itemOf(
  z.object({
    exam: examSummary,
    attempt: attemptSummary,
    server_time: isoDateTime,
    paper_version: z.string().regex(PAPER_VERSION),
    questions: z.array(paperQuestion).nullable(),
    answers: z.array(attemptAnswer),
    /** The course event a course exam belongs to, for this doctor; null for quizzes and exams outside a timetable. */
    course_event: courseEventRef.nullable(),
  }),
);
export type AttemptPaper = z.infer<typeof attemptPaper>["data"];

export const MAX_ANSWERS_PER_SAVE = 200;

/**
 * A batch of answers, e.g. an offline queue. `client_at` only orders changes of one question, and
 * only when it lies between the attempt's start and the save's arrival; any other time is a wrong
 * clock, and the change counts as sent when it arrived (decision 095).
 */
export const saveAnswersInput = z.object({
  answers: z
    .array(
      z.object({
        question_id: z.number().int().positive().max(2_147_483_647),
        answer: z.string().max(5),
        client_at: isoDateTime,
      }),
    )
    .min(1)
    .max(MAX_ANSWERS_PER_SAVE),
});
export type SaveAnswersInput = z.infer<typeof saveAnswersInput>;

export const savedAnswers = z.object({
  message: z.string(),
  data: z.object({
    /** The questions whose change this batch stored; any other was older than the answer already stored. */
    saved: z.array(id),
    answers_close_at: isoDateTime,
    server_time: isoDateTime,
  }),
});

export const submittedAttempt = z.object({ message: z.string(), data: attemptSummary });

const count = z.number().int().min(0);
const tally = {
  obtained_mark_x100: mark,
  correct_mark_x100: mark,
  negative_mark_x100: mark,
  correct_count: z.number().int(),
  wrong_count: z.number().int(),
  blank_count: z.number().int(),
};

export const attemptResult = itemOf(
  z.object({
    exam: examSummary,
    attempt: attemptSummary,
    ...tally,
    /** The counts above are per marking unit (an MCQ statement, an SBA question); these count questions and statements apart. */
    answer_counts: z.object({
      /** right: every part right; partial: an MCQ partly right (some statements right, the rest wrong or blank); wrong: nothing given right; blank: nothing given. */
      questions: z.object({ right: count, wrong: count, partial: count, blank: count }),
      mcq_statements: z.object({ right: count, wrong: count, blank: count }),
    }),
    /** What the negative marks came to before a question's floor (decision 032); negative_mark_x100 is what was deducted. */
    penalty_before_floor_x100: mark,
    percent_x100: z.number().int(),
    passed: z.boolean(),
    /** Competition ranking among submitted live attempts; null for a pending attempt and on a paper never ranked (`exam.ranked`). */
    position: z.number().int().positive().nullable(),
    participants: z.number().int().min(0),
    batch_position: z.number().int().positive().nullable(),
    batch_participants: z.number().int().min(0),
    /** Over the merit list's attempts; null on a practice paper, which only its owner sits. */
    highest_mark_x100: mark.nullable(),
    average_mark_x100: mark.nullable(),
    review_available: z.boolean(),
    review_available_at: isoDateTime,
  }),
);
export type AttemptResult = z.infer<typeof attemptResult>["data"];

export const reviewedQuestion = paperQuestion.extend({
  correct: z.string(),
  answer: z.string(),
  obtained_mark_x100: mark,
  explanation_html: z.string(),
  /** Whether the doctor has bookmarked it (issue 26: `/my/bookmarks`). */
  bookmarked: z.boolean(),
  /** The printed textbook the explanation cites, and its page. */
  reference_book: z.string().nullable(),
  reference_page: z.number().int().nullable(),
  /**
   * A page of the academy's reference book on the subject. The reader keeps its own rights (decision
   * 021): `readable` says whether this doctor may open it; otherwise the page cites it by title only.
   */
  reference_book_page: z
    .object({ book_id: id, page_no: z.number().int().positive(), title: z.string(), readable: z.boolean() })
    .nullable(),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestion>;

export const attemptReview = itemOf(
  z.object({ exam: examSummary, attempt: attemptSummary, questions: z.array(reviewedQuestion) }),
);

export const leaderboard = itemOf(
  z.object({
    exam: examSummary,
    entries: z.array(
      z.object({ position: z.number().int().positive(), name: z.string(), obtained_mark_x100: mark, is_me: z.boolean() }),
    ),
    me: z.object({ position: z.number().int().positive().nullable(), obtained_mark_x100: mark }).nullable(),
    participants: z.number().int().min(0),
  }),
);

const attemptEndpoints = <P extends string>(prefix: P) => ({
  paper: endpoint({ method: "GET", path: `${prefix}/:id`, response: attemptPaper, query: paperQuery, personal: true }),
  save: endpoint({
    method: "POST",
    path: `${prefix}/:id/answers`,
    response: savedAnswers,
    body: saveAnswersInput,
    personal: true,
  }),
  submit: endpoint({ method: "POST", path: `${prefix}/:id/submit`, response: submittedAttempt, personal: true }),
  result: endpoint({ method: "GET", path: `${prefix}/:id/result`, response: attemptResult, personal: true }),
  review: endpoint({ method: "GET", path: `${prefix}/:id/review`, response: attemptReview, personal: true }),
});
const examAttempt = attemptEndpoints("/api/v3/exam-attempts");
const quizAttempt = attemptEndpoints("/api/v3/quiz-attempts");

export const examEndpoints = {
  examInfo: endpoint({ method: "GET", path: "/api/v3/exams/:id", response: examInfo, personal: true }),
  startExam: endpoint({ method: "POST", path: "/api/v3/exams/:id/start", response: itemOf(attemptSummary), personal: true }),
  /** The exam of one event of the doctor's course: 404 unless the event is in their timetable and has an exam; 403 unless active. */
  courseExamInfo: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/courses/:id/events/:eventId/exam",
    response: courseExamInfo,
    personal: true,
  }),
  examPaper: examAttempt.paper,
  examSaveAnswers: examAttempt.save,
  examSubmit: examAttempt.submit,
  examResult: examAttempt.result,
  examReview: examAttempt.review,
  quizInfo: endpoint({ method: "GET", path: "/api/v3/quizzes/:key", response: examInfo, personal: true }),
  startQuiz: endpoint({ method: "POST", path: "/api/v3/quizzes/:key/start", response: itemOf(attemptSummary), personal: true }),
  quizLeaderboard: endpoint({ method: "GET", path: "/api/v3/quizzes/:key/leaderboard", response: leaderboard, personal: true }),
  quizPaper: quizAttempt.paper,
  quizSaveAnswers: quizAttempt.save,
  quizSubmit: quizAttempt.submit,
  quizResult: quizAttempt.result,
  quizReview: quizAttempt.review,
} satisfies Record<string, Endpoint>;
