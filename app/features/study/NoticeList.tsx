import type { DoctorNotice } from "@contract";
import { Link } from "~/components/ui/Link";
import { formatDateTime } from "~/lib/format";
import { STUDY_PATHS } from "./paths";

export const NOTICE_SCOPE_LABELS: Record<DoctorNotice["scope"], string> = {
  site: "সবার জন্য",
  course: "কোর্স",
  batch: "ব্যাচ",
};

/** Who a notice is for: "সবার জন্য", or the course or batch by name. */
export const noticeAudience = (n: Pick<DoctorNotice, "scope" | "scope_title">) =>
  n.scope_title ? `${NOTICE_SCOPE_LABELS[n.scope]}: ${n.scope_title}` : NOTICE_SCOPE_LABELS[n.scope];

/** Notices newest first; an unread one is marked in words (not by colour alone). */
export function NoticeList({ notices }: { notices: DoctorNotice[] }) {
  return (
    <ul className="notice-list">
      {notices.map((n) => (
        <li key={n.id} className="notice-item" data-unread={n.read_at ? undefined : ""}>
          <Link to={STUDY_PATHS.notice(n.id)} className="notice-item__title">
            {n.title}
          </Link>
          <p className="notice-item__meta">
            {n.read_at ? null : <span className="badge badge--accent">নতুন</span>} {noticeAudience(n)} ·{" "}
            <time dateTime={n.published_at}>{formatDateTime(n.published_at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
