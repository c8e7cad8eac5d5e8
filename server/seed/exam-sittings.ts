/**
 * Exams on the open FCPS Part 1 evening batch, the one a newly registered doctor can enrol in and
 * pay for: a 20-question practice paper (two pages of ten without JavaScript) and a one-minute
 * rapid-fire test whose timer runs out while you watch. Each doctor sits each once, so every
 * browser test sits them as a doctor of its own.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { examRow, insertExam, paperQuestions } from "./exams";

export const SITTING_BATCH_SLUG = "fcps-part-1-online-evening";
export const PRACTICE_EXAM_TITLE = "সাপ্তাহিক অনুশীলনী পরীক্ষা — ২০ প্রশ্ন";
export const RAPID_EXAM_TITLE = "এক মিনিটের র‍্যাপিড ফায়ার টেস্ট";

export async function seedSittingExams(db: Db, now: Date, bookId: number | null): Promise<void> {
  const [batch] = await db.select().from(schema.batches).where(eq(schema.batches.slug, SITTING_BATCH_SLUG));
  if (!batch) throw new Error(`exam seed: batch ${SITTING_BATCH_SLUG} not found`);
  const [schedule] = await db
    .select()
    .from(schema.batchSchedules)
    .where(eq(schema.batchSchedules.batchId, batch.id))
    .orderBy(asc(schema.batchSchedules.position));
  const slots = await db
    .select({ id: schema.scheduleSlots.id })
    .from(schema.scheduleSlots)
    .where(and(eq(schema.scheduleSlots.scheduleId, schedule!.id), eq(schema.scheduleSlots.kind, "exam")))
    .orderBy(asc(schema.scheduleSlots.date));
  const common = { kind: "course", batchId: batch.id, reviewPolicy: "after_submit" } as const;
  const open = { openedDaysAgo: 1, closesInDays: 60 };
  await insertExam(
    db,
    examRow(now, open, {
      ...common,
      title: PRACTICE_EXAM_TITLE,
      slotId: slots[0]?.id ?? null,
      durationSeconds: 20 * 60,
      mcqMark: 100,
      mcqNegativeMark: 20,
      sbaMark: 100,
      sbaNegativeMark: 25,
      mcqNegativeFrom: 1,
      mcqNegativeTo: 5,
      passMark: 1000,
    }),
    paperQuestions(10, 10, 7, bookId),
  );
  await insertExam(
    db,
    examRow(now, open, {
      ...common,
      title: RAPID_EXAM_TITLE,
      slotId: slots[1]?.id ?? null,
      durationSeconds: 60,
      graceSeconds: 10,
      mcqMark: 100,
      sbaMark: 100,
      passMark: 200,
    }),
    paperQuestions(2, 2, 11, bookId),
  );
}
