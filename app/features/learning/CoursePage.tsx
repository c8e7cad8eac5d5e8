import type { DoctorTimetable } from "@contract";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CourseTabs } from "./CourseTabs";
import { LEARNING_PATHS } from "./paths";

/** The frame of a course's content pages: back link, title, the course tabs, then the content itself. */
export function CoursePage({
  course,
  title,
  children,
}: {
  course: DoctorTimetable["course"];
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <header className="my-header">
        <p className="my-header__lead">
          <Link to={LEARNING_PATHS.course(course.id)}>{course.title}</Link>
        </p>
        <h1>{title}</h1>
        <p className="my-header__lead">
          {course.batch_name} · {course.schedule.title}
        </p>
      </header>
      <CourseTabs course={course} />
      {children}
    </>
  );
}
