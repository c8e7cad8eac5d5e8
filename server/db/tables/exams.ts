/**
 * The exam engine: papers (course schedule exams, master exams, on-spot quizzes, admin-assigned
 * exams) with their questions, one attempt per doctor and paper, and one answer row per attempt
 * and question.
 *
 * Marks are integer hundredths of a mark (2 marks = 200; an MCQ statement of a 2-mark question =
 * 40), so totals, negatives and averages never drift.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { at, serialId, partOf } from "../columns";
import { doctors } from "./accounts";
import { batches, scheduleSlots } from "./catalogue";
import { quizzes } from "./content";
import { referenceBookPages } from "./study";
import { questionTopics } from "./topics";

/** `practice`: a paper a doctor built for themself from questions whose review is open to them (decision 057). */
export const examKind = pgEnum("exam_kind", ["course", "master", "quiz", "admin", "practice"]);
/** `after_submit`: answers and explanations right after the doctor submits; `after_close`: once the window has closed. */
export const reviewPolicy = pgEnum("exam_review_policy", ["after_submit", "after_close"]);
export const questionType = pgEnum("exam_question_type", ["mcq", "sba"]);

export const exams = pgTable(
  "exams",
  {
    id: serialId(),
    kind: examKind("kind").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    /** The batch whose active enrolment gives the right to sit it (course and master exams). */
    batchId: integer("batch_id").references(() => batches.id, { onDelete: "cascade" }),
    /** The schedule slot (the spec's course "event") the exam belongs to. */
    slotId: integer("slot_id").references(() => scheduleSlots.id, { onDelete: "set null" }),
    /** An on-spot quiz's card on the home page and /quiz-list. */
    quizId: integer("quiz_id").references(() => quizzes.id, { onDelete: "cascade" }),
    instructionsHtml: text("instructions_html").notNull().default(""),
    opensAt: at("opens_at").notNull(),
    closesAt: at("closes_at").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    /** Answers arriving this long after the deadline are still taken (slow networks); the server clock decides. */
    graceSeconds: smallint("grace_seconds").notNull().default(30),
    reviewPolicy: reviewPolicy("review_policy").notNull().default("after_submit"),
    /** Whole-question marks; an MCQ's is split equally over its 5 statements. */
    mcqMark: integer("mcq_mark").notNull(),
    /** Taken per wrong MCQ statement. */
    mcqNegativeMark: integer("mcq_negative_mark").notNull().default(0),
    sbaMark: integer("sba_mark").notNull(),
    sbaNegativeMark: integer("sba_negative_mark").notNull().default(0),
    /** Question numbers (inclusive) that carry the negative mark; null = every question of the type. */
    mcqNegativeFrom: smallint("mcq_negative_from"),
    mcqNegativeTo: smallint("mcq_negative_to"),
    sbaNegativeFrom: smallint("sba_negative_from"),
    sbaNegativeTo: smallint("sba_negative_to"),
    /** A question's score may go below 0 only when the exam says so. */
    allowNegativeQuestionScore: boolean("allow_negative_question_score").notNull().default(false),
    passMark: integer("pass_mark").notNull(),
    /** A doctor who missed the window may sit it afterwards, scored but outside the merit positions. */
    allowsPending: boolean("allows_pending").notNull().default(true),
    /** Any registered doctor may sit it, within the monthly free quota (decision 056); never ranked. */
    isFree: boolean("is_free").notNull().default(false),
    /** A practice paper's doctor, the only one who may sit or see it; null for every other kind. */
    ownerDoctorId: integer("owner_doctor_id").references(() => doctors.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("exams_batch_idx").on(t.batchId),
    index("exams_slot_idx").on(t.slotId),
    uniqueIndex("exams_quiz_unique").on(t.quizId),
    index("exams_owner_idx").on(t.ownerDoctorId),
    check("exams_window", sql`${t.closesAt} > ${t.opensAt}`),
    check("exams_duration", sql`${t.durationSeconds} > 0 and ${t.graceSeconds} >= 0`),
    check("exams_mcq_split", sql`${t.mcqMark} >= 0 and ${t.mcqMark} % 5 = 0 and ${t.mcqNegativeMark} >= 0`),
    check("exams_sba_marks", sql`${t.sbaMark} >= 0 and ${t.sbaNegativeMark} >= 0`),
    check(
      "exams_rights",
      sql`(${t.kind} in ('course', 'master')) = (${t.batchId} is not null) and (${t.kind} = 'quiz') = (${t.quizId} is not null)`,
    ),
    // Compared as text: the migration that adds the enum value may not use it as a literal in its own transaction.
    check("exams_practice_owner", sql`(${t.kind}::text = 'practice') = (${t.ownerDoctorId} is not null)`),
  ],
);

export const examQuestions = pgTable(
  "exam_questions",
  {
    id: serialId(),
    examId: partOf("exam_id", () => exams.id),
    /** 1-based question number within the paper. */
    number: smallint("number").notNull(),
    type: questionType("type").notNull(),
    stemHtml: text("stem_html").notNull(),
    /** The five statements (MCQ) or options (SBA), A to E, as HTML. */
    options: jsonb("options").$type<string[]>().notNull(),
    /** MCQ: five of T/F (`TFTFF`); SBA: one letter A–E. Never leaves the API before review time. */
    correct: varchar("correct", { length: 5 }).notNull(),
    explanationHtml: text("explanation_html").notNull(),
    /** The printed textbook the explanation cites, and its page. */
    referenceBook: varchar("reference_book", { length: 200 }),
    referencePage: integer("reference_page"),
    /** A page of the academy's reference book (the study area's reader) the explanation links to. */
    referenceBookId: integer("reference_book_id"),
    referenceBookPage: smallint("reference_book_page"),
    /** What the question is about (subject and topic); the progress page and practice papers group by it. */
    topicId: integer("topic_id").references(() => questionTopics.id, { onDelete: "set null" }),
    /** A practice paper's question is a copy of this one (the exam's own question); mistakes and bookmarks name the original. */
    sourceQuestionId: integer("source_question_id"),
  },
  (t) => [
    uniqueIndex("exam_questions_exam_number_unique").on(t.examId, t.number),
    index("exam_questions_topic_idx").on(t.topicId),
    index("exam_questions_source_idx").on(t.sourceQuestionId),
    foreignKey({
      name: "exam_questions_source_fk",
      columns: [t.sourceQuestionId],
      foreignColumns: [t.id],
    }).onDelete("cascade"),
    // The link always lands on a page that exists; a removed page or book drops the link, not the question.
    foreignKey({
      name: "exam_questions_reference_page_fk",
      columns: [t.referenceBookId, t.referenceBookPage],
      foreignColumns: [referenceBookPages.bookId, referenceBookPages.pageNo],
    }).onDelete("set null"),
    check("exam_questions_reference", sql`(${t.referenceBookId} is null) = (${t.referenceBookPage} is null)`),
    check(
      "exam_questions_correct",
      sql`(${t.type} = 'mcq' and ${t.correct} ~ '^[TF]{5}$') or (${t.type} = 'sba' and ${t.correct} ~ '^[A-E]$')`,
    ),
    check("exam_questions_options", sql`jsonb_array_length(${t.options}) = 5`),
  ],
);

export const attemptSubmitter = pgEnum("exam_attempt_submitter", ["doctor", "server"]);

export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: serialId(),
    examId: partOf("exam_id", () => exams.id),
    doctorId: partOf("doctor_id", () => doctors.id),
    /** The batch the doctor sits with (batch position); null for quizzes and admin exams. */
    batchId: integer("batch_id").references(() => batches.id, { onDelete: "set null" }),
    /** Sat after the window closed: scored and reviewable, outside the merit positions. */
    isPending: boolean("is_pending").notNull().default(false),
    startedAt: at("started_at").notNull(),
    /** The earlier of start + duration and the window's close (start + duration for a pending exam). */
    deadlineAt: at("deadline_at").notNull(),
    submittedAt: at("submitted_at"),
    submittedBy: attemptSubmitter("submitted_by"),
    /** Set on submit, all in hundredths of a mark. */
    obtainedMark: integer("obtained_mark"),
    correctMark: integer("correct_mark"),
    negativeMark: integer("negative_mark"),
    correctCount: smallint("correct_count"),
    wrongCount: smallint("wrong_count"),
    blankCount: smallint("blank_count"),
  },
  (t) => [
    uniqueIndex("exam_attempts_exam_doctor_unique").on(t.examId, t.doctorId),
    // Merit positions count higher marks among submitted, non-pending attempts of one exam.
    index("exam_attempts_merit_idx")
      .on(t.examId, t.obtainedMark)
      .where(sql`${t.submittedAt} is not null and not ${t.isPending}`),
    // The sweep that submits abandoned attempts reads only open ones.
    index("exam_attempts_open_deadline_idx")
      .on(t.deadlineAt)
      .where(sql`${t.submittedAt} is null`),
    index("exam_attempts_doctor_idx").on(t.doctorId),
  ],
);

export const examAnswers = pgTable(
  "exam_answers",
  {
    attemptId: partOf("attempt_id", () => examAttempts.id),
    questionId: partOf("question_id", () => examQuestions.id),
    /** MCQ: five of T/F/`.` (`TF.FT`, `.` = blank); SBA: one letter A–E, or empty once cleared. */
    answer: varchar("answer", { length: 5 }).notNull(),
    /** When the doctor chose it, by the browser's clock: orders queued resends, decides nothing else. */
    clientAt: at("client_at").notNull(),
    savedAt: at("saved_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    check("exam_answers_shape", sql`${t.answer} ~ '^([TF.]{5}|[A-E]?)$'`),
  ],
);
