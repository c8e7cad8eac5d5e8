import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BatchListView } from "~/features/catalogue/BatchListView";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { loadBatchList } from "~/features/catalogue/catalogue.server";

export const links = catalogueLinks;

export const loader = ({ request }: LoaderFunctionArgs) => loadBatchList(request);

export const meta: MetaFunction = () =>
  catalogueMeta(
    "সব ব্যাচ",
    "এফসিপিএস, রেসিডেন্সি, এম.ফিল/ডিপ্লোমা ও এমপিএইচ প্রস্তুতির সব ব্যাচ — অনলাইন ও অফলাইন, শাখা, সেশন, ফি ও আসনসহ।",
  );

export default function Batches() {
  const data = useLoaderData<typeof loader>();
  return (
    <BatchListView
      title="সব ব্যাচ"
      lead="ধরন, শাখা ও সেশন দিয়ে আপনার ব্যাচ খুঁজে নিন"
      path="/batches"
      hrefFor={(b) => `/batch-details/${b.id}`}
      data={data}
    />
  );
}
