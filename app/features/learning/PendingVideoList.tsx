import type { PendingVideoSummary } from "@contract";
import { Link } from "@remix-run/react";
import { formatDateTime } from "~/lib/format";
import { LEARNING_PATHS } from "./paths";

/** Missed classes the doctor may still watch, each with when it closes. */
export function PendingVideoList({ pending }: { pending: PendingVideoSummary[] }) {
  return (
    <ul className="pending-list">
      {pending.map((p) => (
        <li key={p.id} className="pending-list__item">
          <Link to={LEARNING_PATHS.pendingVideo(p.id)}>{p.event.topic}</Link>
          <span className="card__meta">
            {p.course.title} · দেখা যাবে <time dateTime={p.expires_at}>{formatDateTime(p.expires_at)}</time> পর্যন্ত
          </span>
        </li>
      ))}
    </ul>
  );
}
