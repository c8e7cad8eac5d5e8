/**
 * The batch timetable without the site's header and footer, for embedding (partner sites may frame
 * this path: see bin/security.ts) and for a clean printout.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BatchScheduleView } from "~/features/catalogue/BatchScheduleView";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { loadBatchSchedules } from "~/features/catalogue/catalogue.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { hideHeader: true, hideFooter: true };

export const links = catalogueLinks;

export const loader = ({ params }: LoaderFunctionArgs) => loadBatchSchedules(params.batchId);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(data && `${data.batch.title} — সময়সূচি`, data ? `${data.batch.title}: সপ্তাহভিত্তিক ক্লাস ও পরীক্ষার সময়সূচি।` : "");

export default function EmbeddedBatchSchedule() {
  return <BatchScheduleView data={useLoaderData<typeof loader>()} embedded />;
}
