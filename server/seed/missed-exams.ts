/**
 * A weekly test on the demo doctor's mock batch that closed yesterday without them: the dashboard
 * lists it among the pending exams, and its pending-exam-info page lets them sit it now. Its event
 * is the mock timetable's sixth exam slot; the first five carry the exams of ./exams.ts and
 * ./exam-results.ts.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { EXAM_BATCH_SLUG, examRow, insertExam, paperQuestions, WEEKLY_MARKS } from "./exams";

export const MISSED_EXAM_TITLE = "সাপ্তাহিক মক টেস্ট ৬ — নিউরোঅ্যানাটমি";
const MISSED_EXAM_SLOT = 5;

export async function seedMissedExam(db: Db, now: Date): Promise<void> {
  const [batch] = await db.select().from(schema.batches).where(eq(schema.batches.slug, EXAM_BATCH_SLUG));
  const slots = await db
    .select({ id: schema.scheduleSlots.id })
    .from(schema.scheduleSlots)
    .innerJoin(schema.batchSchedules, eq(schema.batchSchedules.id, schema.scheduleSlots.scheduleId))
    .where(and(eq(schema.batchSchedules.batchId, batch!.id), eq(schema.scheduleSlots.kind, "exam")))
    .orderBy(asc(schema.batchSchedules.position), asc(schema.scheduleSlots.date), asc(schema.scheduleSlots.id));
  const slot = slots[MISSED_EXAM_SLOT];
  if (!slot) throw new Error(`missed exam seed: ${EXAM_BATCH_SLUG} has no exam slot ${MISSED_EXAM_SLOT}`);
  await insertExam(
    db,
    examRow(
      now,
      { openedDaysAgo: 2, closesInDays: -1 },
      {
        kind: "course",
        title: MISSED_EXAM_TITLE,
        batchId: batch!.id,
        slotId: slot.id,
        durationSeconds: 20 * 60,
        reviewPolicy: "after_submit",
        ...WEEKLY_MARKS,
        passMark: 500,
      },
    ),
    paperQuestions(5, 5, 31),
  );
}
