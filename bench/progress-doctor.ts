/**
 * The `/my/progress` row of `npm run bench` (issue 26: ≤ 10 ms of CPU per request across portal, API
 * and PostgreSQL for a doctor with 50 submitted papers of 150 questions). Its own PostgreSQL database,
 * dropped and created again on every run at BENCH_PG_URL (as `npm run bench:exam` does), migrated and
 * seeded, then given that history in a few set-based statements: 50 closed copies of the seeded FCPS
 * paper (150 questions filed under the seed's topics), each sat by the demo doctor and by a batch of
 * BENCH_PROGRESS_BATCH other doctors (default 100), every attempt answered question by question and
 * marked, so the page's batch averages and merit positions are computed over real rows.
 */
import pg from "pg";
import { sql } from "drizzle-orm";
import { openPostgres, type Db } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { demoDoctor } from "../server/seed/data/doctors";
import { FCPS_EXAM_TITLE } from "../server/seed/exams";
import { seedDatabase } from "../server/seed/seed";
import { BackendCpu } from "./exam/cpu";
import { recreateDatabase } from "./exam/fixture";

export const PROGRESS_ROW = "portal ×1 doctor /my/progress (PostgreSQL, 50 papers)";
const PAPERS = 50;
const BATCH = Number(process.env.BENCH_PROGRESS_BATCH ?? 100);
export const PROGRESS_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** BENCH_PROGRESS_DATABASE: another name lets two checkouts on one PostgreSQL server run the row at once. */
const DATABASE = process.env.BENCH_PROGRESS_DATABASE ?? "bench_progress";
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(DATABASE)) throw new Error("BENCH_PROGRESS_DATABASE must be a plain lower-case name");
/** The bench papers' titles start with this (and end with the paper's number in Bengali digits). */
const TITLE = "বেঞ্চ মডেল টেস্ট";

/** Right units of one answer, per MCQ statement or SBA letter, in SQL: the marking's count (`markQuestion`), without marks. */
const rightUnits = sql`case
  when ans.answer is null then 0
  when q.type = 'sba' then (ans.answer = q.correct)::int
  else (substr(ans.answer, 1, 1) = substr(q.correct, 1, 1))::int + (substr(ans.answer, 2, 1) = substr(q.correct, 2, 1))::int
     + (substr(ans.answer, 3, 1) = substr(q.correct, 3, 1))::int + (substr(ans.answer, 4, 1) = substr(q.correct, 4, 1))::int
     + (substr(ans.answer, 5, 1) = substr(q.correct, 5, 1))::int
end`;

/** A statement answered at the rate `p` (the sitter's skill in that topic), left blank 8 % of the time. */
const statement = (i: number) =>
  sql.raw(`case when random() < 0.08 then '.' when random() < s.p then substr(q.correct, ${i}, 1)
    else translate(substr(q.correct, ${i}, 1), 'TF', 'FT') end`);

/** The demo doctor's history and their batch, in the seeded database. */
async function seedHistory(db: Db): Promise<void> {
  await db.execute(sql`
    insert into doctors (name, phone, phone_verified_at)
    select 'বেঞ্চ সহপাঠী ' || g, '018' || lpad(g::text, 8, '0'), now() - interval '120 days'
    from generate_series(1, ${BATCH}) g`);
  // All closed, reviewable and ranked, and newer than the seed's own attempts (the last is a day old), so
  // the page's last 20 papers are bench papers: paper g opened 20g + 240 minutes ago for 3½ hours.
  await db.execute(sql`
    insert into exams (kind, title, batch_id, instructions_html, opens_at, closes_at, duration_seconds,
      review_policy, mcq_mark, sba_mark, pass_mark)
    select e.kind, ${TITLE} || ' ' || translate(g::text, '0123456789', '০১২৩৪৫৬৭৮৯'), e.batch_id, e.instructions_html,
      now() - make_interval(mins => 20 * g + 240), now() - make_interval(mins => 20 * g + 30), e.duration_seconds,
      e.review_policy, e.mcq_mark, e.sba_mark, e.pass_mark
    from exams e cross join generate_series(1, ${PAPERS}) g
    where e.title = ${FCPS_EXAM_TITLE}`);
  await db.execute(sql`
    insert into exam_questions (exam_id, number, type, stem_html, options, correct, explanation_html, topic_id)
    select e.id, q.number, q.type, q.stem_html, q.options, q.correct, q.explanation_html, q.topic_id
    from exams e cross join exam_questions q
    where e.title like ${TITLE + " %"} and q.exam_id = (select id from exams where title = ${FCPS_EXAM_TITLE})`);
  await db.execute(sql`
    insert into exam_attempts (exam_id, doctor_id, batch_id, started_at, deadline_at, submitted_at, submitted_by)
    select e.id, d.id, e.batch_id, e.opens_at + interval '10 minutes', e.opens_at + interval '3 hours 10 minutes',
      e.opens_at + interval '3 hours', 'doctor'
    from exams e cross join doctors d
    where e.title like ${TITLE + " %"} and (d.phone = ${demoDoctor.phone} or d.phone like '018%')`);
  // Skill by sitter and topic, between 0.2 and 0.95; a few questions never opened (no row at all).
  await db.execute(sql`
    insert into exam_answers (attempt_id, question_id, answer, client_at, saved_at)
    select a.id, q.id,
      case when q.type = 'sba' then
        case when random() < 0.06 then '' when random() < s.p then q.correct
          else chr(65 + (ascii(q.correct) - 65 + 1 + floor(random() * 4)::int) % 5) end
      else ${statement(1)} || ${statement(2)} || ${statement(3)} || ${statement(4)} || ${statement(5)} end,
      a.submitted_at, a.submitted_at
    from exam_attempts a
    join exams e on e.id = a.exam_id and e.title like ${TITLE + " %"}
    join exam_questions q on q.exam_id = a.exam_id
    cross join lateral (select least(0.95, greatest(0.2,
      0.4 + (a.doctor_id % 10) * 0.05 + ((coalesce(q.topic_id, 0) * 37 + a.doctor_id) % 21 - 10) * 0.025))) s(p)
    where random() > 0.03`);
  // The paper has no negative marking: a right statement is a fifth of the MCQ's mark, a right SBA its mark.
  await db.execute(sql`
    update exam_attempts a set obtained_mark = m.mark, correct_mark = m.mark, negative_mark = 0
    from (
      select ans.attempt_id,
        sum(${rightUnits} * case when q.type = 'sba' then e.sba_mark else e.mcq_mark / 5 end)::int as mark
      from exam_answers ans
      join exam_questions q on q.id = ans.question_id
      join exams e on e.id = q.exam_id and e.title like ${TITLE + " %"}
      group by ans.attempt_id
    ) m
    where a.id = m.attempt_id`);
  // What marking writes beside the marks (decision 067): each attempt's units per topic.
  await db.execute(sql`
    insert into attempt_topic_scores (attempt_id, exam_id, topic_id, units, right_units)
    select a.id, a.exam_id, q.topic_id, sum(case when q.type = 'mcq' then 5 else 1 end)::int, sum(${rightUnits})::int
    from exam_attempts a
    join exams e on e.id = a.exam_id and e.title like ${TITLE + " %"}
    join exam_questions q on q.exam_id = a.exam_id and q.topic_id is not null
    left join exam_answers ans on ans.attempt_id = a.id and ans.question_id = q.id
    group by a.id, a.exam_id, q.topic_id`);
  // Fresh planner statistics, as a database that has been running for a while would have.
  await db.execute(sql`analyze`);
}

export type ProgressDatabase = {
  url: string;
  /** CPU seconds so far of the PostgreSQL backends serving this database. */
  backendCpuSeconds: () => Promise<number>;
  drop: () => Promise<void>;
};

/** Whether a PostgreSQL server takes a connection at `url` within 3 s. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function createProgressDatabase(): Promise<ProgressDatabase> {
  const url = await recreateDatabase(PROGRESS_ADMIN_URL, DATABASE);
  const handle = await openPostgres(url);
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
    // Consistent by construction: without the foreign-key triggers the ~750,000 answers go in several times faster.
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await seedHistory(tx as unknown as Db);
    });
  } finally {
    await handle.close();
  }
  const admin = new pg.Client({ connectionString: PROGRESS_ADMIN_URL });
  await admin.connect();
  const backends = new BackendCpu();
  return {
    url,
    backendCpuSeconds: async () => {
      const { rows } = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [DATABASE]);
      backends.observe(rows.map((r) => r.pid));
      return backends.total();
    },
    drop: async () => {
      await admin.query(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}
