import type { PendingVideoSummary } from "@contract";
import { Link } from "~/components/ui/Link";
import { formatDateTime } from "~/lib/format";
import { LEARNING_PATHS } from "./paths";

/** Missed classes, each with when it closes (or closed). */
export function PendingVideoList({ pending }: { pending: PendingVideoSummary[] }) {
  return (
    <ul className="pending-list">
      {pending.map((p) => (
        <li key={p.id} className="pending-list__item" data-open={p.open}>
          <Link to={LEARNING_PATHS.pendingVideo(p.id)}>{p.event.topic}</Link>
          <span className="card__meta">
            {p.course.title} ·{" "}
            {p.open ? (
              <>
                দেখা যাবে <time dateTime={p.expires_at}>{formatDateTime(p.expires_at)}</time> পর্যন্ত
              </>
            ) : (
              <>
                মেয়াদ শেষ হয়েছে <time dateTime={p.expires_at}>{formatDateTime(p.expires_at)}</time>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
