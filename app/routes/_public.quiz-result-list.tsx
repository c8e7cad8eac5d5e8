import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { noStore } from "~/features/account/route-exports";
import { PageHeader } from "~/components/ui/PageHeader";
import { pageMeta } from "~/components/ui/page-meta";
import { examLinks } from "~/features/exams/links";
import { formatMark, QUIZ_PATHS } from "~/features/exams/marks";
import { quizLeaderboardView } from "~/features/exams/quiz.server";
import { bnNumber } from "~/lib/format";

export const links = examLinks;
export const headers = noStore;
export const loader = ({ request }: LoaderFunctionArgs) => quizLeaderboardView(request);
export const meta: MetaFunction = () => pageMeta("কুইজের মেধাতালিকা", "কুইজে অংশগ্রহণকারীদের মেধাক্রম।");

export default function QuizLeaderboard() {
  const { key, board } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={`${board.exam.title}: মেধাতালিকা`} lead={`অংশগ্রহণকারী ${bnNumber(board.participants)} জন`} />
      <div className="container page-body">
        {board.me ? (
          <p className="my-card">
            আপনার নম্বর {formatMark(board.me.obtained_mark_x100)}
            {board.me.position ? `, মেধাক্রম ${bnNumber(board.me.position)}` : ""} ·{" "}
            <Link to={QUIZ_PATHS.result(key)}>আপনার ফলাফল ও ব্যাখ্যা</Link>
          </p>
        ) : (
          <p className="my-card">
            আপনি এখনো এই কুইজে অংশ নেননি। <Link to={QUIZ_PATHS.quiz(key)}>কুইজ শুরু করুন</Link>
          </p>
        )}
        <table className="leaderboard">
          <thead>
            <tr>
              <th scope="col">মেধাক্রম</th>
              <th scope="col">নাম</th>
              <th scope="col">নম্বর</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((e, i) => (
              <tr key={i} className={e.is_me ? "leaderboard__me" : undefined}>
                <td>{bnNumber(e.position)}</td>
                <td>{e.name}</td>
                <td>{formatMark(e.obtained_mark_x100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
