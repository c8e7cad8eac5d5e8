import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useFlash } from "~/lib/use-flash";
import { Notice } from "~/components/forms/FormError";
import { pageMeta } from "~/components/ui/page-meta";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { accountView } from "~/features/account/profile.server";
import { PhotoForm } from "~/features/account/PhotoForm";
import { profilePhotoAction } from "~/features/account/profile-photo.server";
import { MyPage } from "~/components/layout/MyPage";

export const meta: MetaFunction = () => pageMeta("আমার প্রোফাইল", "আপনার অ্যাকাউন্টের তথ্য।");

export const loader = ({ request }: LoaderFunctionArgs) => accountView(request);
/** The photo upload (multipart; its own body limit in the host, bin/body-limit.ts). */
export const action = ({ request }: ActionFunctionArgs) => profilePhotoAction(request);

const NOT_GIVEN = "দেওয়া হয়নি";

export default function Account() {
  const p = useLoaderData<typeof loader>();
  const passwordChanged = useFlash("passwordChanged");
  const profileUpdated = useFlash("profileUpdated");
  const photoUpdated = useFlash("photoUpdated");
  const photoError = useActionData<typeof action>()?.photoError;
  const rows: Array<[string, string | null, boolean?]> = [
    ["নাম", p.name],
    ["মোবাইল", p.phone, true],
    ["ইমেইল", p.email, true],
    ["বিএমডিসি নম্বর", p.bmdc, true],
    ["মেডিকেল কলেজ", p.college],
    ["বর্তমান ঠিকানা", p.presentAddress],
    ["স্থায়ী ঠিকানা", p.permanentAddress],
  ];
  return (
    <MyPage title="আমার প্রোফাইল">
      {passwordChanged ? <Notice>পাসওয়ার্ড বদলানো হয়েছে।</Notice> : null}
      {profileUpdated ? <Notice>প্রোফাইল হালনাগাদ করা হয়েছে।</Notice> : null}
      {photoUpdated ? <Notice>প্রোফাইলের ছবি বদলানো হয়েছে।</Notice> : null}
      <PhotoForm doctor={{ name: p.name, avatar: p.avatar }} error={photoError} />
      <section className="my-card" aria-label="প্রোফাইলের তথ্য">
        <dl className="profile-list">
          {rows.map(([label, value, latin]) => (
            <div key={label} className="profile-list__row">
              <dt>{label}</dt>
              <dd className={value ? undefined : "profile-list__missing"} lang={value && latin ? "en" : undefined}>
                {value ?? NOT_GIVEN}
              </dd>
            </div>
          ))}
        </dl>
        {p.missing.length > 0 ? <p className="my-card__note">প্রোফাইলের কিছু তথ্য এখনো দেওয়া হয়নি।</p> : null}
        <p>
          <Link to={ACCOUNT_PATHS.profileEdit} className="btn btn-primary">
            প্রোফাইল সম্পাদনা
          </Link>
        </p>
      </section>
      <section className="my-card" aria-label="অ্যাকাউন্টের নিরাপত্তা">
        <ul className="my-links">
          <li>
            <Link to={ACCOUNT_PATHS.devices}>আমার ডিভাইস</Link> —{" "}
            {p.verifiedDevice ? "এই ডিভাইসটি যাচাই করা আছে" : "এই ডিভাইসটি এখনো যাচাই করা হয়নি"}
          </li>
          <li>
            <Link to={ACCOUNT_PATHS.changePassword}>পাসওয়ার্ড পরিবর্তন করুন</Link>
          </li>
        </ul>
      </section>
    </MyPage>
  );
}
