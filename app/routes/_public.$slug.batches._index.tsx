import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { BatchListView } from "~/features/catalogue/BatchListView";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { loadBatchList, loadCategory } from "~/features/catalogue/catalogue.server";

export const links = catalogueLinks;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const category = await loadCategory(params.slug);
  return { category, ...(await loadBatchList(request, category.slug)) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(
    data && `${data.category.title} — ব্যাচ`,
    data
      ? `${data.category.title}${data.category.subtitle ? ` (${data.category.subtitle})` : ""}: ভর্তি চলছে এমন ব্যাচ, ফি, আসন ও সময়সূচি।`
      : "",
  );

export default function CategoryBatches() {
  const data = useLoaderData<typeof loader>();
  const { category } = data;
  return (
    <BatchListView
      title={category.title}
      lead={category.subtitle ?? undefined}
      path={`/${category.slug}/batches`}
      hrefFor={(b) => `/${category.slug}/batches/${b.id}`}
      data={data}
    >
      <p className="page-header__links">
        <Link to={`/${category.slug}/batch-for-you`} className="btn btn-outline">
          আপনার জন্য উপযুক্ত ব্যাচ
        </Link>
      </p>
    </BatchListView>
  );
}
