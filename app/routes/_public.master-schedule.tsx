/**
 * Master schedules: the consolidated timetable of a combined programme, across its batches. The
 * page lists every programme and shows one (`?id=`, the first by default) grouped by week;
 * /batch-details/{id}/master-schedule is the same page for one programme's master schedules.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { PrintButton } from "~/features/catalogue/PrintButton";
import { Timetable } from "~/features/catalogue/Timetable";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { EmptyState } from "~/components/ui/EmptyState";
import { PageHeader } from "~/components/ui/PageHeader";
import { formatDateSpan } from "~/lib/timetable";
import { loadMasterSchedules } from "~/features/catalogue/catalogue.server";

export const links = catalogueLinks;

export const loader = ({ request }: LoaderFunctionArgs) => loadMasterSchedules(request);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(
    data?.current ? `${data.current.title} — মাস্টার সময়সূচি` : "মাস্টার সময়সূচি",
    "কম্বাইন্ড প্রোগ্রামের সব ব্যাচের ক্লাস ও পরীক্ষা এক সময়সূচিতে, সপ্তাহ অনুযায়ী।",
  );

export default function MasterSchedulePage() {
  const { list, current } = useLoaderData<typeof loader>();
  return (
    <article className="schedule-page">
      <PageHeader title={current ? current.title : "মাস্টার সময়সূচি"} lead="কম্বাইন্ড প্রোগ্রামের সব ব্যাচের ক্লাস ও পরীক্ষা এক জায়গায়">
        {current ? (
          <p className="page-header__links no-print">
            <PrintButton />
            <Link to={`/batch-details/${current.batch.id}/master-enroll/${current.id}`} className="btn btn-primary">
              এই প্রোগ্রামে ভর্তি হন
            </Link>
          </p>
        ) : null}
      </PageHeader>
      <div className="container page-body">
        {list.length > 1 ? (
          <nav className="master-list no-print" aria-label="মাস্টার সময়সূচি">
            <ul>
              {list.map((m) => (
                <li key={m.id}>
                  <Link to={`?id=${m.id}`} aria-current={m.id === current?.id ? "page" : undefined} preventScrollReset>
                    {m.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {current ? (
          <>
            <p className="card__meta">
              {current.starts_on && current.ends_on ? `${formatDateSpan(current.starts_on, current.ends_on)} · ` : null}
              যে ব্যাচগুলো নিয়ে: {current.parts.map((p) => p.batch.title).join(", ")}
            </p>
            <Timetable slots={current.slots} />
          </>
        ) : (
          <EmptyState message="এই মুহূর্তে কোনো মাস্টার সময়সূচি নেই" />
        )}
      </div>
    </article>
  );
}
