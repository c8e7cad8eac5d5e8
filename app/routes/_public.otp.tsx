import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthPage } from "~/features/account/AuthPage";
import { OtpCodeForm } from "~/features/account/OtpCodeForm";
import { accountLinks, noStore } from "~/features/account/route-exports";
import { pageMeta } from "~/components/ui/page-meta";
import { otpAction, otpView, requireGuestOtpFlow } from "~/features/account/otp-steps.server";
import { ACCOUNT_PATHS } from "~/features/account/paths";

export const links = accountLinks;
export const headers = noStore;
export const meta: MetaFunction = () => pageMeta("মোবাইল নম্বর যাচাই", "এসএমএসে পাওয়া ৬ সংখ্যার কোড দিয়ে মোবাইল নম্বর যাচাই করুন।");

export function loader({ request }: LoaderFunctionArgs) {
  return otpView(requireGuestOtpFlow(request));
}

export const action = ({ request }: ActionFunctionArgs) => otpAction(request);

export default function Otp() {
  const view = useLoaderData<typeof loader>();
  const restart = view.purpose === "reset" ? ACCOUNT_PATHS.forget : ACCOUNT_PATHS.join;
  return (
    <AuthPage
      title="মোবাইল নম্বর যাচাই"
      lead={view.purpose === "reset" ? "পাসওয়ার্ড বদলাতে এসএমএসে পাওয়া কোডটি দিন।" : "রেজিস্ট্রেশন চালিয়ে যেতে এসএমএসে পাওয়া কোডটি দিন।"}
      aside={
        <p>
          নম্বর ভুল হয়েছে? <Link to={restart}>অন্য নম্বর দিন</Link>
        </p>
      }
    >
      <OtpCodeForm {...view} actionData={useActionData<typeof action>()} submitLabel="যাচাই করুন" />
    </AuthPage>
  );
}
