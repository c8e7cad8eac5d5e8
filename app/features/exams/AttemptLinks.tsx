import { Link } from "~/components/ui/Link";
import { EXAM_RESULT_PATHS } from "./result-paths";

/** The pages of one submitted attempt, so each can reach the others. */
export function AttemptLinks({ attemptId, result }: { attemptId: number; result?: string }) {
  const links = [
    ...(result ? [{ to: result, label: "ফলাফল" }] : []),
    { to: EXAM_RESULT_PATHS.myAnswers(attemptId), label: "আমার উত্তর" },
    { to: EXAM_RESULT_PATHS.questions(attemptId), label: "প্রশ্নপত্র" },
    { to: EXAM_RESULT_PATHS.answerKey(attemptId), label: "সঠিক উত্তর" },
    { to: EXAM_RESULT_PATHS.explanations(attemptId), label: "ব্যাখ্যা" },
  ];
  return (
    <nav className="attempt-links" aria-label="এই পরীক্ষার পাতা">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
