import type { ProgressReport } from "@contract";
import { Link } from "~/components/ui/Link";
import type { ReactNode } from "react";
import { bnNumber, formatDate } from "~/lib/format";
import { formatMark, formatPercent } from "~/features/exams/marks";
import { PRACTICE_PATHS } from "./paths";
import { topicLabel } from "./StudyQuestionList";

/**
 * The progress page's charts: SVG drawn on the server (no charting library, nothing to run in the
 * browser), each beside a table of the same numbers. The table is what screen readers read; the
 * picture is hidden from them so nothing is said twice.
 */
const WIDTH = 320;
const LABEL = 110;
const BAR = 10;
const ROW = 34;

/** Two bars per subject: the doctor's accuracy and everyone's on the same papers. */
export function SubjectChart({ subjects }: { subjects: ProgressReport["subjects"] }) {
  const span = WIDTH - LABEL - 44;
  const height = subjects.length * ROW + 24;
  return (
    <figure className="progress-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false" className="progress-chart__svg">
        {subjects.map((s, i) => {
          const y = i * ROW + 4;
          return (
            <g key={s.subject.id}>
              <text x={0} y={y + BAR + 3} className="progress-chart__label">
                {s.subject.name_bn}
              </text>
              <rect x={LABEL} y={y} width={(span * s.accuracy_x100) / 10_000} height={BAR} className="progress-chart__mine" />
              <text x={LABEL + (span * s.accuracy_x100) / 10_000 + 4} y={y + BAR - 1} className="progress-chart__value">
                {formatPercent(s.accuracy_x100)}
              </text>
              <rect
                x={LABEL}
                y={y + BAR + 3}
                width={(span * s.batch_accuracy_x100) / 10_000}
                height={BAR}
                className="progress-chart__batch"
              />
              <text x={LABEL + (span * s.batch_accuracy_x100) / 10_000 + 4} y={y + 2 * BAR + 2} className="progress-chart__value">
                {formatPercent(s.batch_accuracy_x100)}
              </text>
            </g>
          );
        })}
        <rect x={LABEL} y={height - 14} width={BAR} height={BAR} className="progress-chart__mine" />
        <text x={LABEL + 14} y={height - 5} className="progress-chart__value">
          আপনি
        </text>
        <rect x={LABEL + 60} y={height - 14} width={BAR} height={BAR} className="progress-chart__batch" />
        <text x={LABEL + 74} y={height - 5} className="progress-chart__value">
          ব্যাচের গড়
        </text>
      </svg>
    </figure>
  );
}

const PLOT_TOP = 10;
const PLOT_HEIGHT = 120;
const PLOT_LEFT = 34;

/** The percentage of each paper, oldest to newest, as a line with a point per paper. */
export function TrendChart({ trend }: { trend: ProgressReport["trend"] }) {
  const step = trend.length > 1 ? (WIDTH - PLOT_LEFT - 10) / (trend.length - 1) : 0;
  const point = (x100: number, i: number) =>
    [
      PLOT_LEFT + (trend.length > 1 ? i * step : (WIDTH - PLOT_LEFT) / 2),
      PLOT_TOP + PLOT_HEIGHT * (1 - Math.min(x100, 10_000) / 10_000),
    ] as const;
  const points = trend.map((t, i) => point(Math.max(t.percent_x100, 0), i));
  return (
    <figure className="progress-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${PLOT_TOP + PLOT_HEIGHT + 16}`}
        aria-hidden="true"
        focusable="false"
        className="progress-chart__svg"
      >
        {[0, 50, 100].map((pct) => {
          const y = PLOT_TOP + PLOT_HEIGHT * (1 - pct / 100);
          return (
            <g key={pct}>
              <line x1={PLOT_LEFT} x2={WIDTH} y1={y} y2={y} className="progress-chart__grid" />
              <text x={0} y={y + 4} className="progress-chart__value">
                {formatPercent(pct * 100)}
              </text>
            </g>
          );
        })}
        <polyline points={points.map(([x, y]) => `${x},${y}`).join(" ")} className="progress-chart__line" />
        {points.map(([x, y], i) => (
          <circle key={trend[i]!.exam_id} cx={x} cy={y} r={3.5} className="progress-chart__point" />
        ))}
      </svg>
    </figure>
  );
}

/** A table that may scroll sideways on a phone: a named region the keyboard can reach and scroll. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export function SubjectTable({ subjects }: { subjects: ProgressReport["subjects"] }) {
  return (
    <ScrollTable label="বিষয় অনুযায়ী সঠিক উত্তরের হার">
      <table className="study-table">
        <caption>বিষয় অনুযায়ী সঠিক উত্তরের হার</caption>
        <thead>
          <tr>
            <th scope="col">বিষয়</th>
            <th scope="col">আপনি</th>
            <th scope="col">ব্যাচের গড়</th>
          </tr>
        </thead>
        <tbody>
          {subjects.map((s) => (
            <tr key={s.subject.id}>
              <th scope="row">{s.subject.name_bn}</th>
              <td>{formatPercent(s.accuracy_x100)}</td>
              <td>{formatPercent(s.batch_accuracy_x100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

export function TopicTable({ topics, caption }: { topics: ProgressReport["topics"]; caption: string }) {
  return (
    <ScrollTable label={caption}>
      <table className="study-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">টপিক</th>
            <th scope="col">আপনি</th>
            <th scope="col">ব্যাচের গড়</th>
          </tr>
        </thead>
        <tbody>
          {topics.map((t) => (
            <tr key={t.topic.id}>
              <th scope="row">{topicLabel(t.topic)}</th>
              <td>{formatPercent(t.accuracy_x100)}</td>
              <td>{formatPercent(t.batch_accuracy_x100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

export function TrendTable({ trend }: { trend: ProgressReport["trend"] }) {
  return (
    <ScrollTable label="পরীক্ষা অনুযায়ী নম্বর ও মেধাক্রম">
      <table className="study-table">
        <caption>পরীক্ষা অনুযায়ী নম্বর ও মেধাক্রম (পুরোনো থেকে নতুন)</caption>
        <thead>
          <tr>
            <th scope="col">পরীক্ষা</th>
            <th scope="col">নম্বর</th>
            <th scope="col">মেধাক্রম</th>
          </tr>
        </thead>
        <tbody>
          {trend.map((t) => (
            <tr key={t.exam_id}>
              <th scope="row">
                {t.title}
                <br />
                <small>{formatDate(t.submitted_at)}</small>
              </th>
              <td>
                {formatMark(t.obtained_mark_x100)} / {formatMark(t.full_mark_x100)}
                <br />
                <small>{formatPercent(t.percent_x100)}</small>
              </td>
              <td>{t.position === null ? "মেধাক্রমের বাইরে" : `${bnNumber(t.position)} / ${bnNumber(t.participants)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** The weakest topics, each with the way to practise it. */
export function WeakestTopics({ topics }: { topics: ProgressReport["weakest"] }) {
  return (
    <ol className="weak-topics">
      {topics.map((t) => (
        <li key={t.topic.id}>
          <span>
            {topicLabel(t.topic)}: আপনি {formatPercent(t.accuracy_x100)}, ব্যাচের গড় {formatPercent(t.batch_accuracy_x100)}
          </span>{" "}
          <Link to={PRACTICE_PATHS.practiceFrom("topic", t.topic.id)}>এই টপিক অনুশীলন করুন</Link>
        </li>
      ))}
    </ol>
  );
}
