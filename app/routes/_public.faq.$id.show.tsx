import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { PageHeader } from "~/components/ui/PageHeader";
import { pageMeta, summarise } from "~/components/ui/page-meta";
import { idParam, orNotFound } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const { data } = await orNotFound(publicData("faq", { params: { id: idParam(params.id) } }));
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.title, summarise(data?.answer_html ?? ""));

export default function FaqShow() {
  const faq = useLoaderData<typeof loader>();
  return (
    <article>
      <PageHeader title={faq.title}>
        <Link to="/faq" className="page-header__back">
          ← সব প্রশ্ন
        </Link>
      </PageHeader>
      <div className="container page-body page-body--narrow">
        {/* Trusted HTML: answers are written by our own editors in the product API's admin. */}
        <div className="prose card" dangerouslySetInnerHTML={{ __html: faq.answer_html }} />
      </div>
    </article>
  );
}
