import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { BatchCard } from "~/features/catalogue/BatchCard";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { EmptyState } from "~/components/ui/EmptyState";
import { PageHeader } from "~/components/ui/PageHeader";
import { loadBatchForYou } from "~/features/catalogue/catalogue.server";
import { notFound } from "~/lib/pages.server";

export const links = catalogueLinks;

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!params.slug) notFound();
  return loadBatchForYou(request, params.slug);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(data && `${data.category.title} — আপনার জন্য ব্যাচ`, "আপনার আগের কোর্স, প্রোফাইল ও সুবিধা অনুযায়ী বাছাই করা ব্যাচ।");

export default function BatchForYou() {
  const { category, personalised, batches } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={`${category.title}: আপনার জন্য ব্যাচ`}
        lead={
          personalised
            ? "আপনার আগের কোর্স ও প্রোফাইল দেখে সাজানো হয়েছে"
            : "ভর্তি চলছে এবং আসন বাকি আছে — শুরুর তারিখ অনুযায়ী সাজানো। লগইন করলে আপনার জন্য সাজিয়ে দেখানো হবে।"
        }
      />
      <div className="container page-body">
        {batches.length === 0 ? (
          <EmptyState message="এই মুহূর্তে এই ক্যাটাগরিতে ভর্তি চলছে এমন কোনো ব্যাচ নেই" />
        ) : (
          <ol className="card-grid card-grid--3 for-you-list" data-personalised={personalised}>
            {batches.map((b) => (
              <li key={b.id} className="for-you-list__item">
                {b.reasons.length ? (
                  <ul className="for-you-list__reasons" aria-label="কেন এই ব্যাচ">
                    {b.reasons.map((r) => (
                      <li key={r.code} className="badge" data-reason={r.code}>
                        {r.label}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <BatchCard batch={b} href={`/${category.slug}/batches/${b.id}`} />
              </li>
            ))}
          </ol>
        )}
        <p className="page-more">
          <Link to={`/${category.slug}/batches`}>{category.title}-এর সব ব্যাচ দেখুন →</Link>
        </p>
      </div>
    </>
  );
}
