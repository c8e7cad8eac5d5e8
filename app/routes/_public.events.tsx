import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EventCard } from "~/components/ui/EventCard";
import { PageHeader } from "~/components/ui/PageHeader";
import { PagedCardGrid } from "~/components/ui/PagedCardGrid";
import { pageMeta } from "~/components/ui/page-meta";
import { pageInfo, pageParam } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";

const EVENT_PAGE_SIZE = 9;

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await publicData("events", { query: { page: pageParam(request), perpage: EVENT_PAGE_SIZE } });
  return { events: page.data, ...pageInfo(page) };
}

export const meta: MetaFunction = () =>
  pageMeta("ইভেন্ট", "সোপানের সেমিনার, ওয়ার্কশপ, মক টেস্ট ও অ্যালামনাই মিলনমেলা — নিবন্ধনের শেষ সময়সহ সব ইভেন্ট।");

export default function Events() {
  const { events, current, last } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="ইভেন্ট" lead="সেমিনার, ওয়ার্কশপ ও মিলনমেলায় অংশ নিন" />
      <div className="container page-body">
        <PagedCardGrid
          items={events}
          card={(e) => <EventCard event={e} />}
          empty="এই মুহূর্তে কোনো ইভেন্ট নেই"
          page={{ current, last, label: "ইভেন্টের পাতা" }}
        />
      </div>
    </>
  );
}
