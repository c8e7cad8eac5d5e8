import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { noStore } from "~/features/account/route-exports";
import { ExamSitting, SittingClosed } from "~/features/exams/ExamSitting";
import { examLinks } from "~/features/exams/links";
import { sittingAction, sittingView } from "~/features/exams/sitting.server";

/** The exam being sat (course, master and admin exams): ten questions a page without JavaScript, all of them with it. */
export const links = examLinks;
export const headers = noStore;
export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.exam.title ?? "পরীক্ষা", "পরীক্ষা চলছে।");

export const loader = ({ request, params }: LoaderFunctionArgs) => sittingView(request, params.attemptId, false);
export const action = ({ request, params }: ActionFunctionArgs) => sittingAction(request, params.attemptId, false);

export default function ExamAttempt() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <MyPage title={data.exam.title}>
      {data.attempt.submitted_at ? (
        <SittingClosed attempt={data.attempt} />
      ) : (
        <ExamSitting {...data} error={refused?.error ?? null} />
      )}
    </MyPage>
  );
}
