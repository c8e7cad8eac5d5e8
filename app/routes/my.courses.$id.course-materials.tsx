import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page-meta";
import { CoursePage } from "~/features/learning/CoursePage";
import { courseMaterials } from "~/features/learning/courses.server";
import { MaterialList } from "~/features/learning/MaterialList";
import { learningLinks } from "~/features/learning/route-exports";

export const meta: MetaFunction = () => pageMeta("কোর্স ম্যাটেরিয়াল", "কোর্সের নির্দেশিকা, সিলেবাস, পড়ার তালিকা ও দরকারি লিংক।");
export const links = learningLinks;

export const loader = ({ request, params }: LoaderFunctionArgs) => courseMaterials(request, params.id);

export default function CourseMaterials() {
  const { course, data } = useLoaderData<typeof loader>();
  return (
    <CoursePage course={course} title="কোর্স ম্যাটেরিয়াল">
      <MaterialList materials={data} />
    </CoursePage>
  );
}
