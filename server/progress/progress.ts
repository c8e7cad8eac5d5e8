/**
 * A doctor's progress (issue 26), from one statement: over their last submitted papers, the share of
 * marking units they got right per topic (an MCQ statement or an SBA question is one unit, as in the
 * marking), against everyone who sat the same papers; and the trend of their marks and merit
 * positions. The statement reads the doctor's attempts by `exam_attempts_doctor_idx`, the papers'
 * questions and sitters by their exam, and answers by their primary key: nothing grows with the
 * number of doctors but the sitters of those papers.
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { progressReport } from "../contract";
import type { Db } from "../db/client";
import { examAnswers, examAttempts, examQuestions, exams, questionSubjects, questionTopics } from "../db/schema";
import { percentHundredths } from "../exams/marking";

/** How many of the doctor's latest papers the page weighs. */
export const PROGRESS_PAPERS = 20;
export const WEAKEST_TOPICS = 5;

type TopicRow = {
  topic_id: number | null;
  topic_bn: string | null;
  topic_en: string | null;
  subject_id: number | null;
  subject_bn: string | null;
  subject_en: string | null;
  subject_position: number | null;
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

/** Right units of one answer, per MCQ statement or SBA letter, in SQL (the marking's rule, without marks). */
const rightUnits = sql`case
  when ans.answer is null then 0
  when q.type = 'sba' then (ans.answer = q.correct)::int
  else (substr(ans.answer, 1, 1) = substr(q.correct, 1, 1))::int + (substr(ans.answer, 2, 1) = substr(q.correct, 2, 1))::int
     + (substr(ans.answer, 3, 1) = substr(q.correct, 3, 1))::int + (substr(ans.answer, 4, 1) = substr(q.correct, 4, 1))::int
     + (substr(ans.answer, 5, 1) = substr(q.correct, 5, 1))::int
end`;

export async function progressOf(db: Db, doctorId: number): Promise<z.input<typeof progressReport>["data"]> {
  const result = await db.execute(sql`
    with mine as (
      select a.id, a.exam_id, a.obtained_mark, a.is_pending, a.submitted_at
      from ${examAttempts} a
      where a.doctor_id = ${doctorId} and a.submitted_at is not null
      order by a.submitted_at desc
      limit ${PROGRESS_PAPERS}
    ), units as (
      select a.doctor_id = ${doctorId} as is_mine, q.topic_id,
        case when q.type = 'mcq' then 5 else 1 end as units, ${rightUnits} as right_units
      from mine m
      join ${examAttempts} a on a.exam_id = m.exam_id and a.submitted_at is not null
      join ${examQuestions} q on q.exam_id = m.exam_id
      left join ${examAnswers} ans on ans.attempt_id = a.id and ans.question_id = q.id
    ), topics as (
      select u.topic_id,
        coalesce(sum(u.units) filter (where u.is_mine), 0)::int as mine_units,
        coalesce(sum(u.right_units) filter (where u.is_mine), 0)::int as mine_right,
        sum(u.units)::int as all_units,
        sum(u.right_units)::int as all_right
      from units u group by u.topic_id
    ), trend as (
      select m.exam_id, e.title, m.submitted_at, m.obtained_mark, m.is_pending,
        (select sum(case when q.type = 'mcq' then e.mcq_mark else e.sba_mark end) from ${examQuestions} q where q.exam_id = m.exam_id)::int as full_mark,
        case when m.is_pending or e.is_free then null else 1 + (
          select count(*) from ${examAttempts} o
          where o.exam_id = m.exam_id and o.submitted_at is not null and not o.is_pending and o.obtained_mark > m.obtained_mark
        )::int end as position,
        (select count(*) from ${examAttempts} o where o.exam_id = m.exam_id and o.submitted_at is not null and not o.is_pending)::int as participants
      from mine m join ${exams} e on e.id = m.exam_id
    )
    select
      (select coalesce(json_agg(json_build_object(
          'topic_id', t.topic_id, 'topic_bn', qt.name_bn, 'topic_en', qt.name_en,
          'subject_id', qs.id, 'subject_bn', qs.name_bn, 'subject_en', qs.name_en, 'subject_position', qs.position,
          'mine_units', t.mine_units, 'mine_right', t.mine_right, 'all_units', t.all_units, 'all_right', t.all_right)), '[]'::json)
        from topics t
        left join ${questionTopics} qt on qt.id = t.topic_id
        left join ${questionSubjects} qs on qs.id = qt.subject_id) as topics,
      (select coalesce(json_agg(json_build_object(
          'exam_id', exam_id, 'title', title, 'submitted_at', submitted_at, 'obtained_mark', obtained_mark,
          'full_mark', full_mark, 'is_pending', is_pending, 'position', position, 'participants', participants)
          order by submitted_at), '[]'::json)
        from trend) as trend`);
  const [row] = (result as unknown as { rows: { topics: TopicRow[] | string; trend: TrendRow[] | string }[] }).rows;
  const parse = <T>(value: T[] | string): T[] => (typeof value === "string" ? (JSON.parse(value) as T[]) : value);
  return progressView(parse(row!.topics), parse(row!.trend));
}

type Accuracy = { units: number; accuracy_x100: number; batch_accuracy_x100: number };
const accuracy = (mineRight: number, mineUnits: number, allRight: number, allUnits: number): Accuracy => ({
  units: mineUnits,
  accuracy_x100: percentHundredths(mineRight, mineUnits),
  batch_accuracy_x100: percentHundredths(allRight, allUnits),
});

/** Topics and subjects with their accuracy, the weakest topics first among those the doctor met; the trend oldest first. */
export function progressView(topicRows: TopicRow[], trendRows: TrendRow[]): z.input<typeof progressReport>["data"] {
  const filed = topicRows.filter((t) => t.topic_id !== null && t.subject_id !== null && t.mine_units > 0);
  const topics = filed
    .map((t) => ({
      topic: {
        id: t.topic_id!,
        name_bn: t.topic_bn!,
        name_en: t.topic_en!,
        subject: { id: t.subject_id!, name_bn: t.subject_bn!, name_en: t.subject_en! },
      },
      position: t.subject_position ?? 0,
      ...accuracy(t.mine_right, t.mine_units, t.all_right, t.all_units),
    }))
    .sort((a, b) => a.position - b.position || a.topic.name_en.localeCompare(b.topic.name_en));
  const subjects = new Map<number, { subject: (typeof topics)[number]["topic"]["subject"]; sums: number[] }>();
  for (const t of [...filed].sort((a, b) => (a.subject_position ?? 0) - (b.subject_position ?? 0))) {
    const entry = subjects.get(t.subject_id!) ?? {
      subject: { id: t.subject_id!, name_bn: t.subject_bn!, name_en: t.subject_en! },
      sums: [0, 0, 0, 0],
    };
    entry.sums = [
      entry.sums[0]! + t.mine_right,
      entry.sums[1]! + t.mine_units,
      entry.sums[2]! + t.all_right,
      entry.sums[3]! + t.all_units,
    ];
    subjects.set(t.subject_id!, entry);
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
