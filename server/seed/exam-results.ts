/**
 * Exams the demo doctor has already sat, with a merit list around them: seven more doctors sat the
 * same papers, one of them with exactly the demo doctor's mark, so positions share a place (1, 2,
 * 2, 4). On the demo doctor's two active courses:
 * - a closed weekly test, answers open right after submit;
 * - a test still open whose answers open when its window closes (the demo doctor has submitted,
 *   so answers are hidden for now);
 * - a closed test the demo doctor missed and sat later as a pending exam (outside the merit list);
 * - a master exam of the residency course, whose sitters come from two batches (batch position);
 * and an admin-assigned exam for every doctor with an active course.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { recordTopicScores } from "../exams/attempts";
import { markPaper, topicScores } from "../exams/marking";
import { markingScheme } from "../exams/papers";
import { attemptDeadline } from "../exams/timing";
import { EXAM_BATCH_SLUG, insertExam, paperQuestions } from "./exams";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const RIVAL_FIRST_ID = 101;
export const RESIDENCY_BATCH_SLUG = "residency-online-regular";

export const PAST_EXAM_TITLE = "সাপ্তাহিক মক টেস্ট ৩ — কার্ডিওভাসকুলার ফিজিওলজি";
export const HIDDEN_REVIEW_EXAM_TITLE = "সাপ্তাহিক মক টেস্ট ৫ — রেনাল ফিজিওলজি";
export const PENDING_EXAM_TITLE = "সাপ্তাহিক মক টেস্ট ৪ — এন্ডোক্রাইনোলজি";
export const MASTER_EXAM_TITLE = "রেসিডেন্সি গ্র্যান্ড মাস্টার মক — পর্ব ১";
export const ADMIN_EXAM_TITLE = "একাডেমি মূল্যায়ন পরীক্ষা — বেসিক সায়েন্স";

/** The other sitters; each answers `skill` questions right (in order), the rest as `miss` says. */
const rivals = [
  { name: "ডা. সাদিয়া ইসলাম", skill: 9, miss: "wrong" },
  { name: "ডা. মাহমুদুল হাসান", skill: 7, miss: "blank" },
  { name: "ডা. ফারজানা আক্তার", skill: 6, miss: "blank" },
  { name: "ডা. রাকিবুল করিম", skill: 6, miss: "wrong" },
  { name: "ডা. নুসরাত জাহান", skill: 5, miss: "blank" },
  { name: "ডা. তানভীর আহমেদ", skill: 4, miss: "wrong" },
  { name: "ডা. শারমিন সুলতানা", skill: 3, miss: "blank" },
] as const;
/** The demo doctor answers like rival 2 (7 right, the rest blank): a shared second place. */
const DEMO_SKILL = { skill: 7, miss: "blank" } as const;

type ExamRow = typeof schema.exams.$inferSelect;
type QuestionRow = typeof schema.examQuestions.$inferSelect;
type Sitting = { skill: number; miss: "wrong" | "blank" };

const wrongOf = (q: QuestionRow) =>
  q.type === "sba" ? "ABCDE"[("ABCDE".indexOf(q.correct) + 1) % 5]! : [...q.correct].map((c) => (c === "T" ? "F" : "T")).join("");

/** Answers: the first `skill` questions right; the rest wrong or left out (blank). */
function answersOf(questions: QuestionRow[], { skill, miss }: Sitting): Map<number, string> {
  return new Map(
    questions.flatMap((q, i): [number, string][] =>
      i < skill ? [[q.id, q.correct]] : miss === "wrong" ? [[q.id, wrongOf(q)]] : [],
    ),
  );
}

type Sitter = { doctorId: number; batchId: number | null; startedAt: Date; isPending?: boolean } & Sitting;

/** Every sitter's submitted attempt and answers: two inserts per exam, whatever the number of sitters. */
async function sitAll(db: Db, exam: ExamRow, questions: QuestionRow[], sitters: Sitter[]): Promise<void> {
  const scheme = markingScheme(exam);
  const sheets = sitters.map((sitter) => {
    const answers = answersOf(questions, sitter);
    const isPending = sitter.isPending ?? false;
    const deadlineAt = attemptDeadline(exam, sitter.startedAt, isPending);
    const submittedAt = new Date(Math.min(sitter.startedAt.getTime() + 40 * 60_000, deadlineAt.getTime()));
    const attempt = {
      examId: exam.id,
      doctorId: sitter.doctorId,
      batchId: sitter.batchId,
      isPending,
      startedAt: sitter.startedAt,
      deadlineAt,
      submittedAt,
      submittedBy: "doctor" as const,
      ...markPaper(scheme, questions, answers),
    };
    return { attempt, answers, startedAt: sitter.startedAt };
  });
  const attempts = await db
    .insert(schema.examAttempts)
    .values(sheets.map((s) => s.attempt))
    .returning({ id: schema.examAttempts.id, doctorId: schema.examAttempts.doctorId });
  const attemptIdOf = new Map(attempts.map((a) => [a.doctorId, a.id]));
  const answerRows = sheets.flatMap((sheet) =>
    [...sheet.answers].map(([questionId, answer]) => ({
      attemptId: attemptIdOf.get(sheet.attempt.doctorId)!,
      questionId,
      answer,
      clientAt: sheet.startedAt,
      savedAt: sheet.startedAt,
    })),
  );
  if (answerRows.length > 0) await db.insert(schema.examAnswers).values(answerRows);
  await recordTopicScores(
    db,
    sheets.map((sheet) => ({
      attemptId: attemptIdOf.get(sheet.attempt.doctorId)!,
      examId: exam.id,
      scores: topicScores(scheme, questions, sheet.answers),
    })),
  );
}

async function seedRivals(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .insert(schema.doctors)
    .values(
      // Explicit ids, as the demo doctor's: the seed moves the id sequences past them at the end.
      rivals.map((r, i) => ({
        id: RIVAL_FIRST_ID + i,
        name: r.name,
        phone: `017100000${String(i + 11)}`,
        bmdc: `A-8${String(i + 1).padStart(4, "0")}`,
        email: `doctor${i + 2}@sopan-pg.example`,
        phoneVerifiedAt: new Date(now.getTime() - 30 * DAY_MS),
        createdAt: new Date(now.getTime() - 30 * DAY_MS),
      })),
    )
    .returning({ id: schema.doctors.id });
  return rows.map((r) => r.id);
}

/** The exam slots of the batch's first schedule, in date order: the course "events" exams hang on. */
async function examSlots(db: Db, batchId: number): Promise<number[]> {
  const [schedule] = await db
    .select({ id: schema.batchSchedules.id })
    .from(schema.batchSchedules)
    .where(eq(schema.batchSchedules.batchId, batchId))
    .orderBy(asc(schema.batchSchedules.position), asc(schema.batchSchedules.id))
    .limit(1);
  const slots = await db
    .select({ id: schema.scheduleSlots.id })
    .from(schema.scheduleSlots)
    .where(and(eq(schema.scheduleSlots.scheduleId, schedule!.id), eq(schema.scheduleSlots.kind, "exam")))
    .orderBy(asc(schema.scheduleSlots.date), asc(schema.scheduleSlots.id));
  return slots.map((s) => s.id);
}

const batchIdOf = async (db: Db, slug: string) =>
  (await db.select({ id: schema.batches.id }).from(schema.batches).where(eq(schema.batches.slug, slug)))[0]!.id;

/**
 * The academy's note above the paper's generated rules: it says the rule the marking applies (the
 * weekly marks under the per-question floor, decision 032) and no more (tests/server/seed-marking-claims.test.ts).
 */
const RULES =
  "<p>১০টি প্রশ্ন (৫টি MCQ ও ৫টি SBA), প্রতিটিতে ১ নম্বর।</p>" +
  "<p>MCQ-এর ভুল বিবৃতিতে নম্বর কাটা যায়, তবে কোনো প্রশ্নে সেই প্রশ্নের সঠিক বিবৃতিগুলোর নম্বরের বেশি নয়। SBA-তে ভুল উত্তরে নম্বর কাটা যায় না।</p>";
const weeklyMarking = {
  instructionsHtml: RULES,
  durationSeconds: 20 * 60,
  mcqMark: 100,
  mcqNegativeMark: 25,
  sbaMark: 100,
  sbaNegativeMark: 25,
  passMark: 500,
};

export async function seedExamResults(db: Db, now: Date, demoDoctorId: number, bookId: number | null): Promise<void> {
  const rivalIds = await seedRivals(db, now);
  const mockBatch = await batchIdOf(db, EXAM_BATCH_SLUG);
  const residencyBatch = await batchIdOf(db, RESIDENCY_BATCH_SLUG);
  // The first two exam slots of the mock batch carry the open exams of server/seed/exams.ts.
  const [, , ...mockSlots] = await examSlots(db, mockBatch);
  const [residencySlot] = await examSlots(db, residencyBatch);
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const papers = [
    {
      exam: {
        kind: "course" as const,
        title: PAST_EXAM_TITLE,
        batchId: mockBatch,
        slotId: mockSlots[0] ?? null,
        opensAt: ago(4 * DAY_MS),
        closesAt: ago(3 * DAY_MS),
        reviewPolicy: "after_submit" as const,
      },
      offset: 11,
      demo: { startedAt: ago(4 * DAY_MS - 2 * HOUR_MS) },
      rivalBatch: () => mockBatch,
    },
    {
      exam: {
        kind: "course" as const,
        title: HIDDEN_REVIEW_EXAM_TITLE,
        batchId: mockBatch,
        slotId: mockSlots[2] ?? null,
        opensAt: ago(DAY_MS),
        closesAt: new Date(now.getTime() + 3 * DAY_MS),
        reviewPolicy: "after_close" as const,
      },
      offset: 17,
      demo: { startedAt: ago(20 * HOUR_MS) },
      rivalBatch: () => mockBatch,
    },
    {
      exam: {
        kind: "course" as const,
        title: PENDING_EXAM_TITLE,
        batchId: mockBatch,
        slotId: mockSlots[1] ?? null,
        opensAt: ago(3 * DAY_MS - 6 * HOUR_MS),
        closesAt: ago(2 * DAY_MS),
        reviewPolicy: "after_close" as const,
      },
      offset: 23,
      // Missed the live window; sat it yesterday as a pending exam.
      demo: { startedAt: ago(DAY_MS), isPending: true },
      rivalBatch: () => mockBatch,
    },
    {
      exam: {
        kind: "master" as const,
        title: MASTER_EXAM_TITLE,
        batchId: residencyBatch,
        slotId: residencySlot ?? null,
        opensAt: ago(8 * DAY_MS),
        closesAt: ago(7 * DAY_MS),
        reviewPolicy: "after_submit" as const,
      },
      offset: 29,
      demo: { startedAt: ago(8 * DAY_MS - HOUR_MS) },
      // A master exam gathers several batches: the odd rivals sit with the mock batch.
      rivalBatch: (i: number) => (i % 2 === 0 ? residencyBatch : mockBatch),
    },
    {
      exam: {
        kind: "admin" as const,
        title: ADMIN_EXAM_TITLE,
        batchId: null,
        slotId: null,
        opensAt: ago(6 * DAY_MS),
        closesAt: ago(5 * DAY_MS),
        reviewPolicy: "after_submit" as const,
      },
      offset: 5,
      demo: { startedAt: ago(6 * DAY_MS - 3 * HOUR_MS) },
      rivalBatch: () => null,
    },
  ];

  for (const paper of papers) {
    const { exam, questions } = await insertExam(
      db,
      { ...weeklyMarking, ...paper.exam },
      paperQuestions(5, 5, paper.offset, bookId),
    );
    const liveStart = new Date(exam.opensAt.getTime() + HOUR_MS);
    await sitAll(db, exam, questions, [
      ...rivals.map((rival, i) => ({ ...rival, doctorId: rivalIds[i]!, batchId: paper.rivalBatch(i), startedAt: liveStart })),
      {
        ...DEMO_SKILL,
        doctorId: demoDoctorId,
        batchId: exam.batchId,
        startedAt: paper.demo.startedAt,
        isPending: "isPending" in paper.demo ? paper.demo.isPending : false,
      },
    ]);
  }
}
