import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BatchDetailsView } from "~/features/catalogue/BatchDetailsView";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { summarise } from "~/components/ui/page-meta";
import { loadBatch } from "~/features/catalogue/catalogue.server";
import { publicOrigin } from "~/lib/config.server";
import { notFound } from "~/lib/pages.server";

export const links = catalogueLinks;

export async function loader({ params }: LoaderFunctionArgs) {
  const batch = await loadBatch(params.batchId);
  const category = batch.categories.find((c) => c.slug === params.slug);
  // A batch is listed under its own categories only; any other slug would be a second URL for nothing.
  if (!category) notFound();
  return { batch, category, origin: publicOrigin() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(data?.batch.title, summarise(data?.batch.description_html ?? ""), {
    origin: data?.origin,
    image: data?.batch.image,
    canonical: data && `/batch-details/${data.batch.id}`,
  });

export default function CategoryBatch() {
  const { batch, category, origin } = useLoaderData<typeof loader>();
  return (
    <BatchDetailsView
      batch={batch}
      origin={origin}
      path={`/batch-details/${batch.id}`}
      back={{ to: `/${category.slug}/batches`, label: `${category.title} — সব ব্যাচ` }}
    />
  );
}
