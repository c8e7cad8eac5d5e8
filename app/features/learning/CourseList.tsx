import { Link } from "~/components/ui/Link";
import type { DoctorCourse } from "@contract";
import { CourseCard } from "./CourseCard";

/** The doctor's courses as cards, or the way to the batches when there is none yet (dashboard and /my/courses). */
export function CourseList({ courses, grid = false }: { courses: DoctorCourse[]; grid?: boolean }) {
  if (courses.length === 0) {
    return (
      <div className="my-empty">
        <p>আপনি এখনো কোনো কোর্সে ভর্তি হননি।</p>
        <Link to="/batches" className="btn btn-primary">
          ব্যাচগুলো দেখুন
        </Link>
      </div>
    );
  }
  return (
    <ul className={grid ? "course-list course-list--grid" : "course-list"}>
      {courses.map((c) => (
        <CourseCard key={c.id} course={c} headingLevel={grid ? 2 : 3} />
      ))}
    </ul>
  );
}
