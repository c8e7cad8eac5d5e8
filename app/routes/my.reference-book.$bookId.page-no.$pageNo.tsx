import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { bnNumber } from "~/lib/format";
import { bookPage } from "~/features/study/materials.server";
import { STUDY_PATHS } from "~/features/study/paths";
import { PlainText } from "~/features/study/PlainText";
import { studyLinks } from "~/features/study/route-exports";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? `${data.book.title} — পৃষ্ঠা ${bnNumber(data.page_no)}` : "রেফারেন্স বই", "কোর্সের রেফারেন্স বইয়ের পৃষ্ঠা।");
export const links = studyLinks;

/** A page past the last one is a 404 (the API's). */
export const loader = ({ request, params }: LoaderFunctionArgs) => bookPage(request, params.bookId, params.pageNo);

export default function ReferenceBookPage() {
  const page = useLoaderData<typeof loader>();
  const { book } = page;
  return (
    <MyPage
      parent={<Link to={STUDY_PATHS.lectureSheets}>← লেকচার শিট ও রেফারেন্স বই</Link>}
      title={<span lang="en">{book.title}</span>}
      lead={`পৃষ্ঠা ${bnNumber(page.page_no)} / ${bnNumber(book.last_page)} · ${book.author}`}
    >
      <article className="my-card" aria-labelledby="page-heading">
        <h2 id="page-heading" lang="en">
          {page.heading}
        </h2>
        <PlainText text={page.body} />
      </article>
      <nav className="book-page__nav" aria-label="পৃষ্ঠা বদলান">
        {page.page_no > 1 ? (
          <Link to={STUDY_PATHS.bookPage(book.id, page.page_no - 1)} rel="prev" className="btn btn-outline">
            ← আগের পৃষ্ঠা
          </Link>
        ) : (
          <span />
        )}
        {page.page_no < book.last_page ? (
          <Link to={STUDY_PATHS.bookPage(book.id, page.page_no + 1)} rel="next" className="btn btn-outline">
            পরের পৃষ্ঠা →
          </Link>
        ) : null}
      </nav>
    </MyPage>
  );
}
