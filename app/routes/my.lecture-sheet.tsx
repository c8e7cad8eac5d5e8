import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageMeta } from "~/components/ui/page-meta";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { lectureSheetsView } from "~/features/study/materials.server";
import { studyLinks } from "~/features/study/route-exports";
import { BookList, SheetList } from "~/features/study/SheetViews";

export const meta: MetaFunction = () => pageMeta("লেকচার শিট", "আপনার কোর্সের ছাপা লেকচার শিট, ডেলিভারির ঠিকানা ও অবস্থা।");
export const links = studyLinks;

export const loader = ({ request }: LoaderFunctionArgs) => lectureSheetsView(request);

export default function LectureSheets() {
  const { address, sheets, books } = useLoaderData<typeof loader>();
  return (
    <MyPage title="লেকচার শিট" lead="চালু কোর্সের ছাপা শিট কুরিয়ারে আপনার ঠিকানায় পাঠানো হয়।">
      <section className="my-card" aria-labelledby="address-title">
        <h2 id="address-title">ডেলিভারির ঠিকানা</h2>
        <p>{address ?? "আপনার বর্তমান ঠিকানা প্রোফাইলে সম্পূর্ণ নেই; শিট পাঠাতে ঠিকানা দিন।"}</p>
        <p className="my-card__note">
          প্রোফাইলের বর্তমান ঠিকানাই ডেলিভারির ঠিকানা। <Link to={ACCOUNT_PATHS.profileEdit}>ঠিকানা বদলান</Link>
        </p>
      </section>
      {sheets.length ? <SheetList sheets={sheets} /> : <EmptyState message="আপনার চালু কোর্সে এখনো কোনো ছাপা শিট নেই।" />}
      <section className="my-card" aria-labelledby="books-title">
        <h2 id="books-title">রেফারেন্স বই</h2>
        {books.length ? <BookList books={books} /> : <p>আপনার চালু কোর্সে কোনো রেফারেন্স বই নেই।</p>}
      </section>
    </MyPage>
  );
}
