import { useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { bnNumber } from "~/lib/format";

/** Pages to show around the current one; the first and last are always reachable. */
function pageWindow(current: number, last: number): Array<number | "gap"> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? (["gap", p] as const) : [p]));
}

/** Plain GET links (`?page=N`), so paging works without JavaScript and every page has its own URL. */
export function Pagination({ current, last, label }: { current: number; last: number; label: string }) {
  const { pathname, search } = useLocation();
  if (last <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete("page");
    else params.set("page", String(page));
    const qs = params.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  return (
    <nav className="pagination" aria-label={label}>
      {current > 1 ? (
        <Link to={href(current - 1)} className="pagination__step" rel="prev">
          ← আগের পাতা
        </Link>
      ) : null}
      <ol className="pagination__pages">
        {pageWindow(current, last).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={href(p)} aria-current={p === current ? "page" : undefined} className="pagination__page">
                {bnNumber(p)}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < last ? (
        <Link to={href(current + 1)} className="pagination__step" rel="next">
          পরের পাতা →
        </Link>
      ) : null}
    </nav>
  );
}
