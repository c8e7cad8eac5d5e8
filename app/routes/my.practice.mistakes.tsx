import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageMeta } from "~/components/ui/page-meta";
import { noStore } from "~/features/account/route-exports";
import { examLinks } from "~/features/exams/links";
import { PRACTICE_PATHS } from "~/features/practice/paths";
import { mistakeList } from "~/features/practice/practice.server";
import { ScrollTable } from "~/features/practice/ProgressCharts";
import { StudyQuestionList, topicLabel } from "~/features/practice/StudyQuestionList";
import { bnNumber } from "~/lib/format";

export const meta: MetaFunction = () =>
  pageMeta("ভুল ও বাদ পড়া প্রশ্ন", "জমা দেওয়া পরীক্ষা ও কুইজে ভুল, আংশিক ভুল ও ফাঁকা রাখা প্রশ্ন, টপিক অনুযায়ী।");
export const links = examLinks;
export const headers = noStore;

export const loader = ({ request }: LoaderFunctionArgs) => mistakeList(request);

export default function Mistakes() {
  const { topics, questions, total, shown_limit, topicId } = useLoaderData<typeof loader>();
  const chosen = topics.find((t) => (t.topic?.id ?? null) === topicId);
  return (
    <MyPage
      title="ভুল ও বাদ পড়া প্রশ্ন"
      lead="জমা দেওয়া পরীক্ষা ও কুইজের যেসব প্রশ্নে ভুল করেছেন, আংশিক ভুল করেছেন (MCQ-এর কোনো বিবৃতি) বা ফাঁকা রেখেছেন; উত্তর খোলার পরেই এখানে আসে। অনুশীলনে পরপর দুবার ঠিক উত্তর দিলে প্রশ্নটি তালিকা থেকে সরে যায়।"
    >
      {topics.length === 0 ? (
        <section className="my-card">
          <EmptyState message="এখনো কোনো ভুল বা ফাঁকা প্রশ্ন নেই। পরীক্ষা দিয়ে উত্তর খুললে এখানে দেখা যাবে।" />
        </section>
      ) : (
        <>
          <section className="my-card">
            <h2>টপিক অনুযায়ী</h2>
            <ScrollTable label="টপিক অনুযায়ী ভুলের সংখ্যা">
              <table className="study-table">
                <caption className="visually-hidden">টপিক অনুযায়ী ভুল, আংশিক ভুল ও ফাঁকা প্রশ্নের সংখ্যা</caption>
                <thead>
                  <tr>
                    <th scope="col">টপিক</th>
                    <th scope="col">ভুল</th>
                    <th scope="col">আংশিক</th>
                    <th scope="col">ফাঁকা</th>
                  </tr>
                </thead>
                <tbody>
                  {topics.map((t) => (
                    <tr key={t.topic?.id ?? 0}>
                      <th scope="row">
                        {t.topic ? (
                          <Link to={PRACTICE_PATHS.mistakesOfTopic(t.topic.id)}>{topicLabel(t.topic)}</Link>
                        ) : (
                          topicLabel(null)
                        )}
                      </th>
                      <td>{bnNumber(t.wrong)}</td>
                      <td>{bnNumber(t.partial)}</td>
                      <td>{bnNumber(t.blank)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
            <p className="my-card__note">
              <Link to={PRACTICE_PATHS.practiceFrom("mistakes")}>এই ভুলগুলো দিয়ে অনুশীলনের প্রশ্নপত্র বানান</Link>
              {topicId !== null ? (
                <>
                  {" · "}
                  <Link to={PRACTICE_PATHS.mistakes}>সব টপিকের সাম্প্রতিক ভুল দেখুন</Link>
                </>
              ) : null}
            </p>
          </section>
          <p className="my-header__lead" role="status">
            {chosen ? `${topicLabel(chosen.topic)}: ` : "সাম্প্রতিক: "}
            মোট {bnNumber(total)}টি প্রশ্ন
            {total > shown_limit ? `, এখানে প্রথম ${bnNumber(shown_limit)}টি` : ""}।
          </p>
          {questions.length ? <StudyQuestionList questions={questions} /> : null}
        </>
      )}
    </MyPage>
  );
}
