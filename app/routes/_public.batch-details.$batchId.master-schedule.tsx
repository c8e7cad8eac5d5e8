/**
 * Spec §2's /batch-details/{id}/master-schedule: a programme's master timetable lives on
 * /master-schedule?id=, which lists every programme, so this address sends the browser to the
 * batch's own (its first, when it has several). A batch that is no programme has none: 404.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { idParam, notFound, orNotFound } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const { data: batch } = await orNotFound(publicData("batchDetails", { params: { id: idParam(params.batchId) } }));
  const [first] = batch.master_schedules;
  if (!first) notFound();
  return redirect(`/master-schedule?id=${first.id}`);
}
