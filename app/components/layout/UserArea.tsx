import { Link } from "~/components/ui/Link";
import type { LayoutData } from "~/lib/app-data.server";
import { bnNumber } from "~/lib/format";
import { Avatar } from "./Avatar";

/**
 * Guest: the Login / Register button. Logged in: avatar, name, Go to Dashboard and Logout (spec §1).
 * Logout is a plain POST form that reloads the whole document, so no state from the ended session
 * stays in the page.
 */
export function UserArea({
  data,
  unreadNotices = null,
  className,
}: {
  data: LayoutData;
  /** The my layout's count of unread notices; null elsewhere (no badge). */
  unreadNotices?: number | null;
  className?: string;
}) {
  const doctor = data.is_logged_in ? data.doctor : null;
  if (!doctor) {
    return (
      <div className={`user-area ${className ?? ""}`}>
        <Link to="/login" className="btn btn-primary">
          লগইন / রেজিস্টার
        </Link>
      </div>
    );
  }
  return (
    <div className={`user-area user-area--in ${className ?? ""}`}>
      <span className="user-area__who">
        <Avatar doctor={doctor} />
        <span className="user-area__name">{doctor.name ?? "ডাক্তার"}</span>
      </span>
      {unreadNotices !== null ? <NoticesLink count={unreadNotices} /> : null}
      <Link to="/my/dashboard" className="btn btn-primary">
        ড্যাশবোর্ডে যান
      </Link>
      <form method="post" action="/logout" className="user-area__logout">
        <button type="submit" className="btn btn-outline">
          লগআউট
        </button>
      </form>
    </div>
  );
}

/**
 * The notices link with its unread count, said in words for screen readers as well as shown as a
 * badge; with nothing unread, the link alone (no badge saying ০), as in the account menu.
 */
export function NoticesLink({ count, className = "user-area__notices" }: { count: number; className?: string }) {
  return (
    <Link to="/my/notices" className={className} data-testid="unread-notices">
      নোটিশ
      {count > 0 ? (
        <>
          {" "}
          <span className="nav-count" aria-hidden="true">
            {bnNumber(count)}
          </span>
          <span className="visually-hidden">, না-পড়া {bnNumber(count)}টি</span>
        </>
      ) : null}
    </Link>
  );
}
