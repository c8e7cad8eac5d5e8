/**
 * A doctor's progress (issue 26): over their last submitted papers, the share of marking units they
 * got right per topic (an MCQ statement or an SBA question is one unit, as in the marking), against
 * everyone who sat the same papers; and the trend of their marks and merit positions. Practice papers
 * (decision 057) are in the trend, without a position, and never in the topics' accuracy, the
 * doctor's or the batch's: they hold only questions the doctor chose to drill, and nobody else sat
 * them. The topics weigh the last papers that are not practice.
 *
 * Two reads (decision 062), both from the units per attempt and topic kept when an attempt is marked
 * (`attempt_topic_scores`, decision 067), never from the answers. The doctor's own part is one
 * statement per request: their attempts by `exam_attempts_doctor_idx` and each attempt's ~13 topic
 * rows by the primary key's attempt prefix, prepared once per connection. The batch's part, every
 * sitter's units per paper and topic, and each paper's full mark are the same for everyone who sat
 * that paper, so they are kept per paper in the read cache (a minute, like the site's content) and
 * the papers missing there are read by one statement together.
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { progressReport } from "../contract";
import type { Db } from "../db/client";
import { preparedStatementPerDb } from "../db/prepared";
import { cachedReads } from "../db/read-cache";
import { attemptTopicScores, examAttempts, examQuestions, exams, questionSubjects, questionTopics } from "../db/schema";
import { percentHundredths } from "../exams/marking";

/** How many of the doctor's latest papers the page weighs. */
export const PROGRESS_PAPERS = 20;
export const WEAKEST_TOPICS = 5;

type TopicRow = {
  topic_id: number;
  topic_bn: string;
  topic_en: string;
  subject_id: number;
  subject_bn: string;
  subject_en: string;
  subject_position: number;
  mine_units: number;
  mine_right: number;
  all_units: number;
  all_right: number;
};
type TrendRow = {
  exam_id: number;
  title: string;
  submitted_at: string;
  obtained_mark: number;
  full_mark: number;
  is_pending: boolean;
  position: number | null;
  participants: number;
};
/** Every submitted sitter's units of one paper in one topic. */
type PaperTopicTotal = { topic_id: number; units: number; right_units: number };
/** What the page needs of one paper beyond the doctor's own attempt; the same for everyone who sat it. */
type PaperTotals = { full_mark: number; topics: readonly PaperTopicTotal[] };

const parseJson = <T>(value: T[] | string): T[] => (typeof value === "string" ? (JSON.parse(value) as T[]) : value);

/** The doctor's own part: built once per database handle and prepared, so neither drizzle nor PostgreSQL parses it per request. */
const doctorStatement = preparedStatementPerDb(
  "progress_of_doctor",
  sql`
    with recent as (
      select a.id, a.exam_id, a.obtained_mark, a.is_pending, a.submitted_at, e.kind = 'practice' as is_practice
      from ${examAttempts} a
      join ${exams} e on e.id = a.exam_id
      where a.doctor_id = ${sql.placeholder("doctorId")} and a.submitted_at is not null
      order by a.submitted_at desc
      limit ${PROGRESS_PAPERS}
    ), mine as (
      select a.id, a.exam_id
      from ${examAttempts} a
      join ${exams} e on e.id = a.exam_id and e.kind <> 'practice'
      where a.doctor_id = ${sql.placeholder("doctorId")} and a.submitted_at is not null
      order by a.submitted_at desc
      limit ${PROGRESS_PAPERS}
    ), topics as (
      select s.topic_id, sum(s.units)::int as mine_units, sum(s.right_units)::int as mine_right
      from mine m join ${attemptTopicScores} s on s.attempt_id = m.id
      group by s.topic_id
    ), trend as (
      select m.exam_id, e.title, m.submitted_at, m.obtained_mark, m.is_pending,
        case when m.is_pending or m.is_practice or e.is_free then null else 1 + (
          select count(*) from ${examAttempts} o
          where o.exam_id = m.exam_id and o.submitted_at is not null and not o.is_pending and o.obtained_mark > m.obtained_mark
        )::int end as position,
        (select count(*) from ${examAttempts} o where o.exam_id = m.exam_id and o.submitted_at is not null and not o.is_pending)::int as participants
      from recent m join ${exams} e on e.id = m.exam_id
    )
    select
      (select coalesce(json_agg(json_build_object(
          'topic_id', t.topic_id, 'topic_bn', qt.name_bn, 'topic_en', qt.name_en,
          'subject_id', qs.id, 'subject_bn', qs.name_bn, 'subject_en', qs.name_en, 'subject_position', qs.position,
          'mine_units', t.mine_units, 'mine_right', t.mine_right)), '[]'::json)
        from topics t
        join ${questionTopics} qt on qt.id = t.topic_id
        join ${questionSubjects} qs on qs.id = qt.subject_id) as topics,
      (select coalesce(json_agg(json_build_object(
          'exam_id', exam_id, 'title', title, 'submitted_at', submitted_at, 'obtained_mark', obtained_mark,
          'is_pending', is_pending, 'position', position, 'participants', participants)
          order by submitted_at), '[]'::json)
        from trend) as trend,
      (select coalesce(json_agg(m.exam_id), '[]'::json) from mine m) as papers`,
);

export async function progressOf(db: Db, doctorId: number): Promise<z.input<typeof progressReport>["data"]> {
  const result = await doctorStatement(db).execute({ doctorId });
  const [row] = (
    result as unknown as {
      rows: {
        topics: Omit<TopicRow, "all_units" | "all_right">[] | string;
        trend: Omit<TrendRow, "full_mark">[] | string;
        papers: number[] | string;
      }[];
    }
  ).rows;
  const weighed = parseJson(row!.papers);
  const sat = parseJson(row!.trend);
  const examIds = [...new Set([...weighed, ...sat.map((t) => t.exam_id)])];
  const paperOf = new Map((await paperTotals(db, examIds)).map((paper, i) => [examIds[i]!, paper]));
  const batch = new Map<number, { units: number; right: number }>();
  for (const examId of weighed)
    for (const t of paperOf.get(examId)!.topics) {
      const sums = batch.get(t.topic_id) ?? { units: 0, right: 0 };
      batch.set(t.topic_id, { units: sums.units + t.units, right: sums.right + t.right_units });
    }
  const topics = parseJson(row!.topics).map((t) => ({
    ...t,
    all_units: batch.get(t.topic_id)?.units ?? 0,
    all_right: batch.get(t.topic_id)?.right ?? 0,
  }));
  return progressView(
    topics,
    sat.map((t) => ({ ...t, full_mark: paperOf.get(t.exam_id)!.full_mark })),
  );
}

/**
 * Each paper's full mark and every submitted sitter's units per topic, from the read cache; the papers
 * missing there in one statement.
 */
function paperTotals(db: Db, examIds: number[]): Promise<PaperTotals[]> {
  return cachedReads(
    db,
    examIds,
    (examId) => `progressPaper:${examId}`,
    async (missing) => {
      const result = await db.execute(sql`
        select e.id as exam_id,
          (select sum(case when q.type = 'mcq' then e.mcq_mark else e.sba_mark end) from ${examQuestions} q where q.exam_id = e.id)::int as full_mark,
          (select coalesce(json_agg(json_build_object('topic_id', s.topic_id, 'units', s.units, 'right_units', s.right_units)), '[]'::json)
            from (
              select topic_id, sum(units)::int as units, sum(right_units)::int as right_units
              from ${attemptTopicScores} where exam_id = e.id group by topic_id
            ) s) as topics
        from ${exams} e
        where e.id in (${sql.join(missing, sql`, `)})`);
      const rows = (
        result as unknown as { rows: (Omit<PaperTotals, "topics"> & { exam_id: number; topics: PaperTopicTotal[] | string })[] }
      ).rows;
      const byExam = new Map(rows.map((r) => [r.exam_id, { full_mark: r.full_mark, topics: parseJson(r.topics) }]));
      return missing.map((examId) => byExam.get(examId)!);
    },
  );
}

type Accuracy = { units: number; accuracy_x100: number; batch_accuracy_x100: number };
const accuracy = (mineRight: number, mineUnits: number, allRight: number, allUnits: number): Accuracy => ({
  units: mineUnits,
  accuracy_x100: percentHundredths(mineRight, mineUnits),
  batch_accuracy_x100: percentHundredths(allRight, allUnits),
});

/** Topics and subjects with their accuracy, the weakest topics first among those the doctor met; the trend oldest first. */
export function progressView(topicRows: TopicRow[], trendRows: TrendRow[]): z.input<typeof progressReport>["data"] {
  const filed = topicRows.filter((t) => t.mine_units > 0);
  const topics = filed
    .map((t) => ({
      topic: {
        id: t.topic_id,
        name_bn: t.topic_bn,
        name_en: t.topic_en,
        subject: { id: t.subject_id, name_bn: t.subject_bn, name_en: t.subject_en },
      },
      position: t.subject_position,
      ...accuracy(t.mine_right, t.mine_units, t.all_right, t.all_units),
    }))
    .sort((a, b) => a.position - b.position || a.topic.name_en.localeCompare(b.topic.name_en));
  const subjects = new Map<number, { subject: (typeof topics)[number]["topic"]["subject"]; sums: number[] }>();
  for (const t of [...filed].sort((a, b) => a.subject_position - b.subject_position)) {
    const entry = subjects.get(t.subject_id) ?? {
      subject: { id: t.subject_id, name_bn: t.subject_bn, name_en: t.subject_en },
      sums: [0, 0, 0, 0],
    };
    entry.sums = [
      entry.sums[0]! + t.mine_right,
      entry.sums[1]! + t.mine_units,
      entry.sums[2]! + t.all_right,
      entry.sums[3]! + t.all_units,
    ];
    subjects.set(t.subject_id, entry);
  }
  const weakest = [...topics]
    .sort(
      (a, b) =>
        a.accuracy_x100 - b.accuracy_x100 || a.accuracy_x100 - a.batch_accuracy_x100 - (b.accuracy_x100 - b.batch_accuracy_x100),
    )
    .slice(0, WEAKEST_TOPICS);
  return {
    subjects: [...subjects.values()].map(({ subject, sums: [mr, mu, ar, au] }) => ({ subject, ...accuracy(mr!, mu!, ar!, au!) })),
    topics: topics.map(({ position: _position, ...t }) => t),
    weakest: weakest.map(({ position: _position, ...t }) => t),
    trend: trendRows.map((r) => ({
      exam_id: r.exam_id,
      title: r.title,
      submitted_at: new Date(r.submitted_at).toISOString(),
      obtained_mark_x100: r.obtained_mark,
      full_mark_x100: r.full_mark,
      percent_x100: percentHundredths(r.obtained_mark, r.full_mark),
      position: r.position,
      participants: r.participants,
    })),
    papers_weighed: PROGRESS_PAPERS,
  };
}
