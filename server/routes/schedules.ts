/** Timetables: a batch's schedules with their slots, and master schedules of combined programmes. */
import type { FastifyPluginAsync } from "fastify";
import { batchTimetable, listMasterSchedules, masterTimetable } from "../catalogue/timetables";
import { contractRoute } from "../http/contract-route";
import { notFound } from "../http/errors";
import { rowId } from "../http/params";
import type { RouteDeps } from "./deps";

export const scheduleRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock }) => {
  contractRoute(app, "batchSchedules", async ({ params }) => {
    const id = rowId(params.id);
    const timetable = id ? await batchTimetable(db, id, clock()) : undefined;
    if (!timetable) throw notFound("ব্যাচটি পাওয়া যায়নি।");
    return { data: timetable };
  });

  contractRoute(app, "masterSchedules", async () => ({ data: await listMasterSchedules(db) }));

  contractRoute(app, "masterSchedule", async ({ params }) => {
    const id = rowId(params.id);
    const master = id ? await masterTimetable(db, id) : undefined;
    if (!master) throw notFound("মাস্টার সময়সূচিটি পাওয়া যায়নি।");
    return { data: master };
  });
};
