/** Timetables as the contract shows them: schedule summaries, and slots numbered by week. */
import { asc, count, eq, inArray, max, min } from "drizzle-orm";
import type { ScheduleSlot, ScheduleSummary } from "../contract";
import type { Db } from "../db/client";
import { batchSchedules, masterScheduleParts, masterSchedules, scheduleSlots } from "../db/schema";
import { weekNumber } from "../enrollments/dhaka";

const span = {
  startsOn: min(scheduleSlots.date),
  endsOn: max(scheduleSlots.date),
  slotCount: count(scheduleSlots.id),
};

type SpanRow = {
  id: number;
  title: string;
  description: string;
  startsOn: string | null;
  endsOn: string | null;
  slotCount: number;
};
const toSummary = ({ id, title, description, startsOn, endsOn, slotCount }: SpanRow): ScheduleSummary => ({
  id,
  title,
  description,
  starts_on: startsOn,
  ends_on: endsOn,
  slot_count: slotCount,
});

export async function batchScheduleSummaries(db: Db, batchId: number): Promise<ScheduleSummary[]> {
  const rows = await db
    .select({ id: batchSchedules.id, title: batchSchedules.title, description: batchSchedules.description, ...span })
    .from(batchSchedules)
    .leftJoin(scheduleSlots, eq(scheduleSlots.scheduleId, batchSchedules.id))
    .where(eq(batchSchedules.batchId, batchId))
    .groupBy(batchSchedules.id)
    .orderBy(asc(batchSchedules.position), asc(batchSchedules.id));
  return rows.map(toSummary);
}

/** Master schedules, each spanning the slots of all its parts. `batchId` narrows to one programme. */
export async function masterScheduleSummaries(
  db: Db,
  where: { batchId?: number; id?: number } = {},
): Promise<(ScheduleSummary & { batchId: number })[]> {
  const rows = await db
    .select({
      id: masterSchedules.id,
      title: masterSchedules.title,
      description: masterSchedules.description,
      batchId: masterSchedules.batchId,
      ...span,
    })
    .from(masterSchedules)
    .leftJoin(masterScheduleParts, eq(masterScheduleParts.masterScheduleId, masterSchedules.id))
    .leftJoin(scheduleSlots, eq(scheduleSlots.scheduleId, masterScheduleParts.scheduleId))
    .where(
      where.id !== undefined
        ? eq(masterSchedules.id, where.id)
        : where.batchId !== undefined
          ? eq(masterSchedules.batchId, where.batchId)
          : undefined,
    )
    .groupBy(masterSchedules.id)
    .orderBy(asc(masterSchedules.position), asc(masterSchedules.id));
  return rows.map((row) => ({ ...toSummary(row), batchId: row.batchId }));
}

export type SlotRow = typeof scheduleSlots.$inferSelect;

export const slotsOf = (db: Db, scheduleIds: number[]): Promise<SlotRow[]> =>
  scheduleIds.length
    ? db
        .select()
        .from(scheduleSlots)
        .where(inArray(scheduleSlots.scheduleId, scheduleIds))
        .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.startTime), asc(scheduleSlots.id))
    : Promise.resolve([]);

/** Slots in date order, weeks counted from the first of them (the timetable's week 1). */
export function numberedSlots(rows: SlotRow[]): (ScheduleSlot & { scheduleId: number })[] {
  const first = rows[0]?.date;
  return rows.map((slot) => ({
    id: slot.id,
    kind: slot.kind,
    topic: slot.topic,
    date: slot.date,
    start_time: slot.startTime.slice(0, 5),
    end_time: slot.endTime.slice(0, 5),
    teacher: slot.teacher,
    week: weekNumber(first!, slot.date),
    scheduleId: slot.scheduleId,
  }));
}

export const partsOf = (db: Db, masterIds: number[]) =>
  masterIds.length
    ? db
        .select({
          masterScheduleId: masterScheduleParts.masterScheduleId,
          scheduleId: batchSchedules.id,
          scheduleTitle: batchSchedules.title,
          batchId: batchSchedules.batchId,
        })
        .from(masterScheduleParts)
        .innerJoin(batchSchedules, eq(batchSchedules.id, masterScheduleParts.scheduleId))
        .where(inArray(masterScheduleParts.masterScheduleId, masterIds))
        .orderBy(asc(batchSchedules.batchId), asc(batchSchedules.id))
    : Promise.resolve([]);
