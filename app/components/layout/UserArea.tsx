import { Link } from "@remix-run/react";
import type { LayoutData } from "~/lib/app-data.server";
import { Avatar } from "./Avatar";

/**
 * Guest: the Login / Register button. Logged in: avatar, name, Go to Dashboard and Logout (spec §1).
 * Logout is a plain POST form that reloads the whole document, so no state from the ended session
 * stays in the page.
 */
export function UserArea({ data, className }: { data: LayoutData; className?: string }) {
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
