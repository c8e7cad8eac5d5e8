import type { DoctorTimetable } from "@contract";
import { Link } from "~/components/ui/Link";
import type { ReactNode } from "react";
import { CourseTabs } from "./CourseTabs";
import { LEARNING_PATHS } from "./paths";
import { MyPage } from "~/components/layout/MyPage";

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
    <MyPage
      parent={<Link to={LEARNING_PATHS.course(course.id)}>{course.title}</Link>}
      title={title}
      lead={
        <>
          {course.batch_name} · {course.schedule.title}
        </>
      }
    >
      <CourseTabs course={course} />
      {children}
    </MyPage>
  );
}
