import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { Price } from "~/features/catalogue/Price";
import { BatchClosedNote, ScheduleChoices } from "~/features/catalogue/ScheduleChoices";
import { PageHeader } from "~/components/ui/PageHeader";
import { loadBatch } from "~/features/catalogue/catalogue.server";

export const links = catalogueLinks;

export const loader = ({ params }: LoaderFunctionArgs) => loadBatch(params.batchId);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(data && `ভর্তি: ${data.title}`, "যে সময়সূচিতে পড়তে চান সেটি বেছে নিয়ে ভর্তি শুরু করুন।");

/** Step one of enrolling: pick the timetable. Public; the enrollment page behind each choice asks for login. */
export default function EnrollSchedules() {
  const batch = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="সময়সূচি বেছে নিন" lead={batch.title}>
        <Price batch={batch} />
      </PageHeader>
      <div className="container page-body page-body--narrow">
        <Link to={`/batch-details/${batch.id}`} className="page-back">
          ← ব্যাচের বিস্তারিত
        </Link>
        <BatchClosedNote batch={batch} />
        <ScheduleChoices batch={batch} headingLevel={2} />
      </div>
    </>
  );
}
