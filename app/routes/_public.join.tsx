import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { JoinPage } from "~/features/account/JoinPage";
import { noStore } from "~/features/account/route-exports";
import { pageMeta } from "~/components/ui/page-meta";
import { nextParam, redirectIfLoggedIn } from "~/features/account/guards.server";
import { joinAction } from "~/features/account/otp-steps.server";

export const headers = noStore;
export const meta: MetaFunction = () => pageMeta("রেজিস্টার করুন", "মোবাইল নম্বর যাচাই করে সোপানে নতুন অ্যাকাউন্ট খুলুন।");

export function loader({ request }: LoaderFunctionArgs) {
  redirectIfLoggedIn(request);
  return { next: nextParam(request) };
}

export const action = ({ request }: ActionFunctionArgs) => joinAction(request);

export default function Join() {
  const { next } = useLoaderData<typeof loader>();
  return <JoinPage variant="join" next={next} result={useActionData<typeof action>()?.result} />;
}
