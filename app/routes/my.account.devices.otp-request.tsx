import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { ResendMessage } from "~/features/account/OtpCodeForm";
import { pageMeta } from "~/components/ui/page-meta";
import { deviceCodeRequestAction, unverifiedDeviceView } from "~/features/account/devices.server";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { MyPage } from "~/components/layout/MyPage";

export const meta: MetaFunction = () => pageMeta("ডিভাইস যাচাইয়ের কোড", "ডিভাইস যাচাইয়ের জন্য মোবাইলে কোড নিন।");

export const loader = ({ request }: LoaderFunctionArgs) => unverifiedDeviceView(request);
export const action = ({ request }: ActionFunctionArgs) => deviceCodeRequestAction(request);

export default function DeviceOtpRequest() {
  const actionData = useActionData<typeof action>();
  return (
    <MyPage title="যাচাইয়ের কোড নিন">
      <section className="my-card">
        <ResendMessage state={actionData?.resend} />
        <p>আপনার অ্যাকাউন্টের মোবাইল নম্বরে ৬ সংখ্যার একটি কোড পাঠানো হবে। কোডটি ৫ মিনিট কাজ করবে।</p>
        <Form method="post" className="form">
          <button type="submit" className="btn btn-primary">
            কোড পাঠান
          </button>
        </Form>
        <p className="my-card__note">
          <Link to={ACCOUNT_PATHS.devices}>ডিভাইসের তালিকায় ফিরে যান</Link>
        </p>
      </section>
    </MyPage>
  );
}
