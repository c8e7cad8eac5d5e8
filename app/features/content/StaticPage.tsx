import { formatDate } from "~/lib/format";
import { PageHeader } from "~/components/ui/PageHeader";

type Props = { page: { title: string; body_html: string; updated_at: string } };

/** About, terms, privacy and refund pages: one view, different slugs. */
export function StaticPage({ page }: Props) {
  return (
    <article className="static-page">
      <PageHeader title={page.title}>
        <p className="page-header__meta">
          সর্বশেষ হালনাগাদ: <time dateTime={page.updated_at}>{formatDate(page.updated_at)}</time>
        </p>
      </PageHeader>
      <div className="container">
        {/* Trusted HTML: written by our own editors in the product API's admin, not by visitors. */}
        <div className="prose card" dangerouslySetInnerHTML={{ __html: page.body_html }} />
      </div>
    </article>
  );
}
