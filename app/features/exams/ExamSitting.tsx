import { Form } from "@remix-run/react";
import type { AttemptSummary, PaperQuestion } from "@contract";
import { useEffect, useRef, useState, type MutableRefObject } from "react";
import { bnNumber, formatDeadline } from "~/lib/format";
import { McqStatements, SbaOptions } from "./AnswerSheet";
import type { QueuedAnswer } from "./answer-queue";
import { formatCountdown, remainingMs } from "./countdown";
import { answerState } from "@contract/rules";
import { ANSWER_STATE_LABELS, countStates } from "./sheet-state";
import { useAnswerSync } from "./use-answer-sync";
import { useWholePaper } from "./use-whole-paper";

/** What the navigator and the change handler know of every question, the page's ten or not. */
export type QuestionPlace = Pick<PaperQuestion, "id" | "number" | "type">;

export type SittingProps = {
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
  answers: QueuedAnswer[];
  error?: string | null;
};

export const OFFLINE_BANNER = "সংযোগ বিচ্ছিন্ন — আপনার উত্তর এই ডিভাইসে রাখা আছে, সংযোগ ফিরলে পাঠানো হবে।";

/** The answer a question's radios now say, read from the form (MCQ: five of T/F/`.`; SBA: a letter or ""). */
function answerInForm(form: HTMLFormElement, question: QuestionPlace): string {
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof RadioNodeList || field instanceof HTMLInputElement ? field.value : "";
  };
  if (question.type === "sba") return value(`a-${question.id}`);
  return [0, 1, 2, 3, 4]
    .map((i) => (["T", "F"].includes(value(`a-${question.id}-${i}`)) ? value(`a-${question.id}-${i}`) : "."))
    .join("");
}

/**
 * The attempt page. Without JavaScript: ten questions a page, "save and next", a jump list whose
 * buttons save the page before jumping, and the review-and-submit page. With it, a countdown on the
 * server's clock, each change saved at once (kept on the device while offline), and the sheet
 * submitted at the deadline; and once the whole paper has arrived the same page grows: every
 * question on one page and a sticky navigator. Until then (or if it never comes) the page of ten
 * keeps its own navigation.
 */
export function ExamSitting(props: SittingProps) {
  const { attempt, serverTime, page, pages, questions: pageQuestions, outline, paperAddress, answers: saved, error } = props;
  const sync = useAnswerSync(attempt.id, saved, serverTime);
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
        const match = event.target instanceof HTMLInputElement ? /^a-(\d+)/.exec(event.target.name) : null;
        const question = match ? byId.get(Number(match[1])) : undefined;
        if (question && form.current) sync.change(question.id, answerInForm(form.current, question));
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
            {sync.state === "saving" ? "সংরক্ষণ হচ্ছে…" : sync.state === "saved" ? "সব উত্তর সংরক্ষিত।" : (sync.message ?? "")}
          </p>
        ) : null}
        <QuestionNavigator questions={outline} answers={sync.answers} enhanced={whole} />
      </div>
      {error ? (
        <p role="alert" className="form-error">
          {error}
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
              <SbaOptions question={q} answer={sync.answers[q.id]} blank />
            )}
          </li>
        ))}
      </ol>
      <div className="answer-sheet__actions">
        {!whole && !lastPage ? (
          <button type="submit" name="intent" value="next" className="btn btn-primary">
            সংরক্ষণ করে পরের পাতা
          </button>
        ) : null}
        {!whole ? (
          <button type="submit" name="intent" value="save" className="btn btn-outline">
            উত্তর সংরক্ষণ করুন
          </button>
        ) : null}
        <button type="submit" name="intent" value="review" className={lastPage || whole ? "btn btn-primary" : "btn btn-outline"}>
          রিভিউ করে জমা দিন
        </button>
        <button type="submit" name="intent" value="submit" ref={submitter} hidden tabIndex={-1}>
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
                <button type="submit" name="goto" value={q.number} aria-label={label} className="exam-nav__item">
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
