import { NavLink } from "~/components/ui/Link";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { bnNumber } from "~/lib/format";

const ITEMS = [
  { to: ACCOUNT_PATHS.dashboard, label: "ড্যাশবোর্ড", end: true },
  { to: "/my/courses", label: "আমার কোর্স", end: false },
  // The exams feature's admin-assigned exams (app/features/exams).
  { to: "/my/admin-exams", label: "একাডেমির পরীক্ষা", end: true },
  { to: "/my/free-exams", label: "বিনামূল্যের পরীক্ষা", end: false },
  // The study feature's pages (app/features/study); the notices tab carries the unread count.
  { to: "/my/notices", label: "নোটিশ", end: false },
  { to: "/my/lecture-sheet", label: "লেকচার শিট ও বই", end: true },
  { to: "/my/complain-box", label: "অভিযোগ বক্স", end: false },
  // The study area's videos from the academy (app/features/learning).
  { to: "/my/admin-videos", label: "ভিডিও", end: false },
  { to: ACCOUNT_PATHS.account, label: "প্রোফাইল", end: true },
  { to: ACCOUNT_PATHS.devices, label: "ডিভাইস", end: false },
  { to: ACCOUNT_PATHS.changePassword, label: "পাসওয়ার্ড পরিবর্তন", end: true },
  // The payments feature's pages (app/features/payments): the unit-video cart, subscriptions and the invoices.
  { to: "/my/unit-video-cart", label: "ইউনিট ভিডিও", end: false },
  { to: "/my/subscription", label: "সাবস্ক্রিপশন", end: false },
  { to: "/my/invoice", label: "ইনভয়েস", end: false },
] as const;

/** The my-area's own menu: a row of tabs on phones, a side column on wider screens. */
export function AccountNav({ unreadNotices = null }: { unreadNotices?: number | null }) {
  return (
    <nav className="account-nav" aria-label="আমার অ্যাকাউন্ট">
      <ul>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} prefetch="intent" className="tab-link account-nav__link">
              {item.label}
              {item.to === "/my/notices" && unreadNotices ? (
                <>
                  {" "}
                  <span className="nav-count" aria-hidden="true">
                    {bnNumber(unreadNotices)}
                  </span>
                  <span className="visually-hidden">, না-পড়া {bnNumber(unreadNotices)}টি</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
