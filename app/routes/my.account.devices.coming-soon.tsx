import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page-meta";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { MyPage } from "~/components/layout/MyPage";

export const meta: MetaFunction = () => pageMeta("শীঘ্রই আসছে", "মোবাইল অ্যাপের ডিভাইস ব্যবস্থাপনা শীঘ্রই আসছে।");

/** Spec §2 names this page; the mobile apps' devices are not managed on the web yet. */
export default function DevicesComingSoon() {
  return (
    <MyPage title="শীঘ্রই আসছে">
      <section className="my-card">
        <p>মোবাইল অ্যাপে লগইন করা ডিভাইসগুলো এখান থেকে দেখা ও মুক্ত করার সুবিধা শীঘ্রই যোগ হবে।</p>
        <Link to={ACCOUNT_PATHS.devices} className="btn btn-outline">
          ডিভাইসের তালিকায় ফিরে যান
        </Link>
      </section>
    </MyPage>
  );
}
