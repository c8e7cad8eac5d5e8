import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page-meta";
import { dhakaToday, timetableByIds } from "~/features/learning/courses.server";
import { DoctorAgenda } from "~/features/learning/DoctorAgenda";
import { learningLinks } from "~/features/learning/route-exports";
import { CoursePage } from "~/features/learning/CoursePage";

export const meta: MetaFunction = () => pageMeta("আমার রুটিন", "আপনার কোর্সের ক্লাস, পরীক্ষা ও সলভ ক্লাস: কোনটি শেষ, কোনটি আসছে।");
export const links = learningLinks;

export const loader = async ({ request, params }: LoaderFunctionArgs) => ({
  timetable: await timetableByIds(request, params, "master"),
  today: dhakaToday(),
});

export default function DoctorMasterSchedule() {
  const { timetable, today } = useLoaderData<typeof loader>();
  return (
    <CoursePage course={timetable.course} title="আমার রুটিন">
      <DoctorAgenda course={timetable.course} slots={timetable.slots} today={today} />
    </CoursePage>
  );
}
