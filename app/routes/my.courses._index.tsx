import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/ui/Pagination";
import { pageMeta } from "~/components/ui/page-meta";
import { CourseCard } from "~/features/learning/CourseCard";
import { myCourses } from "~/features/learning/courses.server";
import { learningLinks } from "~/features/learning/route-exports";
import { pageParam } from "~/lib/pages.server";

export const meta: MetaFunction = () => pageMeta("আমার কোর্স", "আপনার চলমান, পেমেন্ট বাকি ও শেষ হওয়া কোর্সগুলো।");
export const links = learningLinks;

export const loader = ({ request }: LoaderFunctionArgs) => myCourses(request, pageParam(request));

export default function MyCourses() {
  const { courses, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="my-header">
        <h1>আমার কোর্স</h1>
        <p className="my-header__lead">চলমান কোর্স আগে, তারপর পেমেন্ট বাকি ও মেয়াদ শেষ হওয়া কোর্স।</p>
      </header>
      {courses.length === 0 ? (
        <section className="my-card my-empty">
          <p>আপনি এখনো কোনো কোর্সে ভর্তি হননি।</p>
          <Link to="/batches" className="btn btn-primary">
            ব্যাচগুলো দেখুন
          </Link>
        </section>
      ) : (
        <ul className="course-list course-list--grid">
          {courses.map((c) => (
            <CourseCard key={c.id} course={c} headingLevel={2} />
          ))}
        </ul>
      )}
      <Pagination current={pages.current} last={pages.last} label="কোর্সের পাতা" />
    </>
  );
}
