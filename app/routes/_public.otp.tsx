import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { AuthPage } from "~/features/account/AuthPage";
import { OtpCodeForm } from "~/features/account/OtpCodeForm";
import { noStore } from "~/features/account/route-exports";
import { pageMeta } from "~/components/ui/page-meta";
import { otpAction, otpView, requireGuestOtpFlow } from "~/features/account/otp-steps.server";
import { ACCOUNT_PATHS } from "~/features/account/paths";

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
      lead={
        view.purpose === "reset"
          ? "এই নম্বরে অ্যাকাউন্ট থাকলে একটি যাচাই কোড পাঠানো হয়েছে। পাসওয়ার্ড বদলাতে এসএমএসে পাওয়া কোডটি দিন।"
          : "এই নম্বর দিয়ে নিবন্ধন করা গেলে একটি যাচাই কোড পাঠানো হয়েছে। রেজিস্ট্রেশন চালিয়ে যেতে এসএমএসে পাওয়া কোডটি দিন।"
      }
      aside={
        <>
          <p>
            নম্বর ভুল হয়েছে? <Link to={restart}>অন্য নম্বর দিন</Link>
          </p>
          {view.purpose === "register" ? (
            // Join answers a registered phone like a new one (no registration oracle) and sends it no code.
            <p>
              এই নম্বরে আগেই অ্যাকাউন্ট থাকলে কোনো কোড যায়নি: <Link to={ACCOUNT_PATHS.login}>লগইন করুন</Link> অথবা{" "}
              <Link to={ACCOUNT_PATHS.forget}>পাসওয়ার্ড ভুলে গেলে নতুন পাসওয়ার্ড নিন</Link>।
            </p>
          ) : null}
        </>
      }
    >
      <OtpCodeForm {...view} actionData={useActionData<typeof action>()} submitLabel="যাচাই করুন" />
    </AuthPage>
  );
}
