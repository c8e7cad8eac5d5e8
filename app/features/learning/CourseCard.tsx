import type { DoctorCourse } from "@contract";
import { Link } from "~/components/ui/Link";
import { formatDate } from "~/lib/format";
import { COURSE_STATUS_LABELS } from "./labels";
import { NextItem } from "./NextItem";
import { LEARNING_PATHS } from "./paths";

/** One of the doctor's courses: what it is, where it stands, what comes next, and the way in. */
export function CourseCard({ course, headingLevel = 3 }: { course: DoctorCourse; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="course-card" data-course-id={course.id} data-status={course.status}>
      <div className="course-card__head">
        <Heading className="course-card__title">
          <Link to={LEARNING_PATHS.course(course.id)}>{course.title}</Link>
        </Heading>
        <span className={`course-status course-status--${course.status}`}>{COURSE_STATUS_LABELS[course.status]}</span>
      </div>
      <p className="course-card__batch">
        {course.batch_name} · {course.session.title}
      </p>
      {course.next_item ? (
        <p className="course-card__next">
          <span className="course-card__label">পরবর্তী:</span> <NextItem item={course.next_item} course={course} />
        </p>
      ) : course.status === "active" ? (
        <p className="course-card__next">এই কোর্সের সব ক্লাস ও পরীক্ষা শেষ হয়েছে।</p>
      ) : null}
      <p className="course-card__meta">
        ভর্তি: <time dateTime={course.enrolled_at}>{formatDate(course.enrolled_at)}</time>
      </p>
    </li>
  );
}
