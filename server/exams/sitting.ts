/**
 * The exam area's entry points, one per endpoint: each finds the paper or the doctor's own attempt
 * through its door (404 for anything not theirs), checks the right to sit, and hands over to the
 * module that owns the noun. Route handlers call exactly one of these.
 */
import type { SaveAnswersInput } from "../contract";
import type { Db } from "../db/client";
import { HttpError, notFound } from "../http/errors";
import { rowId } from "../http/params";
import { activeCourse } from "../enrollments/courses";
import { saveAnswers } from "./answers";
import {
  ATTEMPT_NOT_FOUND,
  attemptView,
  examStatus,
  findDoctorAttempt,
  findOwnAttempt,
  findOwnSitting,
  NO_RIGHTS,
  settleIfOverdue,
  startAttempt,
  submitAttempt,
  type OwnAttempt,
  type OwnSitting,
} from "./attempts";
import {
  examSummaryView,
  findPaidExam,
  findQuizExam,
  sittingRight,
  visibleTo,
  type ExamDoor,
  type Paper,
  type SittingRight,
} from "./papers";
import { courseEventOf, examOfEvent } from "./course-events";
import { leaderboardView, paperView, resultView, reviewView } from "./results";
import { answersCloseAt } from "./timing";
import { freeQuotaOf, quotaLeft, withinFreeQuota } from "./free-quota";

const EXAM_NOT_FOUND = "পরীক্ষাটি পাওয়া যায়নি।";
const NO_EVENT_EXAM = "এই ক্লাসের কোনো পরীক্ষা পাওয়া যায়নি।";
const QUIZ_KEY = /^[a-z0-9-]{1,64}$/;

export type Sitter = { db: Db; doctorId: number; now: Date };

async function findPaper(db: Db, door: ExamDoor, ref: string): Promise<Paper> {
  const id = door === "exam" ? rowId(ref) : null;
  const paper = door === "exam" ? id && (await findPaidExam(db, id)) : QUIZ_KEY.test(ref) ? await findQuizExam(db, ref) : null;
  if (!paper) throw notFound(EXAM_NOT_FOUND);
  return paper;
}

async function paperWithRights(
  { db, doctorId }: Sitter,
  door: ExamDoor,
  ref: string,
): Promise<{ paper: Paper; right: SittingRight }> {
  const paper = await findPaper(db, door, ref);
  if (!visibleTo(paper.exam, doctorId)) throw notFound(EXAM_NOT_FOUND);
  const right = await sittingRight(db, doctorId, paper.exam);
  if (!right) throw new HttpError(403, NO_RIGHTS);
  return { paper, right };
}

async function ownAttempt({ db, doctorId, now }: Sitter, door: ExamDoor, ref: string): Promise<OwnAttempt> {
  const id = rowId(ref);
  const own = id ? await findOwnAttempt(db, door, doctorId, id, now) : null;
  if (!own) throw notFound(ATTEMPT_NOT_FOUND);
  return own;
}

/** `ownAttempt` without the paper: saving and submitting show no question counts. */
async function ownSitting({ db, doctorId, now }: Sitter, door: ExamDoor, ref: string): Promise<OwnSitting> {
  const id = rowId(ref);
  const own = id ? await findOwnSitting(db, door, doctorId, id, now) : null;
  if (!own) throw notFound(ATTEMPT_NOT_FOUND);
  return own;
}

export async function examInfo(sitter: Sitter, door: ExamDoor, ref: string) {
  const { db, doctorId, now } = sitter;
  const { paper } = await paperWithRights(sitter, door, ref);
  const found = await findDoctorAttempt(db, paper.exam.id, doctorId);
  const attempt = found && (await settleIfOverdue(db, found, paper.exam, now));
  const { status, canStart } = examStatus(paper.exam, attempt, now);
  const freeQuota = paper.exam.isFree ? await freeQuotaOf(db, doctorId, now) : null;
  return {
    data: {
      exam: examSummaryView(paper),
      status,
      can_start: canStart && (freeQuota === null || quotaLeft(freeQuota)),
      attempt: attempt && attemptView(attempt, paper.exam),
      free_quota: freeQuota,
      server_time: now.toISOString(),
    },
  };
}

/** The exam of an event in the doctor's course: 404 for an event outside their active course or without an exam; 403 when not active. */
export async function courseExamInfo(sitter: Sitter, rawCourseId: string, rawEventId: string) {
  const { db, doctorId, now } = sitter;
  const course = await activeCourse(db, doctorId, rowId(rawCourseId), now);
  const eventId = rowId(rawEventId);
  const event = eventId ? await courseEventOf(db, doctorId, eventId, course.id) : null;
  const examId = event ? await examOfEvent(db, event.event_id) : null;
  if (!event || !examId) throw notFound(NO_EVENT_EXAM);
  const { data } = await examInfo(sitter, "exam", String(examId));
  const { topic, date, startTime, ...courseEvent } = event;
  return { data: { ...data, course_event: courseEvent, event: { topic, date, start_time: startTime } } };
}

export async function startSitting(sitter: Sitter, door: ExamDoor, ref: string) {
  const { db, doctorId, now } = sitter;
  const { paper, right } = await paperWithRights(sitter, door, ref);
  const start = (tx: Db) => startAttempt(tx, paper, doctorId, right, now);
  const attempt =
    paper.exam.isFree && !(await findDoctorAttempt(db, paper.exam.id, doctorId))
      ? await withinFreeQuota(db, doctorId, paper.exam.id, now, start)
      : await start(db);
  return { data: attemptView(attempt, paper.exam) };
}

export async function attemptPaper(sitter: Sitter, door: ExamDoor, ref: string, knownPapers: readonly string[]) {
  return { data: await paperView(sitter.db, await ownAttempt(sitter, door, ref), sitter.now, knownPapers) };
}

export async function saveAttemptAnswers(sitter: Sitter, door: ExamDoor, ref: string, input: SaveAnswersInput) {
  const own = await ownSitting(sitter, door, ref);
  const saved = await saveAnswers(sitter.db, own, input, sitter.now);
  return {
    message: "উত্তর সংরক্ষিত হয়েছে।",
    data: {
      saved,
      answers_close_at: answersCloseAt(own.attempt.deadlineAt, own.exam.graceSeconds).toISOString(),
      server_time: sitter.now.toISOString(),
    },
  };
}

export async function submitOwnAttempt(sitter: Sitter, door: ExamDoor, ref: string) {
  const { attempt, exam } = await ownSitting(sitter, door, ref);
  const submitted = await submitAttempt(sitter.db, attempt.id, exam, "doctor", sitter.now);
  const byServer = submitted.submittedBy === "server";
  return {
    message: byServer ? "সময় শেষ হওয়ায় উত্তরপত্র স্বয়ংক্রিয়ভাবে জমা হয়েছে।" : "উত্তরপত্র জমা হয়েছে।",
    data: attemptView(submitted, exam),
  };
}

export async function attemptResult(sitter: Sitter, door: ExamDoor, ref: string) {
  return { data: await resultView(sitter.db, await ownAttempt(sitter, door, ref), sitter.now) };
}

export async function attemptReview(sitter: Sitter, door: ExamDoor, ref: string) {
  return { data: await reviewView(sitter.db, await ownAttempt(sitter, door, ref), sitter.now) };
}

export async function quizLeaderboard(sitter: Sitter, key: string) {
  const paper = await findPaper(sitter.db, "quiz", key);
  return { data: await leaderboardView(sitter.db, paper, sitter.doctorId) };
}
