/**
 * The practice page's parts (decision 057): the form that builds a paper from a source, and the
 * papers built before. A plain POST form, so it works without JavaScript; with it, conform checks
 * each field as the doctor leaves it, with the same Bengali messages the server would give.
 */
import type { PracticeOverview } from "@contract";
import { PRACTICE_MINUTES, PRACTICE_QUESTIONS, PRACTICE_SOURCES, type PracticeSource } from "@contract/rules";
import { getFormProps, getSelectProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { ReactNode } from "react";
import { Field, FieldError } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { bnNumber, formatDateTime, formatDuration } from "~/lib/format";
import { formatMark } from "~/features/exams/marks";
import { EXAM_PATHS } from "~/features/exams/paths";
import { practiceRules } from "./practice-form";
import { EXAM_RESULT_PATHS } from "~/features/exams/result-paths";
import { topicLabel } from "./StudyQuestionList";

type LastResult = SubmissionResult<string[]> | undefined;
type Chosen = { source: PracticeSource; topic_id: number | null };

/** The questions a source holds now, as its option shows them. */
function sourceCounts(sources: PracticeOverview["sources"]): Record<PracticeSource, number | null> {
  return { mistakes: sources.mistakes, bookmarks: sources.bookmarks, topic: null };
}

function Select({ meta, label, children }: { meta: FieldMetadata<unknown>; label: string; children: ReactNode }) {
  const { key, ...select } = getSelectProps(meta);
  return (
    <div className="field" data-invalid={meta.errors ? "" : undefined}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      <select key={key} className="field__input" {...select}>
        {children}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function PracticeForm({
  sources,
  chosen,
  lastResult,
}: {
  sources: PracticeOverview["sources"];
  chosen: Chosen;
  lastResult: LastResult;
}) {
  const counts = sourceCounts(sources);
  const held =
    chosen.source === "topic" ? sources.topics.find((t) => t.topic.id === chosen.topic_id)?.questions : counts[chosen.source];
  const [form, fields] = useCheckedForm(practiceRules, lastResult, {
    source: chosen.source,
    topic_id: chosen.topic_id === null ? "" : String(chosen.topic_id),
    questions: String(Math.max(PRACTICE_QUESTIONS.min, Math.min(10, held ?? 10))),
    minutes: "15",
  });
  return (
    <Form method="post" className="form" {...getFormProps(form)}>
      <FormError id={form.errorId} errors={form.errors} />
      <Select meta={fields.source} label="প্রশ্ন আসবে যেখান থেকে">
        {Object.entries(PRACTICE_SOURCES).map(([value, label]) => {
          const count = counts[value as PracticeSource];
          return (
            <option key={value} value={value}>
              {count === null ? label : `${label} (${bnNumber(count)}টি)`}
            </option>
          );
        })}
      </Select>
      <Select meta={fields.topic_id} label="টপিক (উৎস 'একটি টপিক' হলে)">
        <option value="">বেছে নিন</option>
        {sources.topics.map((t) => (
          <option key={t.topic.id} value={t.topic.id}>
            {`${topicLabel(t.topic)} (${bnNumber(t.questions)}টি)`}
          </option>
        ))}
      </Select>
      <Field
        meta={fields.questions}
        label="প্রশ্নের সংখ্যা"
        inputMode="numeric"
        hint={`${bnNumber(PRACTICE_QUESTIONS.min)} থেকে ${bnNumber(PRACTICE_QUESTIONS.max)}টি, উৎসে যতগুলো আছে তার বেশি নয়।`}
      />
      <Field
        meta={fields.minutes}
        label="সময় (মিনিট)"
        inputMode="numeric"
        hint={`${bnNumber(PRACTICE_MINUTES.min)} থেকে ${bnNumber(PRACTICE_MINUTES.max)} মিনিট; শুরু করলেই সময় চলতে থাকবে।`}
      />
      <button type="submit" className="btn btn-primary form__submit">
        অনুশীলন শুরু করুন
      </button>
    </Form>
  );
}

export function PracticePaperList({ papers }: { papers: PracticeOverview["papers"] }) {
  return (
    <ul className="practice-papers">
      {papers.map((p) => (
        <li key={p.exam_id} className="practice-paper">
          <p className="practice-paper__title">{p.title}</p>
          <p className="practice-paper__meta">
            <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time> · {bnNumber(p.question_count)}টি প্রশ্ন ·{" "}
            {formatDuration(p.duration_seconds)}
          </p>
          {p.attempt?.submitted_at && p.obtained_mark_x100 !== null ? (
            <p className="practice-paper__meta">
              প্রাপ্ত নম্বর {formatMark(p.obtained_mark_x100)} / {formatMark(p.full_mark_x100)} ·{" "}
              <Link to={EXAM_RESULT_PATHS.myAnswers(p.attempt.id)}>উত্তর ও ব্যাখ্যা</Link>
            </p>
          ) : p.attempt ? (
            <Link to={EXAM_PATHS.attempt(p.attempt)}>অনুশীলন চালিয়ে যান</Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
