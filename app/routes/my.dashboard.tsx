import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { EndpointResponse } from "@contract";
import { pageMeta } from "~/components/ui/page-meta";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { dashboardView } from "~/features/account/profile.server";
import { formatDate } from "~/lib/format";
import { MyPage } from "~/components/layout/MyPage";

export const meta: MetaFunction = () => pageMeta("ড্যাশবোর্ড", "আপনার কোর্স, প্রোফাইল ও অ্যাকাউন্টের খবর এক জায়গায়।");

export const loader = ({ request }: LoaderFunctionArgs) => dashboardView(request);

type Course = EndpointResponse<"doctorCourses">["data"][number];
const STATUS: Record<Course["status"], string> = {
  pending_payment: "পেমেন্ট বাকি",
  active: "চলমান",
  expired: "মেয়াদ শেষ",
  cancelled: "বাতিল",
};

export default function Dashboard() {
  const { name, missing, courses } = useLoaderData<typeof loader>();
  return (
    <MyPage title={<>স্বাগতম, {name ?? "ডাক্তার"}</>} lead="আপনার প্রস্তুতির সবকিছু এখান থেকে দেখুন।">
      {missing.length > 0 ? (
        <section className="my-card my-card--hint" aria-labelledby="profile-hint-title">
          <h2 id="profile-hint-title">প্রোফাইল সম্পূর্ণ করুন</h2>
          <p>আপনার প্রোফাইলে এখনো নেই: {missing.join(", ")}।</p>
          <Link to={ACCOUNT_PATHS.profileEdit}>প্রোফাইল সম্পূর্ণ করুন</Link>
        </section>
      ) : null}

      <section className="my-card" aria-labelledby="my-courses-title">
        <h2 id="my-courses-title">আমার কোর্স</h2>
        {courses.length === 0 ? (
          <div className="my-empty">
            <p>আপনি এখনো কোনো কোর্সে ভর্তি হননি।</p>
            <Link to="/batches" className="btn btn-primary">
              ব্যাচগুলো দেখুন
            </Link>
          </div>
        ) : (
          <ul className="my-courses">
            {courses.map((c) => (
              <li key={c.id} className="my-courses__item">
                <strong>{c.title}</strong>
                {c.batch_name ? <span>{c.batch_name}</span> : null}
                <span className={`status status--${c.status}`}>{STATUS[c.status]}</span>
                <small>
                  ভর্তি: <time dateTime={c.enrolled_at}>{formatDate(c.enrolled_at)}</time>
                </small>
              </li>
            ))}
          </ul>
        )}
      </section>
    </MyPage>
  );
}
