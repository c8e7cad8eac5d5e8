import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { noStore } from "~/features/account/route-exports";
import { SubmitReview } from "~/features/exams/SubmitReview";
import { examLinks } from "~/features/exams/links";
import { EXAM_PATHS } from "~/features/exams/paths";
import { reviewView } from "~/features/exams/sitting.server";

/** Review and submit: how many questions are answered, partial and blank, each unfinished one a link back, then Submit. */
export const links = examLinks;
export const headers = noStore;
export const meta: MetaFunction = () => pageMeta("রিভিউ ও জমা", "জমা দেওয়ার আগে দেখে নিন কোন প্রশ্ন ফাঁকা বা আংশিক।");

export const loader = ({ request, params }: LoaderFunctionArgs) => reviewView(request, params.attemptId);

export default function ReviewAndSubmit() {
  const { exam, attempt, counts, questions } = useLoaderData<typeof loader>();
  return (
    <MyPage parent={<Link to={EXAM_PATHS.attempt(attempt)}>উত্তরপত্রে ফিরে যান</Link>} title={`${exam.title}: রিভিউ ও জমা`}>
      <SubmitReview attempt={attempt} counts={counts} questions={questions} />
      <Form method="post" action={EXAM_PATHS.attempt(attempt)} className="my-card">
        <button type="submit" name="intent" value="submit" className="btn btn-primary">
          উত্তরপত্র জমা দিন
        </button>
      </Form>
    </MyPage>
  );
}
