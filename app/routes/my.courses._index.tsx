import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { Pagination } from "~/components/ui/Pagination";
import { pageMeta } from "~/components/ui/page-meta";
import { CourseList } from "~/features/learning/CourseList";
import { myCourses } from "~/features/learning/courses.server";
import { learningLinks } from "~/features/learning/route-exports";
import { pageParam } from "~/lib/pages.server";

export const meta: MetaFunction = () => pageMeta("আমার কোর্স", "আপনার চলমান, পেমেন্ট বাকি ও শেষ হওয়া কোর্সগুলো।");
export const links = learningLinks;

export const loader = ({ request }: LoaderFunctionArgs) => myCourses(request, pageParam(request));

export default function MyCourses() {
  const { courses, pages } = useLoaderData<typeof loader>();
  return (
    <MyPage title="আমার কোর্স" lead="চলমান কোর্স আগে, তারপর পেমেন্ট বাকি ও মেয়াদ শেষ হওয়া কোর্স।">
      <section className="my-card">
        <CourseList courses={courses} grid />
      </section>
      <Pagination current={pages.current} last={pages.last} label="কোর্সের পাতা" />
    </MyPage>
  );
}
