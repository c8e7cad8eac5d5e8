import type { MetaFunction } from "@remix-run/node";
import { Link } from "~/components/ui/Link";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { telUrl } from "~/lib/links";
import { useAppData } from "~/lib/use-app-data";

export const links = catalogueLinks;

export const meta: MetaFunction = () =>
  catalogueMeta("ধন্যবাদ", "সোপানের সাথে থাকার জন্য ধন্যবাদ। আপনার কোর্স ও পরবর্তী ধাপ ড্যাশবোর্ডে দেখুন।");

export default function ThankYou() {
  const { doctor, support } = useAppData();
  return (
    <section className="container page-body page-body--narrow thank-you" aria-labelledby="thank-you-title">
      <div className="card thank-you__card">
        <h1 id="thank-you-title">ধন্যবাদ{doctor?.name ? `, ${doctor.name}` : ""}!</h1>
        <p>
          আপনার অনুরোধটি আমরা পেয়েছি। কোর্সের তথ্য, সময়সূচি ও পরবর্তী ধাপ আপনার ড্যাশবোর্ডে পাবেন; প্রয়োজনে আমরা ফোন বা এসএমএসে যোগাযোগ
          করব।
        </p>
        <p className="thank-you__actions">
          {doctor ? (
            <Link to="/my/dashboard" className="btn btn-primary">
              ড্যাশবোর্ডে যান
            </Link>
          ) : null}
          <Link to="/batches" className="btn btn-outline">
            আরও ব্যাচ দেখুন
          </Link>
          <Link to="/" className="btn btn-outline">
            হোম পেজ
          </Link>
        </p>
        <p className="card__meta">
          কোনো প্রশ্ন থাকলে কল করুন: <a href={telUrl(support.helpline)}>{support.helpline}</a>
        </p>
      </div>
    </section>
  );
}
