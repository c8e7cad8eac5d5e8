import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ENROL_TITLE, EnrollView } from "~/features/catalogue/EnrollView";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { confirmEnrollment, loadEnrollPage } from "~/features/catalogue/enroll.server";

export const links = catalogueLinks;

export const loader = ({ request, params }: LoaderFunctionArgs) => loadEnrollPage(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => confirmEnrollment(request, params);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(data && `${ENROL_TITLE}: ${data.check.batch.title}`, "ব্যাচে ভর্তি নিশ্চিত করুন: আপনার ফি, ছাড় ও পরিশোধের পদ্ধতি।");

export default function Enroll() {
  const data = useLoaderData<typeof loader>();
  return <EnrollView {...data} result={useActionData<typeof action>()} />;
}
