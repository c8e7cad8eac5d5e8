import { Link } from "~/components/ui/Link";
import type { Quiz } from "@contract";
import { Icon } from "~/components/ui/Icon";
import { QuizCard } from "~/components/ui/QuizCard";
import { SKELETON_COUNTS, SkeletonList } from "~/components/ui/Skeleton";
import { HomeSection } from "./HomeSection";

/** Spec: the quiz section appears only if quizzes exist. */
export function QuizSection({ quizzes }: { quizzes: Promise<Quiz[] | null> }) {
  return (
    <HomeSection
      name="quizzes"
      title="কুইজ"
      lead="নিজেকে যাচাই করুন — বিনামূল্যে"
      data={quizzes}
      skeleton={<SkeletonList shape="quiz" count={SKELETON_COUNTS.quizzes} className="card-grid card-grid--4" />}
      hideWhen={(list) => list.length === 0}
      action={() => (
        <Link to="/quiz-list" className="section-link" data-link="all-quizzes">
          সব কুইজ <Icon name="arrowRight" size={16} />
        </Link>
      )}
    >
      {(list) => (
        <div className="card-grid card-grid--4">
          {list.map((q) => (
            <QuizCard key={q.id} quiz={q} />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
