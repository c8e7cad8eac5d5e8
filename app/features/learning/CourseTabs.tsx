import type { DoctorCourse } from "@contract";
import { NavLink } from "~/components/ui/Link";
import { LEARNING_PATHS } from "./paths";

/**
 * The course home's tabs: plain links to the course's pages, so they work without JavaScript and
 * every tab has its own URL. Only an active course has a timetable to open.
 */
export function CourseTabs({ course }: { course: Pick<DoctorCourse, "id" | "status" | "session" | "batch_id" | "schedule"> }) {
  const tabs = [
    { to: LEARNING_PATHS.course(course.id), label: "সারসংক্ষেপ" },
    ...(course.status === "active"
      ? [
          { to: LEARNING_PATHS.timetable(course), label: "আমার রুটিন" },
          { to: LEARNING_PATHS.fullSchedule(course.id), label: "সম্পূর্ণ সময়সূচি" },
          { to: LEARNING_PATHS.materials(course.id), label: "কোর্স ম্যাটেরিয়াল" },
          { to: LEARNING_PATHS.exams(course.id), label: "পরীক্ষা ও ফলাফল" },
        ]
      : []),
  ];
  return (
    <nav className="course-tabs" aria-label="কোর্সের অংশ">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end className="tab-link course-tabs__link" prefetch="intent">
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
