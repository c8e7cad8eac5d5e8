/** Batches as the catalogue answers them: the filtered listing, its filter choices, details, and batch-for-you. */
import { MODE_LABELS } from "../contract/labels";
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { batchesQuery, BatchSummary } from "../contract";
import type { DoctorRow } from "../auth/tokens";
import type { Db } from "../db/client";
import {
  batchCategories,
  batchCategoryBatches,
  batches,
  branches,
  courseFamilies,
  courses,
  yearCourseSessions,
} from "../db/schema";
import { joinCourseOfBatch } from "../enrollments/course-joins";
import type { Listing, PageSlice } from "../http/pagination";
import { rankForDoctor, rankForGuest } from "./batch-for-you";
import { batchOrder, findBatch, inCategory, listed, pricingRules, selectBatches, summaries, withBatchJoins } from "./batch-query";
import { doctorHistory, forYouCandidates, REASON_LABELS } from "./for-you-data";
import { requiredProfileFields } from "./pre-entry";
import { installmentSchedule, quote } from "./pricing";
import { toTaka } from "../contract/money";
import { batchScheduleSummaries, masterScheduleSummaries } from "./schedules";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Title and course title as typed; slugs also with spaces read as hyphens ("grand mock" finds grand-mock). */
function matching(term: string): SQL {
  const text = `%${escapeLike(term)}%`;
  const slug = `%${escapeLike(term.replace(/\s+/g, "-"))}%`;
  return or(ilike(batches.title, text), ilike(courses.title, text), ilike(batches.slug, slug), ilike(courses.slug, slug))!;
}

export async function listBatches(
  db: Db,
  q: z.output<typeof batchesQuery>,
  page: PageSlice,
  now: Date,
): Promise<Listing<BatchSummary>> {
  const term = (q.q ?? q.search)?.trim();
  const where = and(
    listed(),
    q.category ? inCategory(q.category) : undefined,
    q.mode ? eq(batches.mode, q.mode) : undefined,
    q.branch ? eq(branches.slug, q.branch) : undefined,
    q.session ? eq(batches.sessionId, q.session) : undefined,
    q.course ? eq(courses.slug, q.course) : undefined,
    q.family ? eq(courseFamilies.slug, q.family) : undefined,
    term ? matching(term) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectBatches(db, now)
      .where(where)
      .orderBy(...batchOrder(now))
      .limit(page.perPage)
      .offset(page.offset),
    withBatchJoins(db.select({ n: count() }).from(batches).$dynamic()).where(where),
  ]);
  return { rows: await summaries(db, rows, now), total: total?.n ?? 0 };
}

/** The choices the listing's filters offer, narrowed to one category when given. */
export async function batchFilterChoices(db: Db, category: string | undefined) {
  const where = and(listed(), category ? inCategory(category) : undefined);
  const [modes, branchRows, sessionRows, categoryRows] = await Promise.all([
    db.selectDistinct({ mode: batches.mode }).from(batches).where(where).orderBy(asc(batches.mode)),
    db
      .selectDistinct({ slug: branches.slug, name: branches.name, position: branches.position })
      .from(batches)
      .innerJoin(branches, eq(branches.id, batches.branchId))
      .where(where)
      .orderBy(asc(branches.position), asc(branches.slug)),
    joinCourseOfBatch(
      db
        .selectDistinct({
          id: yearCourseSessions.id,
          title: yearCourseSessions.title,
          course: courses.title,
          startsOn: yearCourseSessions.startsOn,
        })
        .from(batches)
        .$dynamic(),
    )
      .where(where)
      .orderBy(asc(courses.title), asc(yearCourseSessions.startsOn), asc(yearCourseSessions.id)),
    db
      .selectDistinct({ slug: batchCategories.slug, title: batchCategories.title, position: batchCategories.position })
      .from(batchCategories)
      .innerJoin(batchCategoryBatches, eq(batchCategoryBatches.categoryId, batchCategories.id))
      .innerJoin(batches, eq(batches.id, batchCategoryBatches.batchId))
      .where(listed())
      .orderBy(asc(batchCategories.position)),
  ]);
  return {
    modes: modes.map(({ mode }) => ({ value: mode, label: MODE_LABELS[mode] })),
    branches: branchRows.map((b) => ({ value: b.slug, label: b.name })),
    sessions: sessionRows.map((s) => ({ value: String(s.id), label: `${s.course} — ${s.title}` })),
    categories: categoryRows.map((c) => ({ value: c.slug, label: c.title })),
  };
}

export async function batchDetails(db: Db, id: number, now: Date) {
  const row = await findBatch(db, id, now);
  if (!row) return undefined;
  const [[summary], schedules, masters] = await Promise.all([
    summaries(db, [row], now),
    batchScheduleSummaries(db, row.batch.id),
    masterScheduleSummaries(db, { batchId: row.batch.id }),
  ]);
  const rules = pricingRules(row.batch);
  const price = quote(rules, { now, isAlumni: false }).totalPaisa;
  return {
    ...summary!,
    description_html: row.batch.descriptionHtml,
    installment_plan: rules.installments
      ? {
          count: rules.installments.count,
          interval_days: rules.installments.intervalDays,
          installments: installmentSchedule(price, rules.installments).map((i) => ({
            number: i.number,
            amount: toTaka(i.amountPaisa),
            due_in_days: i.dueInDays,
          })),
        }
      : null,
    required_profile_fields: requiredProfileFields(row.batch),
    schedules,
    master_schedules: masters.map(({ batchId: _, ...m }) => m),
  };
}

/** A category's batches ranked for this doctor (or for any guest), with the reasons shown on each card. */
export async function batchesForYou(db: Db, categorySlug: string, doctor: DoctorRow | null, perPage: number, now: Date) {
  const [category] = await db.select().from(batchCategories).where(eq(batchCategories.slug, categorySlug)).limit(1);
  if (!category) return undefined;
  const candidates = await forYouCandidates(db, category.slug, now);
  const ranked = doctor ? rankForDoctor(candidates, await doctorHistory(db, doctor, now), now) : rankForGuest(candidates, now);
  const top = ranked.slice(0, perPage);
  const shown = await summaries(
    db,
    top.map((s) => s.batch.row),
    now,
  );
  return {
    category: { slug: category.slug, title: category.title, subtitle: category.subtitle },
    personalised: doctor !== null,
    batches: top.map((s, i) => ({
      ...shown[i]!,
      reasons: s.reasons.map((code) => ({ code, label: REASON_LABELS[code] })),
    })),
  };
}
