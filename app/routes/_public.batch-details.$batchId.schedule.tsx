import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BatchScheduleView } from "~/features/catalogue/BatchScheduleView";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { loadBatchSchedules } from "~/features/catalogue/catalogue.server";

export const links = catalogueLinks;

export const loader = ({ params }: LoaderFunctionArgs) => loadBatchSchedules(params.batchId);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(
    data && `${data.batch.title} — সময়সূচি`,
    data ? `${data.batch.title}: সপ্তাহভিত্তিক ক্লাস, পরীক্ষা, সলভ ক্লাস ও ফিডব্যাকের তারিখ, সময় ও শিক্ষক।` : "",
  );

export default function BatchSchedulePage() {
  return <BatchScheduleView data={useLoaderData<typeof loader>()} />;
}
