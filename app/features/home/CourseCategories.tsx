import { Link } from "~/components/ui/Link";
import type { CourseFamily } from "@contract";
import { SKELETON_COUNTS, SkeletonList } from "~/components/ui/Skeleton";
import { HomeSection } from "./HomeSection";
import { CourseIcon } from "~/components/ui/topic-icons";

export function CourseCategories({ courses }: { courses: Promise<CourseFamily[] | null> }) {
  return (
    <HomeSection
      name="courses"
      title="কোর্সসমূহ"
      lead="প্রতিটি পরীক্ষার জন্য আলাদা প্রস্তুতি"
      data={courses}
      skeleton={<SkeletonList shape="course" count={SKELETON_COUNTS.courses} className="card-grid card-grid--courses" />}
    >
      {(list) => (
        <div className="card-grid card-grid--courses">
          {list.map((c) => (
            <Link key={c.slug} to={`/courses/${c.slug}`} className="card course-card" prefetch="intent" data-course={c.slug}>
              <span className="icon-badge">
                <CourseIcon icon={c.icon} />
              </span>
              <span className="card__title">{c.title}</span>
            </Link>
          ))}
        </div>
      )}
    </HomeSection>
  );
}
