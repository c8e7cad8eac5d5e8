import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useFlash } from "~/lib/use-flash";
import { FormError, Notice } from "~/components/forms/FormError";
import { pageMeta } from "~/components/ui/page-meta";
import { devicesView, releaseAction } from "~/features/account/devices.server";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { bnNumber, formatDate, formatDateTime } from "~/lib/format";
import { MyPage } from "~/components/layout/MyPage";

export const meta: MetaFunction = () => pageMeta("আমার ডিভাইস", "যে ডিভাইসগুলো থেকে আপনার অ্যাকাউন্ট ব্যবহার হয়েছে।");

export const loader = ({ request }: LoaderFunctionArgs) => devicesView(request);
export const action = ({ request }: ActionFunctionArgs) => releaseAction(request);

export default function Devices() {
  const { devices, maxDevices, verifiedCount, currentVerified, lockedOut } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const deviceVerified = useFlash("deviceVerified");
  return (
    <MyPage
      title="আমার ডিভাইস"
      lead={
        <>
          কোর্সের কনটেন্ট দেখা যায় সর্বোচ্চ {bnNumber(maxDevices)}টি যাচাই করা ডিভাইস থেকে। এখন যাচাই করা আছে{" "}
          {bnNumber(verifiedCount)}টি।
        </>
      }
    >
      {lockedOut && !currentVerified ? (
        <Notice tone="warning">
          <p>
            <strong>এই ডিভাইসটি যাচাই করা হয়নি,</strong> তাই কোর্সের কনটেন্ট দেখানো যাচ্ছে না। মোবাইলে পাঠানো কোড দিয়ে ডিভাইসটি যাচাই
            করুন। যাচাই করা ডিভাইসের সংখ্যা পূর্ণ থাকলে আগে নিচের তালিকা থেকে পুরনো একটি ডিভাইস মুক্ত করুন।
          </p>
        </Notice>
      ) : null}
      {deviceVerified ? <Notice>ডিভাইসটি যাচাই করা হয়েছে। এখন কোর্সের কনটেন্ট দেখতে পারবেন।</Notice> : null}
      {actionData?.released ? <Notice>{actionData.released}</Notice> : null}
      <FormError errors={actionData?.error ? [actionData.error] : undefined} />

      {currentVerified ? null : (
        <p>
          <Link to={ACCOUNT_PATHS.deviceRequest} className="btn btn-primary">
            এই ডিভাইসটি যাচাই করুন
          </Link>
        </p>
      )}

      <ul className="device-list">
        {devices.map((d) => (
          <li key={d.id} className="device-list__item my-card" data-current={d.is_current ? "" : undefined}>
            <div className="device-list__head">
              <strong lang="en">{d.name}</strong>
              {d.is_current ? <span className="tag tag--current">এই ডিভাইস</span> : null}
              <span className={d.verified ? "tag tag--ok" : "tag"}>{d.verified ? "যাচাইকৃত" : "যাচাই হয়নি"}</span>
            </div>
            <p className="device-list__dates">
              প্রথম ব্যবহার: <time dateTime={d.first_seen_at}>{formatDate(d.first_seen_at)}</time> · সর্বশেষ:{" "}
              <time dateTime={d.last_seen_at}>{formatDateTime(d.last_seen_at)}</time>
            </p>
            {d.verified && !d.is_current ? (
              <Form method="post">
                <input type="hidden" name="device_id" value={d.id} />
                <button type="submit" className="btn btn-outline">
                  ডিভাইসটি মুক্ত করুন
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="my-card__note">
        <Link to={ACCOUNT_PATHS.deviceRules}>ডিভাইসের নিয়ম: নতুন ডিভাইস, সীমা পূর্ণ হলে বা ফোন হারালে কী করবেন</Link>
      </p>
    </MyPage>
  );
}
