import { Fragment, type ReactNode } from "react";
import { EmptyState } from "./EmptyState";
import { Pagination } from "./Pagination";

type Props<T extends { id: number }> = {
  items: readonly T[];
  /** One card per item; the grid supplies the key. */
  card: (item: T) => ReactNode;
  /** Shown instead of the grid when this page has no items (pagination still renders, so page 1 stays reachable). */
  empty: string;
  /** The page numbers as `pageInfo` gives them, and the pagination's accessible name. */
  page: { current: number; last: number; label: string };
  columns?: 3 | 4;
};

/** Use for any list of cards paged with `?page=` (batches, events, quizzes, and the list pages to come). */
export function PagedCardGrid<T extends { id: number }>({ items, card, empty, page, columns = 3 }: Props<T>) {
  return (
    <>
      {items.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <div className={`card-grid card-grid--${columns}`}>
          {items.map((item) => (
            <Fragment key={item.id}>{card(item)}</Fragment>
          ))}
        </div>
      )}
      <Pagination current={page.current} last={page.last} label={page.label} />
    </>
  );
}
