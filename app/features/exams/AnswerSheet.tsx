import { Form, useFetcher } from "@remix-run/react";
import type { PaperQuestion } from "@contract";
import { bnNumber } from "~/lib/format";
import { optionField, SHEET_INTENTS as INTENTS, statementField } from "./answers";

const LETTERS = ["A", "B", "C", "D", "E"] as const;

/**
 * The answer sheet: one form that works as a plain post (save, or submit) without JavaScript;
 * with it, every change is also saved at once in the background.
 */
export function AnswerSheet({ questions, answers }: { questions: PaperQuestion[]; answers: Record<number, string> }) {
  const autosave = useFetcher();
  return (
    <Form
      method="post"
      className="answer-sheet"
      onChange={(event) => {
        const data = new FormData(event.currentTarget);
        data.set("intent", INTENTS.autosave);
        autosave.submit(data, { method: "post" });
      }}
    >
      <ol className="answer-sheet__questions">
        {questions.map((q) => (
          <li key={q.id} id={`q-${q.number}`} className="question">
            <h2 className="question__title">
              প্রশ্ন {bnNumber(q.number)} · {q.type === "mcq" ? "MCQ (সত্য/মিথ্যা)" : "SBA (একটি উত্তর)"}
            </h2>
            <div className="question__stem" dangerouslySetInnerHTML={{ __html: q.stem_html }} />
            {q.type === "mcq" ? (
              <McqStatements question={q} answer={answers[q.id]} />
            ) : (
              <SbaOptions question={q} answer={answers[q.id]} />
            )}
          </li>
        ))}
      </ol>
      <p className="answer-sheet__status" aria-live="polite">
        {autosave.state !== "idle" ? "সংরক্ষণ হচ্ছে…" : autosave.data ? "সব উত্তর সংরক্ষিত।" : ""}
      </p>
      <div className="answer-sheet__actions">
        <button type="submit" name="intent" value={INTENTS.save} className="btn btn-outline">
          উত্তর সংরক্ষণ করুন
        </button>
        <button type="submit" name="intent" value={INTENTS.submit} className="btn btn-primary">
          উত্তরপত্র জমা দিন
        </button>
      </div>
    </Form>
  );
}

export function McqStatements({ question, answer }: { question: PaperQuestion; answer: string | undefined }) {
  return (
    <table className="question__statements">
      <thead>
        <tr>
          <th scope="col">বিবৃতি</th>
          <th scope="col">সত্য</th>
          <th scope="col">মিথ্যা</th>
          <th scope="col">ফাঁকা</th>
        </tr>
      </thead>
      <tbody>
        {question.options.map((statement, i) => {
          const given = answer?.[i] ?? ".";
          const name = statementField(question.id, i);
          const label = `প্রশ্ন ${bnNumber(question.number)} (${LETTERS[i]})`;
          return (
            <tr key={i}>
              <th scope="row">
                <span className="question__letter">{LETTERS[i]}.</span> <span dangerouslySetInnerHTML={{ __html: statement }} />
              </th>
              {(["T", "F", "."] as const).map((value) => (
                <td key={value}>
                  <input
                    type="radio"
                    name={name}
                    value={value}
                    defaultChecked={given === value}
                    aria-label={`${label}: ${value === "T" ? "সত্য" : value === "F" ? "মিথ্যা" : "ফাঁকা"}`}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The five options; with `blank`, a sixth choice that clears the answer (the exam page, where a choice can be taken back). */
export function SbaOptions({
  question,
  answer,
  blank = false,
}: {
  question: PaperQuestion;
  answer: string | undefined;
  blank?: boolean;
}) {
  return (
    <fieldset className="question__options">
      <legend className="visually-hidden">প্রশ্ন {bnNumber(question.number)}-এর উত্তর</legend>
      {question.options.map((option, i) => (
        <label key={i} className="question__option">
          <input type="radio" name={optionField(question.id)} value={LETTERS[i]} defaultChecked={answer === LETTERS[i]} />
          <span className="question__letter">{LETTERS[i]}.</span> <span dangerouslySetInnerHTML={{ __html: option }} />
        </label>
      ))}
      {blank ? (
        <label className="question__option">
          <input type="radio" name={optionField(question.id)} value="" defaultChecked={!answer} />
          <span>ফাঁকা রাখুন</span>
        </label>
      ) : null}
    </fieldset>
  );
}
