import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { JoinPage } from "~/features/account/JoinPage";
import { pageMeta } from "~/components/ui/page-meta";
import type { action, loader } from "./_public.join";

/** The enrollment guard's target (spec §6): /join with enrollment wording; `next` leads back to the enroll page. */
export { action, headers, loader } from "./_public.join";

export const meta: MetaFunction = () => pageMeta("কোর্সে ভর্তি হতে যুক্ত হোন", "কোর্সে ভর্তি হতে মোবাইল নম্বর যাচাই করে অ্যাকাউন্ট খুলুন।");

export default function JoinToEnroll() {
  const { next } = useLoaderData<typeof loader>();
  return <JoinPage variant="enroll" next={next} result={useActionData<typeof action>()?.result} />;
}
