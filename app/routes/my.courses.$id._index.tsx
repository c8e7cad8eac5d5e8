import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { pageMeta } from "~/components/ui/page-meta";
import { courseHome } from "~/features/learning/courses.server";
import { CourseTabs } from "~/features/learning/CourseTabs";
import { COURSE_STATUS_LABELS } from "~/features/learning/labels";
import { NextItem } from "~/features/learning/NextItem";
import { LEARNING_PATHS } from "~/features/learning/paths";
import { learningLinks } from "~/features/learning/route-exports";
import { MODE_LABELS } from "@contract/rules";
import { bnNumber, formatDate } from "~/lib/format";
import { MyPage } from "~/components/layout/MyPage";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? data.title : "কোর্স", "কোর্সের ব্যাচ, অবস্থা ও পরবর্তী ক্লাস।");
export const links = learningLinks;

export const loader = ({ request, params }: LoaderFunctionArgs) => courseHome(request, params.id);

export default function CourseHome() {
  const course = useLoaderData<typeof loader>();
  return (
    <MyPage
      parent={<Link to={LEARNING_PATHS.courses}>আমার কোর্স</Link>}
      title={course.title}
      lead={
        <>
          {course.batch_name} · {course.session.title}
        </>
      }
    >
      <CourseTabs course={course} />

      <section className="my-card" aria-labelledby="course-facts-title">
        <h2 id="course-facts-title">ব্যাচ ও অবস্থা</h2>
        <dl className="course-facts">
          <div>
            <dt>অবস্থা</dt>
            <dd>
              <span className={`course-status course-status--${course.status}`}>{COURSE_STATUS_LABELS[course.status]}</span>
            </dd>
          </div>
          <div>
            <dt>ব্যাচ</dt>
            <dd>
              {course.batch.title} ({MODE_LABELS[course.batch.mode]} · {course.batch.branch})
            </dd>
          </div>
          <div>
            <dt>শুরু</dt>
            <dd>
              <time dateTime={course.batch.starts_at}>{formatDate(course.batch.starts_at)}</time>
            </dd>
          </div>
          <div>
            <dt>সময়সূচি</dt>
            <dd>{course.schedule.title}</dd>
          </div>
          <div>
            <dt>মোট</dt>
            <dd>
              {bnNumber(course.counts.lectures)}টি ক্লাস, {bnNumber(course.counts.exams)}টি পরীক্ষা,{" "}
              {bnNumber(course.counts.solve_classes)}টি সলভ ক্লাস
            </dd>
          </div>
          <div>
            <dt>ভর্তি</dt>
            <dd>
              <time dateTime={course.enrolled_at}>{formatDate(course.enrolled_at)}</time>
            </dd>
          </div>
        </dl>
      </section>

      <section className="my-card" aria-labelledby="next-items-title">
        <h2 id="next-items-title">সামনে যা আছে</h2>
        {course.status !== "active" ? (
          <p>
            {course.status === "expired"
              ? "এই কোর্সের মেয়াদ শেষ হয়েছে, তাই ক্লাস ও সময়সূচি আর খোলা নেই।"
              : "পেমেন্ট সম্পন্ন হলে এই কোর্সের ক্লাস ও সময়সূচি এখানে দেখা যাবে।"}
          </p>
        ) : course.next_items.length === 0 ? (
          <p>এই কোর্সের সব ক্লাস ও পরীক্ষা শেষ হয়েছে।</p>
        ) : (
          <ol className="next-list">
            {course.next_items.map((item) => (
              <li key={item.id}>
                <NextItem item={item} course={course} />
              </li>
            ))}
          </ol>
        )}
        {course.status === "active" ? (
          <p className="my-card__note">
            <Link to={LEARNING_PATHS.timetable(course)}>পুরো রুটিন দেখুন</Link>
          </p>
        ) : null}
      </section>
    </MyPage>
  );
}
