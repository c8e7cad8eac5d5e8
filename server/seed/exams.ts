/**
 * Seeded exams: an FCPS Part 1-shaped paper (75 MCQ + 75 SBA, 2 marks each, pass 210/300) and a
 * 10-question exam for quick sittings, both for the demo doctor's active batch; and one on-spot
 * quiz behind every quiz card. The demo doctor has finished the cardiology quiz.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { recordTopicScores } from "../exams/attempts";
import { markPaper, topicScores } from "../exams/marking";
import { markingScheme } from "../exams/papers";
import { attemptDeadline } from "../exams/timing";
import { mcqPool, sbaPool } from "./data/exam-questions";
import { referenceBookSeed } from "./data/study";
import { quizzes as quizSeeds } from "./data/quizzes";
import { subjectSeeds, topicSeeds } from "./data/topics";
import { seedExamResults } from "./exam-results";
import { seedSittingExams } from "./exam-sittings";

const DAY_MS = 24 * 60 * 60 * 1000;
const LETTERS = "ABCDE";
/** The batch the demo doctor is actively enrolled in (server/seed/data/catalogue.ts). */
export const EXAM_BATCH_SLUG = "fcps-mock-online";
export const SHORT_EXAM_TITLE = "সাপ্তাহিক মক টেস্ট — ১০ প্রশ্ন";
export const FCPS_EXAM_TITLE = "এফসিপিএস পার্ট-১ পূর্ণাঙ্গ মডেল টেস্ট (১৫০ প্রশ্ন)";
/** The academy's exam still open to every doctor with an active course (its own page: /my/admin-exams/{id}). */
export const OPEN_ADMIN_EXAM_TITLE = "একাডেমি মূল্যায়ন পরীক্ষা — ফার্মাকোলজি";

/** Free practice exams any registered doctor may sit, three a month (decision 056; /my/free-exams). */
export const FREE_EXAM_TITLES = [
  "বিনামূল্যে এফসিপিএস অনুশীলন — অ্যানাটমি ও ফিজিওলজি",
  "বিনামূল্যে এফসিপিএস অনুশীলন — ফার্মাকোলজি",
  "বিনামূল্যে এফসিপিএস অনুশীলন — প্যাথলজি ও ইমিউনোলজি",
  "বিনামূল্যে এফসিপিএস অনুশীলন — মিশ্র প্রশ্ন",
] as const;

const rotate = <T>(items: readonly T[], by: number) => items.map((_, i) => items[(i + by) % items.length]!);

type QuestionSeed = Omit<typeof schema.examQuestions.$inferInsert, "examId">;

/** The link to the academy's reference book, where the pool entry has a page in it and the paper links the book. */
const bookLink = (bookPage: number | undefined, bookId: number | null) =>
  bookPage === undefined || bookId === null
    ? { referenceBookId: null, referenceBookPage: null }
    : { referenceBookId: bookId, referenceBookPage: bookPage };

/** What a question takes from its pool entry whatever its type: the explanation, its references and its topic. */
const fromPool = (q: (typeof mcqPool)[number] | (typeof sbaPool)[number], bookId: number | null) => ({
  explanationHtml: q.explanation,
  referenceBook: q.book,
  referencePage: q.page,
  topicId: topicSeeds[q.topic].id,
  ...bookLink(q.bookPage, bookId),
});

/** Question `number` of a paper: the pool entry it comes from, rotated so each pass over the pool has new keys. */
function mcqQuestion(number: number, index: number, bookId: number | null): QuestionSeed {
  const q = mcqPool[index % mcqPool.length]!;
  const by = Math.floor(index / mcqPool.length) % 5;
  return {
    number,
    type: "mcq",
    stemHtml: q.stem,
    options: rotate(q.statements, by),
    correct: rotate([...q.key], by).join(""),
    ...fromPool(q, bookId),
  };
}

function sbaQuestion(number: number, index: number, bookId: number | null): QuestionSeed {
  const q = sbaPool[index % sbaPool.length]!;
  const by = Math.floor(index / sbaPool.length) % 5;
  return {
    number,
    type: "sba",
    stemHtml: q.stem,
    options: rotate(q.options, by),
    correct: LETTERS[(LETTERS.indexOf(q.key) - by + 5) % 5]!,
    ...fromPool(q, bookId),
  };
}

/**
 * `mcq` MCQs numbered first, then `sba` SBAs; `offset` varies which pool entries open the paper.
 * With `referenceBookId` (the seeded reference book) explanations link to its pages where the pool has one.
 */
export function paperQuestions(mcq: number, sba: number, offset = 0, referenceBookId: number | null = null): QuestionSeed[] {
  return [
    ...Array.from({ length: mcq }, (_, i) => mcqQuestion(i + 1, i + offset, referenceBookId)),
    ...Array.from({ length: sba }, (_, i) => sbaQuestion(mcq + i + 1, i + offset, referenceBookId)),
  ];
}

/** The study area's seeded reference book (seeded before the exams), whose pages explanations link to. */
export async function seededReferenceBook(db: Db): Promise<number | null> {
  const [book] = await db
    .select({ id: schema.referenceBooks.id })
    .from(schema.referenceBooks)
    .where(eq(schema.referenceBooks.title, referenceBookSeed.title));
  return book?.id ?? null;
}

export async function insertExam(db: Db, exam: typeof schema.exams.$inferInsert, questions: QuestionSeed[]) {
  const [row] = await db.insert(schema.exams).values(exam).returning();
  const inserted = await db
    .insert(schema.examQuestions)
    .values(questions.map((q) => ({ ...q, examId: row!.id })))
    .returning();
  return { exam: row!, questions: inserted };
}

/** Marks in hundredths: the weekly paper's 1 mark a question, 0.25 off for each wrong answer. */
export const WEEKLY_MARKS = { mcqMark: 100, mcqNegativeMark: 25, sbaMark: 100, sbaNegativeMark: 25 } as const;
/** FCPS Part 1 since 2024: 2 marks a question, nothing off. */
const FCPS_MARKS = { mcqMark: 200, sbaMark: 200 } as const;

type ExamSeed = Omit<typeof schema.exams.$inferInsert, "instructionsHtml" | "opensAt" | "closesAt">;

/** An exam under the house rules, open from `openedDaysAgo` before `now` until `closesInDays` after it (negative: already closed). */
export const examRow = (
  now: Date,
  { openedDaysAgo, closesInDays }: { openedDaysAgo: number; closesInDays: number },
  exam: ExamSeed,
): typeof schema.exams.$inferInsert => ({
  ...exam,
  instructionsHtml: RULES,
  opensAt: new Date(now.getTime() - openedDaysAgo * DAY_MS),
  closesAt: new Date(now.getTime() + closesInDays * DAY_MS),
});

export const RULES =
  "<ul><li>প্রতিটি প্রশ্নে পাঁচটি বিবৃতি/অপশন (A–E)।</li><li>MCQ: প্রতিটি বিবৃতির জন্য সত্য (T) বা মিথ্যা (F) বেছে নিন; না জানলে ফাঁকা রাখুন।</li><li>SBA: সবচেয়ে সঠিক একটি উত্তর বেছে নিন।</li><li>সময় শেষ হলে উত্তরপত্র নিজে থেকেই জমা হয়ে যাবে।</li></ul>";

async function seedCourseExams(db: Db, now: Date, bookId: number | null): Promise<void> {
  const [batch] = await db.select().from(schema.batches).where(eq(schema.batches.slug, EXAM_BATCH_SLUG));
  if (!batch) throw new Error(`exam seed: batch ${EXAM_BATCH_SLUG} not found`);
  const slots = await db
    .select({ id: schema.scheduleSlots.id })
    .from(schema.scheduleSlots)
    .innerJoin(schema.batchSchedules, eq(schema.batchSchedules.id, schema.scheduleSlots.scheduleId))
    .where(and(eq(schema.batchSchedules.batchId, batch.id), eq(schema.scheduleSlots.kind, "exam")))
    .orderBy(asc(schema.scheduleSlots.date));
  await insertExam(
    db,
    examRow(
      now,
      { openedDaysAgo: 1, closesInDays: 60 },
      {
        kind: "course",
        title: SHORT_EXAM_TITLE,
        batchId: batch.id,
        slotId: slots[0]?.id ?? null,
        durationSeconds: 15 * 60,
        reviewPolicy: "after_submit",
        ...WEEKLY_MARKS,
        passMark: 500,
      },
    ),
    paperQuestions(5, 5, 0, bookId),
  );
  // FCPS Part 1: 150 questions, pass 210 of 300.
  await insertExam(
    db,
    examRow(
      now,
      { openedDaysAgo: 1, closesInDays: 30 },
      {
        kind: "course",
        title: FCPS_EXAM_TITLE,
        batchId: batch.id,
        slotId: slots[1]?.id ?? null,
        durationSeconds: 3 * 60 * 60,
        reviewPolicy: "after_close",
        ...FCPS_MARKS,
        passMark: 21_000,
      },
    ),
    paperQuestions(75, 75, 3, bookId),
  );
}

async function seedOpenAdminExam(db: Db, now: Date, bookId: number | null): Promise<void> {
  await insertExam(
    db,
    examRow(
      now,
      { openedDaysAgo: 1, closesInDays: 60 },
      {
        kind: "admin",
        title: OPEN_ADMIN_EXAM_TITLE,
        batchId: null,
        slotId: null,
        durationSeconds: 20 * 60,
        reviewPolicy: "after_submit",
        ...WEEKLY_MARKS,
        passMark: 500,
      },
    ),
    paperQuestions(5, 5, 11, bookId),
  );
}

/** FCPS-shaped 10-question practice papers (2 marks each, no negative marking), open for months. */
async function seedFreeExams(db: Db, now: Date, bookId: number | null): Promise<void> {
  for (const [i, title] of FREE_EXAM_TITLES.entries()) {
    await insertExam(
      db,
      examRow(
        now,
        { openedDaysAgo: 1, closesInDays: 180 },
        {
          kind: "admin",
          isFree: true,
          title,
          batchId: null,
          slotId: null,
          durationSeconds: 15 * 60,
          reviewPolicy: "after_submit",
          ...FCPS_MARKS,
          passMark: 1_400,
        },
      ),
      paperQuestions(5, 5, 20 + 5 * i, bookId),
    );
  }
}

/** One quiz behind each card: 5 MCQ + 5 SBA whose marks add up to the card's full mark. */
async function seedQuizzes(db: Db, now: Date, demoDoctorId: number): Promise<void> {
  const cards = await db.select().from(schema.quizzes);
  for (const [i, seed] of quizSeeds.entries()) {
    const card = cards.find((c) => c.key === seed.key)!;
    const questionMark = (seed.fullMark * 100) / 10;
    const { exam, questions } = await insertExam(
      db,
      examRow(
        now,
        { openedDaysAgo: 14, closesInDays: 60 },
        {
          kind: "quiz",
          title: seed.title,
          quizId: card.id,
          durationSeconds: seed.durationSeconds,
          reviewPolicy: "after_submit",
          mcqMark: questionMark,
          sbaMark: questionMark,
          passMark: questionMark * 6,
          allowsPending: false,
        },
      ),
      paperQuestions(5, 5, i * 2),
    );
    if (seed.key === DEMO_FINISHED_QUIZ)
      await seedDemoQuizAttempt(db, exam, questions, demoDoctorId, new Date(now.getTime() - 3 * DAY_MS), true);
    if (seed.key === DEMO_OPEN_QUIZ) await seedDemoQuizAttempt(db, exam, questions.slice(0, 2), demoDoctorId, now, false);
  }
}

/** The demo doctor sat this quiz three days ago, and has just started the open one. */
export const DEMO_FINISHED_QUIZ = "cardiology-weekly";
export const DEMO_OPEN_QUIZ = "anatomy-basics";

/** Answers to `questions`: every SBA right, each MCQ with its last statement wrong. */
async function seedDemoQuizAttempt(
  db: Db,
  exam: typeof schema.exams.$inferSelect,
  questions: (typeof schema.examQuestions.$inferSelect)[],
  doctorId: number,
  startedAt: Date,
  submitted: boolean,
) {
  const answers = new Map(
    questions.map((q) => [q.id, q.type === "sba" ? q.correct : q.correct.slice(0, 4) + (q.correct[4] === "T" ? "F" : "T")]),
  );
  const scheme = markingScheme(exam);
  const [attempt] = await db
    .insert(schema.examAttempts)
    .values({
      examId: exam.id,
      doctorId,
      startedAt,
      deadlineAt: attemptDeadline(exam, startedAt, false),
      ...(submitted
        ? {
            submittedAt: new Date(startedAt.getTime() + 9 * 60_000),
            submittedBy: "doctor" as const,
            ...markPaper(scheme, questions, answers),
          }
        : {}),
    })
    .returning();
  await db.insert(schema.examAnswers).values(
    [...answers].map(([questionId, answer]) => ({
      attemptId: attempt!.id,
      questionId,
      answer,
      clientAt: startedAt,
      savedAt: startedAt,
    })),
  );
  if (submitted)
    await recordTopicScores(db, [{ attemptId: attempt!.id, examId: exam.id, scores: topicScores(scheme, questions, answers) }]);
}

/** The subjects and topics every seeded question is filed under (fixed ids; the seed moves the sequences on). */
async function seedTopics(db: Db): Promise<void> {
  await db.insert(schema.questionSubjects).values([...subjectSeeds]);
  await db.insert(schema.questionTopics).values(Object.values(topicSeeds));
}

export async function seedExams(db: Db, now: Date, demoDoctorId: number): Promise<void> {
  await seedTopics(db);
  const bookId = await seededReferenceBook(db);
  await seedCourseExams(db, now, bookId);
  await seedOpenAdminExam(db, now, bookId);
  await seedFreeExams(db, now, bookId);
  await seedSittingExams(db, now, bookId);
  await seedQuizzes(db, now, demoDoctorId);
  await seedExamResults(db, now, demoDoctorId, bookId);
}
