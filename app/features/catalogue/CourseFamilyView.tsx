import { Link } from "~/components/ui/Link";
import type { EndpointResponse } from "@contract";
import { CourseIcon } from "~/components/ui/topic-icons";
import { familyCoursesJsonLd } from "~/features/catalogue/structured-data";
import { formatDateSpan } from "~/lib/timetable";
import { bnNumber } from "~/lib/format";
import { JsonLd, useSite } from "./JsonLd";

type Family = EndpointResponse<"courseFamily">["data"];

/** /courses/{slug}: the family's courses, each with its running sessions and a way to their batches. */
export function CourseFamilyView({ family, origin }: { family: Family; origin: string }) {
  const site = useSite(origin);
  return (
    <article className="course-family" data-family={family.slug}>
      <JsonLd data={familyCoursesJsonLd(family, site)} />
      <header className="page-header">
        <div className="container course-family__header">
          <span className="icon-badge course-family__icon">
            <CourseIcon icon={family.icon} />
          </span>
          <div>
            <h1 className="page-header__title">{family.title}</h1>
            <p className="page-header__lead">কোর্স, সেশন ও ব্যাচ</p>
          </div>
        </div>
      </header>
      <div className="container page-body">
        {/* Trusted HTML: family descriptions are written by our own editors in the product API's admin. */}
        <div className="prose card" dangerouslySetInnerHTML={{ __html: family.description_html }} />
        {family.courses.length === 0 ? (
          <p className="empty-state">এই বিভাগে এখন কোনো কোর্স চালু নেই।</p>
        ) : (
          <div className="course-list">
            {family.courses.map((course) => (
              <section
                key={course.id}
                className="card course-list__item"
                data-course={course.slug}
                aria-labelledby={`course-${course.id}`}
              >
                <h2 id={`course-${course.id}`} className="course-list__title">
                  {course.title}
                </h2>
                <p className="card__subtitle">{course.summary}</p>
                {course.sessions.length === 0 ? (
                  <p className="card__meta">নতুন সেশনের ঘোষণা শিগগিরই আসছে।</p>
                ) : (
                  <ul className="session-list">
                    {course.sessions.map((s) => (
                      <li key={s.id} className="session-list__item" data-session-id={s.id}>
                        <div>
                          <h3 className="card__title">{s.title}</h3>
                          <p className="card__meta">
                            {formatDateSpan(s.starts_on, s.ends_on)} · {bnNumber(s.batch_count)}টি ব্যাচ
                            {s.open_batch_count ? `, ${bnNumber(s.open_batch_count)}টিতে ভর্তি চলছে` : ", ভর্তি বন্ধ"}
                          </p>
                        </div>
                        {s.batch_count ? (
                          <Link to={`/batches?session=${s.id}`} className="btn btn-outline" prefetch="intent">
                            ব্যাচগুলো দেখুন
                          </Link>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
