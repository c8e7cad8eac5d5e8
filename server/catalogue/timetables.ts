/** Timetables as the API answers them: one batch's schedules with their slots, and master schedules with their parts. */
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { batches } from "../db/schema";
import { findBatch, summaries } from "./batch-query";
import { batchScheduleSummaries, masterScheduleSummaries, numberedSlots, partsOf, slotsOf } from "./schedules";

type MasterSummary = Awaited<ReturnType<typeof masterScheduleSummaries>>[number];

/** Master summaries with their programme batch and their parts named. */
async function describeMasters(db: Db, masters: MasterSummary[]) {
  const parts = await partsOf(
    db,
    masters.map((m) => m.id),
  );
  const batchIds = [...new Set([...masters.map((m) => m.batchId), ...parts.map((p) => p.batchId)])];
  const batchRows = batchIds.length
    ? await db
        .select({ id: batches.id, slug: batches.slug, title: batches.title })
        .from(batches)
        .where(inArray(batches.id, batchIds))
    : [];
  const batchById = new Map(batchRows.map((b) => [b.id, b]));
  return masters.map(({ batchId, ...m }) => ({
    ...m,
    batch: batchById.get(batchId)!,
    parts: parts
      .filter((p) => p.masterScheduleId === m.id)
      .map((p) => ({ batch: batchById.get(p.batchId)!, schedule: { id: p.scheduleId, title: p.scheduleTitle } })),
  }));
}

export async function batchTimetable(db: Db, batchId: number, now: Date) {
  const row = await findBatch(db, batchId, now);
  if (!row) return undefined;
  const [[summary], schedules] = await Promise.all([summaries(db, [row], now), batchScheduleSummaries(db, row.batch.id)]);
  const slots = await slotsOf(
    db,
    schedules.map((s) => s.id),
  );
  const { slug, title, mode, branch, course, session } = summary!;
  return {
    batch: { id: row.batch.id, slug, title, mode, branch, course, session },
    // Weeks are counted per timetable: week 1 is each schedule's own first week.
    schedules: schedules.map((s) => ({
      ...s,
      slots: numberedSlots(slots.filter((slot) => slot.scheduleId === s.id)).map(({ scheduleId: _, ...slot }) => slot),
    })),
  };
}

export const listMasterSchedules = async (db: Db) => describeMasters(db, await masterScheduleSummaries(db));

/** One master schedule with every part's slots, each slot naming the batch it belongs to. */
export async function masterTimetable(db: Db, id: number) {
  const [master] = await describeMasters(db, await masterScheduleSummaries(db, { id }));
  if (!master) return undefined;
  const slots = await slotsOf(
    db,
    master.parts.map((p) => p.schedule.id),
  );
  const partBySchedule = new Map(master.parts.map((p) => [p.schedule.id, p.batch]));
  return {
    ...master,
    slots: numberedSlots(slots).map(({ scheduleId, ...slot }) => ({
      ...slot,
      batch_id: partBySchedule.get(scheduleId)!.id,
      batch_title: partBySchedule.get(scheduleId)!.title,
      schedule_id: scheduleId,
    })),
  };
}
