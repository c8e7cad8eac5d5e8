import { Link } from "~/components/ui/Link";
import type { Quiz } from "@contract";
import { bnNumber, formatDuration } from "~/lib/format";

/** Spec §4: a finished attempt (participated.finished set and non-zero) links to results, otherwise to the quiz. */
export function quizAction(quiz: Pick<Quiz, "key" | "participated">): { to: string; label: string; finished: boolean } {
  const finished = Boolean(quiz.participated?.finished);
  return finished
    ? { to: `/quiz-result-list?key=${encodeURIComponent(quiz.key)}`, label: "ফলাফল দেখুন", finished }
    : { to: `/on-spot-quiz/${encodeURIComponent(quiz.key)}`, label: "কুইজ শুরু করুন", finished };
}

export function QuizCard({ quiz }: { quiz: Quiz }) {
  const action = quizAction(quiz);
  return (
    <article className="card quiz-card" data-quiz-key={quiz.key}>
      <h3 className="card__title">{quiz.title}</h3>
      {quiz.quiz_property.title !== quiz.title ? <p className="card__subtitle">{quiz.quiz_property.title}</p> : null}
      <dl className="quiz-card__facts">
        <div>
          <dt>পূর্ণমান</dt>
          <dd>{bnNumber(quiz.quiz_property.full_mark)}</dd>
        </div>
        <div>
          <dt>সময়</dt>
          <dd>
            {/* Spec §9: a quiz's duration reads minutes:seconds ("১২:৩০"); an exam's length is said in words. */}
            <span data-duration>{formatDuration(quiz.quiz_property.duration)}</span>
          </dd>
        </div>
      </dl>
      <Link
        to={action.to}
        className={`btn ${action.finished ? "btn-outline" : "btn-primary"} quiz-card__action`}
        data-quiz-action={action.finished ? "result" : "start"}
      >
        {action.label}
      </Link>
    </article>
  );
}
