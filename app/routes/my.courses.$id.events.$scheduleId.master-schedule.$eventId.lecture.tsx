import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page-meta";
import { LecturePage } from "~/features/learning/LecturePage";
import { learningLinks } from "~/features/learning/route-exports";
import { lecturePage } from "~/features/learning/videos.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.event.topic ?? "লেকচার ভিডিও", "ক্লাসের ভিডিও।");
export const links = learningLinks;

export const loader = ({ request, params }: LoaderFunctionArgs) => lecturePage(request, params, "master");

export default function MasterLecture() {
  return <LecturePage lecture={useLoaderData<typeof loader>()} />;
}
