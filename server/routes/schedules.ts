/** Timetables: a batch's schedules with their slots, and master schedules of combined programmes. */
import { inArray } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { endpoints } from "../contract";
import type { Db } from "../db/client";
import { batches } from "../db/schema";
import { notFound } from "../http/errors";
import { rowId } from "../http/params";
import { shape } from "../http/shape";
import { findBatch, summaries } from "../catalogue/batch-query";
import { batchScheduleSummaries, masterScheduleSummaries, numberedSlots, partsOf, slotsOf } from "../catalogue/schedules";
import type { RouteDeps } from "./deps";

type MasterSummary = Awaited<ReturnType<typeof masterScheduleSummaries>>[number];

/** Master summaries with their programme batch and their parts named. */
async function describeMasters(db: Db, masters: MasterSummary[]) {
  const parts = await partsOf(
    db,
    masters.map((m) => m.id),
  );
  const batchIds = [...new Set([...masters.map((m) => m.batchId), ...parts.map((p) => p.batchId)])];
  const batchRows = batchIds.length
    ? await db.select({ id: batches.id, slug: batches.slug, title: batches.title }).from(batches).where(inArray(batches.id, batchIds))
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

export const scheduleRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock }) => {
  app.get<{ Params: { id: string } }>(endpoints.batchSchedules.path, async (request) => {
    const id = rowId(request.params.id);
    const now = clock();
    const row = id ? await findBatch(db, id, now) : undefined;
    if (!row) throw notFound("ব্যাচটি পাওয়া যায়নি।");
    const [[summary], schedules] = await Promise.all([summaries(db, [row], now), batchScheduleSummaries(db, row.batch.id)]);
    const slots = await slotsOf(
      db,
      schedules.map((s) => s.id),
    );
    const { slug, title, mode, branch, course, session } = summary!;
    return shape("batchSchedules", {
      data: {
        batch: { id: row.batch.id, slug, title, mode, branch, course, session },
        // Weeks are counted per timetable: week 1 is each schedule's own first week.
        schedules: schedules.map((s) => ({
          ...s,
          slots: numberedSlots(slots.filter((slot) => slot.scheduleId === s.id)).map(({ scheduleId: _, ...slot }) => slot),
        })),
      },
    });
  });

  app.get(endpoints.masterSchedules.path, async () => {
    const masters = await describeMasters(db, await masterScheduleSummaries(db));
    return shape("masterSchedules", { data: masters });
  });

  app.get<{ Params: { id: string } }>(endpoints.masterSchedule.path, async (request) => {
    const id = rowId(request.params.id);
    const [master] = id ? await describeMasters(db, await masterScheduleSummaries(db, { id })) : [];
    if (!master) throw notFound("মাস্টার সময়সূচিটি পাওয়া যায়নি।");
    const slots = await slotsOf(
      db,
      master.parts.map((p) => p.schedule.id),
    );
    const partBySchedule = new Map(master.parts.map((p) => [p.schedule.id, p.batch]));
    return shape("masterSchedule", {
      data: {
        ...master,
        slots: numberedSlots(slots).map(({ scheduleId, ...slot }) => ({
          ...slot,
          batch_id: partBySchedule.get(scheduleId)!.id,
          batch_title: partBySchedule.get(scheduleId)!.title,
          schedule_id: scheduleId,
        })),
      },
    });
  });
};
