import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { pageMeta } from "~/components/ui/page-meta";
import { unverifiedDeviceView } from "~/features/account/devices.server";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { bnNumber } from "~/lib/format";
import { MyPage } from "~/components/layout/MyPage";

export const meta: MetaFunction = () => pageMeta("ডিভাইস যাচাই", "এই ডিভাইস থেকে কোর্সের কনটেন্ট দেখতে ডিভাইসটি যাচাই করুন।");

export const loader = ({ request }: LoaderFunctionArgs) => unverifiedDeviceView(request);

export default function DeviceRequest() {
  const { freeSlots, maxDevices } = useLoaderData<typeof loader>();
  return (
    <MyPage title="এই ডিভাইসটি যাচাই করুন">
      <section className="my-card">
        <p>
          একটি অ্যাকাউন্ট থেকে সর্বোচ্চ {bnNumber(maxDevices)}টি ডিভাইসে কোর্সের কনটেন্ট দেখা যায়। এই ডিভাইসটি যোগ করতে আপনার মোবাইলে
          একটি কোড পাঠানো হবে।
        </p>
        {freeSlots > 0 ? (
          <Link to={ACCOUNT_PATHS.deviceOtpRequest} className="btn btn-primary">
            যাচাই শুরু করুন
          </Link>
        ) : (
          <>
            <p>
              <strong>যাচাই করা ডিভাইসের সংখ্যা পূর্ণ।</strong> আগে তালিকা থেকে যে ডিভাইসটি আর ব্যবহার করেন না সেটি মুক্ত করুন।
            </p>
            <Link to={ACCOUNT_PATHS.devices} className="btn btn-primary">
              ডিভাইসের তালিকা
            </Link>
          </>
        )}
      </section>
    </MyPage>
  );
}
