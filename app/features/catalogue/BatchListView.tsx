import type { BatchSummary } from "@contract";
import { PageHeader } from "~/components/ui/PageHeader";
import { PagedCardGrid } from "~/components/ui/PagedCardGrid";
import type { BatchListData } from "~/features/catalogue/catalogue.server";
import { hasFilters } from "~/features/catalogue/filters";
import { bnNumber } from "~/lib/format";
import { itemListJsonLd } from "~/features/catalogue/structured-data";
import { BatchCard } from "./BatchCard";
import { JsonLd, useSite } from "./JsonLd";
import { BatchFilters } from "./BatchFilters";

type Props = {
  title: string;
  lead?: string;
  /** The list's own path (/batches or /{slug}/batches). */
  path: string;
  /** Where a card leads: the category's batch page or the general batch details. */
  hrefFor: (batch: BatchSummary) => string;
  data: BatchListData;
  children?: React.ReactNode;
};

/** /batches and /{slug}/batches: one list with the same filters, cards and paging. */
export function BatchListView({ title, lead, path, hrefFor, data, children }: Props) {
  const filtered = hasFilters(data.filters);
  const site = useSite(data.origin);
  return (
    <>
      {data.batches.length ? (
        <JsonLd
          data={itemListJsonLd(
            data.batches.map((b) => ({ name: b.title, path: hrefFor(b) })),
            site,
          )}
        />
      ) : null}
      <PageHeader title={title} lead={lead}>
        {children}
      </PageHeader>
      <div className="container page-body">
        <BatchFilters action={path} filters={data.filters} options={data.options} />
        <p className="batch-list__count" role="status" data-total={data.total}>
          {filtered ? `খোঁজের সাথে মেলে ${bnNumber(data.total)}টি ব্যাচ` : `মোট ${bnNumber(data.total)}টি ব্যাচ`}
        </p>
        <PagedCardGrid
          items={data.batches}
          card={(b) => <BatchCard batch={b} href={hrefFor(b)} />}
          empty={filtered ? "এই ফিল্টারে কোনো ব্যাচ পাওয়া যায়নি। অন্য কিছু বেছে দেখুন।" : "এই মুহূর্তে কোনো ব্যাচ নেই"}
          page={{ current: data.current, last: data.last, label: "ব্যাচের পাতা" }}
        />
      </div>
    </>
  );
}
