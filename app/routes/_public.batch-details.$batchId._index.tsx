import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BatchDetailsView } from "~/features/catalogue/BatchDetailsView";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { summarise } from "~/components/ui/page-meta";
import { loadBatch } from "~/features/catalogue/catalogue.server";
import { publicOrigin } from "~/lib/config.server";

export const links = catalogueLinks;

export async function loader({ params }: LoaderFunctionArgs) {
  return { batch: await loadBatch(params.batchId), origin: publicOrigin() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(data?.batch.title, summarise(data?.batch.description_html ?? ""), {
    origin: data?.origin,
    image: data?.batch.image,
    canonical: data && `/batch-details/${data.batch.id}`,
  });

export default function BatchDetailsPage() {
  const { batch, origin } = useLoaderData<typeof loader>();
  return (
    <BatchDetailsView
      batch={batch}
      origin={origin}
      path={`/batch-details/${batch.id}`}
      back={{ to: "/batches", label: "সব ব্যাচ" }}
    />
  );
}
