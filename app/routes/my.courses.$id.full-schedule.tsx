import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Timetable } from "~/features/catalogue/Timetable";
import { pageMeta } from "~/components/ui/page-meta";
import { courseTimetable } from "~/features/learning/courses.server";
import { learningLinks } from "~/features/learning/route-exports";
import { CoursePage } from "~/features/learning/CoursePage";
import { LEARNING_PATHS } from "~/features/learning/paths";

export const meta: MetaFunction = () => pageMeta("সম্পূর্ণ সময়সূচি", "কোর্সের সব ক্লাস, পরীক্ষা ও সলভ ক্লাস, সপ্তাহ ধরে।");
export const links = learningLinks;

export const loader = ({ request, params }: LoaderFunctionArgs) => courseTimetable(request, params.id);

export default function FullSchedule() {
  const data = useLoaderData<typeof loader>();
  return (
    <CoursePage course={data.course} title="সম্পূর্ণ সময়সূচি">
      <Timetable
        slots={data.slots}
        headingLevel={2}
        topicLink={(slot) => (slot.has_exam ? LEARNING_PATHS.examStatus(data.course, slot.id) : null)}
      />
    </CoursePage>
  );
}
