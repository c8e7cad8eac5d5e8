import { Form } from "@remix-run/react";
import type { AttemptSummary, PaperQuestion } from "@contract";
import { useEffect, useRef, useState, type MutableRefObject } from "react";
import { bnNumber, formatDeadline } from "~/lib/format";
import { answerInForm, GOTO_FIELD, optionField, questionOfField, SHEET_INTENTS as INTENTS, statementField } from "./answers";
import type { QueuedAnswer } from "./answer-queue";
import { formatCountdown, remainingMs } from "./countdown";
import { answerState } from "@contract/rules";
import { ANSWER_STATE_LABELS, countStates } from "./sheet-state";
import { useAnswerSync } from "./use-answer-sync";
import { useWholePaper } from "./use-whole-paper";

/** What the navigator and the change handler know of every question, the page's ten or not. */
export type QuestionPlace = Pick<PaperQuestion, "id" | "number" | "type">;

export type SheetProps = {
  attempt: AttemptSummary;
  serverTime: string;
  page: number;
  pages: number;
  /** The page's ten: all the server renders. */
  questions: PaperQuestion[];
  /** Every question of the paper, by place. */
  outline: QuestionPlace[];
  /** The signed address of the whole paper, fetched by the script (decision 058). */
  paperAddress: string;
  /** The door's background save (JSON; docs/decisions/016). */
  saveAddress: string;
  /** Submit goes through the review page (exams); otherwise Submit is on the sheet (quizzes). */
  reviewFirst: boolean;
  answers: QueuedAnswer[];
  error?: string | null;
};

export const OFFLINE_BANNER = "সংযোগ বিচ্ছিন্ন — আপনার উত্তর এই ডিভাইসে রাখা আছে, সংযোগ ফিরলে পাঠানো হবে।";

/** The questions (by number) whose change the API answered without storing: it holds a newer answer (decision 095). */
export const notStoredText = (numbers: number[]) =>
  `প্রশ্ন ${numbers.map(bnNumber).join(", ")}: উত্তর সংরক্ষণ বাকি — সার্ভারে এর চেয়ে নতুন উত্তর আছে। পাতাটি আবার খুলে দেখে নিন।`;

/** The status line: a refusal's message, then the answers not stored, then whether everything is saved. */
function syncStatus(sync: ReturnType<typeof useAnswerSync>, byId: Map<number, QuestionPlace>): string {
  if (sync.state === "refused") return sync.message ?? "";
  if (sync.notStored.length > 0) {
    return notStoredText(sync.notStored.flatMap((id) => byId.get(id)?.number ?? []).sort((a, b) => a - b));
  }
  if (sync.state === "saving") return "সংরক্ষণ হচ্ছে…";
  return sync.state === "saved" ? "সব উত্তর সংরক্ষিত।" : "";
}

/**
 * The answer sheet, one for every door onto the exam engine (course, master, admin, free and
 * practice exams, on-spot quizzes); the door's route supplies its addresses. Without JavaScript: ten
 * questions a page, "save and next", a jump list whose buttons save the page before jumping, and
 * Submit (through the review page when the door has one). With it, a countdown on the server's
 * clock, each change saved at once (kept on the device while offline), and the sheet submitted at
 * the deadline; and once the whole paper has arrived the same page grows: every question on one
 * page and a sticky navigator. Until then (or if it never comes) the page of ten keeps its own
 * navigation.
 */
export function AnswerSheet(props: SheetProps) {
  const { attempt, serverTime, page, pages, questions: pageQuestions, outline, paperAddress, saveAddress, reviewFirst } = props;
  const sync = useAnswerSync(attempt.id, saveAddress, props.answers, serverTime);
  const paper = useWholePaper(paperAddress);
  const whole = sync.enhanced && paper !== null;
  const form = useRef<HTMLFormElement>(null);
  const submitter = useRef<HTMLButtonElement>(null);
  const shown = whole ? paper : pageQuestions;
  const byId = new Map(outline.map((q) => [q.id, q]));
  const lastPage = page >= pages;
  useEffect(() => {
    // The page grew around the question the address names (a jump from the page of ten): show it again.
    if (whole && window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [whole]);

  return (
    <Form
      method="post"
      ref={form}
      className="exam-sitting"
      data-enhanced={sync.enhanced || undefined}
      onChange={(event) => {
        const id = event.target instanceof HTMLInputElement ? questionOfField(event.target.name) : null;
        const question = id === null ? undefined : byId.get(id);
        if (question && form.current) sync.change(question.id, answerInForm(new FormData(form.current), question));
      }}
    >
      <input type="hidden" name="page" value={page} />
      <div className="exam-sitting__bar">
        <p className="exam-sitting__deadline">
          শেষ সময়: <strong>{formatDeadline(attempt.deadline_at)}</strong>
          {sync.enhanced ? (
            <Countdown
              deadline={attempt.deadline_at}
              offset={sync.offset}
              onEnd={() => submitter.current && form.current?.requestSubmit(submitter.current)}
            />
          ) : null}
        </p>
        {sync.state === "offline" ? (
          <p role="alert" className="exam-sitting__offline">
            {OFFLINE_BANNER}
          </p>
        ) : null}
        {sync.enhanced ? (
          <p className="exam-sitting__saved" aria-live="polite">
            {syncStatus(sync, byId)}
          </p>
        ) : null}
        <QuestionNavigator questions={outline} answers={sync.answers} enhanced={whole} />
      </div>
      {props.error ? (
        <p role="alert" className="form-error">
          {props.error}
        </p>
      ) : null}
      {!whole && pages > 1 ? (
        <p className="exam-sitting__page">
          পাতা {bnNumber(page)} / {bnNumber(pages)}
        </p>
      ) : null}
      {/* Remounted once the local queue is merged in and when the page grows, so every radio starts from the merged answers. */}
      <ol className="answer-sheet__questions" key={whole ? "all" : `page-${page}${sync.enhanced ? "-merged" : ""}`}>
        {shown.map((q) => (
          <li key={q.id} id={`q-${q.number}`} className="question" data-state={answerState(q.type, sync.answers[q.id])}>
            <h2 className="question__title">
              প্রশ্ন {bnNumber(q.number)} · {q.type === "mcq" ? "MCQ (সত্য/মিথ্যা)" : "SBA (একটি উত্তর)"}
            </h2>
            <div className="question__stem" dangerouslySetInnerHTML={{ __html: q.stem_html }} />
            {q.type === "mcq" ? (
              <McqStatements question={q} answer={sync.answers[q.id]} />
            ) : (
              <SbaOptions question={q} answer={sync.answers[q.id]} />
            )}
          </li>
        ))}
      </ol>
      <div className="answer-sheet__actions">
        {!whole && !lastPage ? (
          <button type="submit" name="intent" value={INTENTS.next} className="btn btn-primary">
            সংরক্ষণ করে পরের পাতা
          </button>
        ) : null}
        {/* Also with the whole paper shown: a plain post of the sheet, for a doctor who wants to see it saved. */}
        <button type="submit" name="intent" value={INTENTS.save} className="btn btn-outline">
          উত্তর সংরক্ষণ করুন
        </button>
        {reviewFirst ? (
          <button
            type="submit"
            name="intent"
            value={INTENTS.review}
            className={lastPage || whole ? "btn btn-primary" : "btn btn-outline"}
          >
            রিভিউ করে জমা দিন
          </button>
        ) : null}
        {/* The countdown's submitter too; hidden where Submit is on the review page. */}
        <button
          type="submit"
          name="intent"
          value={INTENTS.submit}
          ref={submitter}
          hidden={reviewFirst}
          tabIndex={reviewFirst ? -1 : undefined}
          className={reviewFirst ? undefined : "btn btn-primary"}
        >
          উত্তরপত্র জমা দিন
        </button>
      </div>
    </Form>
  );
}

/** Answered / partial / blank for every question; without JavaScript each entry saves the page and jumps. */
function QuestionNavigator({
  questions,
  answers,
  enhanced,
}: {
  questions: QuestionPlace[];
  answers: Record<number, string>;
  enhanced: boolean;
}) {
  const counts = countStates(questions, answers);
  return (
    <nav className="exam-nav" aria-label="প্রশ্নের তালিকা">
      <p className="exam-nav__counts">
        {(["answered", "partial", "blank"] as const).map((state) => (
          <span key={state} className="exam-nav__count" data-state={state}>
            {ANSWER_STATE_LABELS[state]}: {bnNumber(counts[state])}
          </span>
        ))}
      </p>
      <ol className="exam-nav__list">
        {questions.map((q) => {
          const state = answerState(q.type, answers[q.id]);
          const label = `প্রশ্ন ${bnNumber(q.number)}: ${ANSWER_STATE_LABELS[state]}`;
          return (
            <li key={q.id} data-state={state}>
              {enhanced ? (
                <a href={`#q-${q.number}`} aria-label={label} className="exam-nav__item">
                  {bnNumber(q.number)}
                </a>
              ) : (
                <button type="submit" name={GOTO_FIELD} value={q.number} aria-label={label} className="exam-nav__item">
                  {bnNumber(q.number)}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Time left on the server's clock; at zero the sheet submits itself (once). */
function Countdown({ deadline, offset, onEnd }: { deadline: string; offset: MutableRefObject<number>; onEnd: () => void }) {
  const [left, setLeft] = useState(() => remainingMs(deadline, Date.now(), offset.current));
  const ended = useRef(false);
  const end = useRef(onEnd);
  end.current = onEnd;
  useEffect(() => {
    const tick = () => {
      const ms = remainingMs(deadline, Date.now(), offset.current);
      setLeft(ms);
      if (ms === 0 && !ended.current) {
        ended.current = true;
        end.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 500);
    return () => window.clearInterval(timer);
  }, [deadline, offset]);
  return (
    <span className="exam-sitting__countdown" role="timer" aria-label="বাকি সময়">
      {" "}
      · বাকি {formatCountdown(left)}
    </span>
  );
}

const LETTERS = ["A", "B", "C", "D", "E"] as const;

function McqStatements({ question, answer }: { question: PaperQuestion; answer: string | undefined }) {
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

/** The five options and a sixth that clears the answer, so a choice can be taken back. */
function SbaOptions({ question, answer }: { question: PaperQuestion; answer: string | undefined }) {
  return (
    <fieldset className="question__options">
      <legend className="visually-hidden">প্রশ্ন {bnNumber(question.number)}-এর উত্তর</legend>
      {question.options.map((option, i) => (
        <label key={i} className="question__option">
          <input type="radio" name={optionField(question.id)} value={LETTERS[i]} defaultChecked={answer === LETTERS[i]} />
          <span className="question__letter">{LETTERS[i]}.</span> <span dangerouslySetInnerHTML={{ __html: option }} />
        </label>
      ))}
      <label className="question__option">
        <input type="radio" name={optionField(question.id)} value="" defaultChecked={!answer} />
        <span>ফাঁকা রাখুন</span>
      </label>
    </fieldset>
  );
}
