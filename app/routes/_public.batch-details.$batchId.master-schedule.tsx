/**
 * Spec §2's /batch-details/{id}/master-schedule: the master-schedule page for that programme's own
 * master schedules. A batch that is no programme has none, so it is sent to its own timetable.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { loadMasterSchedules } from "~/features/catalogue/catalogue.server";
import { idParam } from "~/lib/pages.server";

export { default, links, meta } from "./_public.master-schedule";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const batchId = idParam(params.batchId);
  const data = await loadMasterSchedules(request, batchId);
  if (!data.list.length) throw redirect(`/batch-details/${batchId}/schedule`);
  return data;
}
