import type { QuestionTopic, StudyQuestion } from "@contract";
import { formatDateTime } from "~/lib/format";
import { ReviewList, type ReviewListQuestion } from "~/features/exams/ReviewList";

const UNFILED = "বিষয় নির্ধারিত নয়";

/** "ফিজিওলজি · রেনাল ফিজিওলজি (Renal physiology)", or the unfiled label. */
export const topicLabel = (topic: QuestionTopic | null) =>
  topic ? `${topic.subject.name_bn} · ${topic.name_bn} (${topic.name_en})` : UNFILED;

const OUTCOME_WORDS: Record<NonNullable<StudyQuestion["review"]>["outcome"], string> = {
  right: "সঠিক উত্তর দিয়েছিলেন",
  wrong: "ভুল উত্তর দিয়েছিলেন",
  partial: "আংশিক ভুল বা আংশিক ফাঁকা",
  blank: "ফাঁকা রেখেছিলেন",
};

/** A study question as the review list shows it: answers and explanation only when its review is open. */
function asReviewed(q: StudyQuestion): ReviewListQuestion {
  const source = q.review
    ? `${q.exam.title} · ${OUTCOME_WORDS[q.review.outcome]}`
    : `${q.exam.title} — উত্তর ও ব্যাখ্যা ${formatDateTime(q.review_available_at)} থেকে দেখা যাবে`;
  return {
    ...q.question,
    source,
    bookmarked: q.bookmarked,
    ...(q.review
      ? {
          answer: q.review.answer,
          correct: q.review.correct,
          explanation_html: q.review.explanation_html,
          reference_book: q.review.reference_book,
          reference_page: q.review.reference_page,
        }
      : {}),
  };
}

/** Questions in the order given, under one heading per topic (the API sorts them by subject and topic). */
export function StudyQuestionList({ questions }: { questions: StudyQuestion[] }) {
  const groups: { label: string; questions: StudyQuestion[] }[] = [];
  for (const q of questions) {
    const label = topicLabel(q.topic);
    const last = groups.at(-1);
    if (last && last.label === label) last.questions.push(q);
    else groups.push({ label, questions: [q] });
  }
  return (
    <>
      {groups.map((group, i) => (
        <section key={i} className="my-card">
          <h2>{group.label}</h2>
          <ReviewList questions={group.questions.map(asReviewed)} show={{ mine: true, correct: true, explanation: true }} />
        </section>
      ))}
    </>
  );
}
