import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { pageMeta } from "~/components/ui/page-meta";
import { devicesView } from "~/features/account/devices.server";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { MyPage } from "~/components/layout/MyPage";
import { STUDY_PATHS } from "~/features/study/paths";
import { bnNumber } from "~/lib/format";

export const meta: MetaFunction = () =>
  pageMeta(
    "ডিভাইসের নিয়ম: এরপর কী হবে",
    "কোন ডিভাইসে কোর্সের কনটেন্ট দেখা যায়, নতুন ডিভাইসে কী করবেন, সীমা পূর্ণ হলে বা ফোন হারালে কী করবেন।",
  );

export const loader = ({ request }: LoaderFunctionArgs) => devicesView(request);

/**
 * Spec §2 keeps `coming-soon` among the devices pages without saying what it shows. Here it is the
 * page for what comes next on a device: the limit as it stands for this doctor, what happens on a
 * new browser, when the slots are full, and when a device is lost, each with the link to act on it.
 */
export default function DeviceRules() {
  const { maxDevices, verifiedCount, currentVerified } = useLoaderData<typeof loader>();
  const freeSlots = Math.max(0, maxDevices - verifiedCount);
  return (
    <MyPage
      parent={<Link to={ACCOUNT_PATHS.devices}>আমার ডিভাইস</Link>}
      title="ডিভাইসের নিয়ম: এরপর কী হবে"
      lead={
        <>
          আপনার {bnNumber(maxDevices)}টি ডিভাইসের মধ্যে যাচাই করা আছে {bnNumber(verifiedCount)}টি, খালি {bnNumber(freeSlots)}টি। এই
          ডিভাইসটি {currentVerified ? "যাচাই করা।" : "এখনো যাচাই করা হয়নি।"}
        </>
      }
    >
      <section className="my-card" aria-labelledby="device-content-title">
        <h2 id="device-content-title">কোন কনটেন্টে যাচাই করা ডিভাইস লাগে</h2>
        <p>
          কোর্সের রুটিন, ক্লাসের ভিডিও, কোর্স ম্যাটেরিয়াল, পরীক্ষা, লেকচার শিট ও রেফারেন্স বই শুধু যাচাই করা ডিভাইস থেকে দেখা যায়। প্রোফাইল,
          নোটিশ ও অভিযোগ বক্স যেকোনো ডিভাইস থেকে খোলা যায়, যাতে ডিভাইস যাচাই না থাকলেও একাডেমির খবর পান ও যোগাযোগ করতে পারেন।
        </p>
      </section>

      <section className="my-card" aria-labelledby="device-new-title">
        <h2 id="device-new-title">নতুন ডিভাইস বা ব্রাউজারে লগইন করলে</h2>
        <p>
          প্রথমবার কোর্সের কনটেন্ট খুললে আপনাকে ডিভাইসের পাতায় পাঠানো হবে। খালি জায়গা থাকলে আপনার মোবাইলে একটি কোড যাবে; কোডটি দিলে
          ডিভাইসটি যাচাই হয়ে যায় এবং কনটেন্ট খুলে যায়।
        </p>
        {currentVerified ? null : (
          <Link to={freeSlots > 0 ? ACCOUNT_PATHS.deviceRequest : ACCOUNT_PATHS.devices} className="btn btn-primary">
            {freeSlots > 0 ? "এই ডিভাইসটি যাচাই করুন" : "আগে একটি ডিভাইস মুক্ত করুন"}
          </Link>
        )}
      </section>

      <section className="my-card" aria-labelledby="device-full-title">
        <h2 id="device-full-title">{bnNumber(maxDevices)}টি ডিভাইস পূর্ণ হলে</h2>
        <p>
          ডিভাইসের তালিকা থেকে যে ডিভাইসটি আর ব্যবহার করেন না সেটি মুক্ত করুন। মুক্ত করা ডিভাইসে সঙ্গে সঙ্গে কোর্সের কনটেন্ট বন্ধ হয়ে যায়, আর
          খালি জায়গায় নতুন ডিভাইসটি যাচাই করা যায়। যে ডিভাইস থেকে তালিকা দেখছেন সেটি নিজে থেকে মুক্ত করা যায় না।
        </p>
        <Link to={ACCOUNT_PATHS.devices}>ডিভাইসের তালিকা</Link>
      </section>

      <section className="my-card" aria-labelledby="device-lost-title">
        <h2 id="device-lost-title">ফোন বা ল্যাপটপ হারালে, বা মোবাইল নম্বর বদলালে</h2>
        <p>
          অন্য কোনো ব্রাউজারে লগইন করে তালিকা থেকে হারানো ডিভাইসটি মুক্ত করুন, তারপর পাসওয়ার্ড বদলে নিন। যাচাইয়ের কোড আসে আপনার নিবন্ধিত
          মোবাইল নম্বরে; নম্বরটি আর হাতে না থাকলে অভিযোগ বক্সে লিখে জানান, একাডেমি আপনার সঙ্গে যোগাযোগ করবে।
        </p>
        <p className="my-card__note">
          <Link to={ACCOUNT_PATHS.changePassword}>পাসওয়ার্ড পরিবর্তন</Link> · <Link to={STUDY_PATHS.complainBox}>অভিযোগ বক্স</Link>
        </p>
      </section>
    </MyPage>
  );
}
