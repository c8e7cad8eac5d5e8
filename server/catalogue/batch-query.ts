/**
 * Reading batches as the contract shows them: joined with their course, family, session and branch,
 * with seats left counted live, and priced for someone without an alumni discount.
 */
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { BatchSummary } from "../contract";
import type { Db } from "../db/client";
import {
  batchCategories,
  batchCategoryBatches,
  batches,
  branches,
  courseFamilies,
  courses,
  enrollments,
  yearCourseSessions,
} from "../db/schema";
import { joinCourseOfBatch } from "../enrollments/course-joins";
import { earlyBirdActive, quote, type PricingRules } from "./pricing";
import { toTaka } from "../contract/money";

/** How long an unpaid enrolment keeps its seat. */
export const PAYMENT_HOLD_MS = 24 * 60 * 60 * 1000;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Enrolments that hold a seat at `now`: paid ones, and unpaid ones still inside their hold. */
export const holdsSeat = (now: Date): SQL =>
  sql`(${enrollments.status} = 'active' or (${enrollments.status} = 'pending_payment' and ${enrollments.holdExpiresAt} > ${at(now)}))`;

export const seatsTakenOnline = (now: Date) =>
  sql<number>`(select count(*)::int from ${enrollments} where ${enrollments.batchId} = ${batches.id} and ${holdsSeat(now)})`;

export const batchColumns = (now: Date) => ({
  batch: batches,
  course: { id: courses.id, slug: courses.slug, title: courses.title },
  family: { slug: courseFamilies.slug, title: courseFamilies.title },
  session: { id: yearCourseSessions.id, title: yearCourseSessions.title, year: yearCourseSessions.year },
  branch: { slug: branches.slug, name: branches.name, address: branches.address, divisionId: branches.divisionId },
  seatsTakenOnline: seatsTakenOnline(now),
});

/** Joins the course, session, family and branch onto a `select … from batches` (dynamic query). */
export const withBatchJoins = <T extends PgSelect>(query: T) =>
  joinCourseOfBatch(query)
    .innerJoin(courseFamilies, eq(courseFamilies.id, courses.familyId))
    .innerJoin(branches, eq(branches.id, batches.branchId));

export const selectBatches = (db: Db, now: Date) => withBatchJoins(db.select(batchColumns(now)).from(batches).$dynamic());

export type BatchRow = Awaited<ReturnType<ReturnType<typeof selectBatches>["execute"]>>[number];

export const seatsLeft = (row: BatchRow) => Math.max(0, row.batch.seats - row.batch.seatsSoldOffline - row.seatsTakenOnline);

export function batchStatus(row: BatchRow, now: Date): BatchSummary["status"] {
  if (row.batch.enrollmentDeadline.getTime() <= now.getTime()) return "closed";
  return seatsLeft(row) > 0 ? "open" : "full";
}

/** Open first, then full, then closed; soonest start first within each. */
export const batchOrder = (now: Date): SQL[] => [
  sql`case when ${batches.enrollmentDeadline} <= ${at(now)} then 2
           when ${batches.seats} - ${batches.seatsSoldOffline} - ${seatsTakenOnline(now)} <= 0 then 1
           else 0 end`,
  asc(batches.startsAt),
  asc(batches.id),
];

export function pricingRules(batch: BatchRow["batch"]): PricingRules {
  return {
    feePaisa: batch.feePaisa,
    earlyBird:
      batch.earlyBirdDiscountPaisa !== null && batch.earlyBirdDeadline !== null
        ? { discountPaisa: batch.earlyBirdDiscountPaisa, deadline: batch.earlyBirdDeadline }
        : null,
    alumniDiscountPaisa: batch.alumniDiscountPaisa,
    installments:
      batch.installmentCount !== null && batch.installmentIntervalDays !== null
        ? { count: batch.installmentCount, intervalDays: batch.installmentIntervalDays }
        : null,
  };
}

export type CategoryRef = { slug: string; title: string };

export async function categoriesOf(db: Db, batchIds: number[]): Promise<Map<number, CategoryRef[]>> {
  const map = new Map<number, CategoryRef[]>();
  if (!batchIds.length) return map;
  const rows = await db
    .select({ batchId: batchCategoryBatches.batchId, slug: batchCategories.slug, title: batchCategories.title })
    .from(batchCategoryBatches)
    .innerJoin(batchCategories, eq(batchCategories.id, batchCategoryBatches.categoryId))
    .where(inArray(batchCategoryBatches.batchId, batchIds))
    .orderBy(asc(batchCategories.position));
  for (const { batchId, ...category } of rows) map.set(batchId, [...(map.get(batchId) ?? []), category]);
  return map;
}

export function toSummary(row: BatchRow, categories: CategoryRef[], now: Date): BatchSummary {
  const { batch } = row;
  const rules = pricingRules(batch);
  const guest = quote(rules, { now, isAlumni: false });
  return {
    id: batch.id,
    slug: batch.slug,
    title: batch.title,
    image: batch.image,
    mode: batch.mode,
    branch: { slug: row.branch.slug, name: row.branch.name, address: row.branch.address },
    venue: batch.venue,
    course: row.course,
    family: row.family,
    session: row.session,
    categories,
    starts_at: batch.startsAt.toISOString(),
    enrollment_deadline: batch.enrollmentDeadline.toISOString(),
    seats: batch.seats,
    seats_left: seatsLeft(row),
    status: batchStatus(row, now),
    fee: toTaka(batch.feePaisa),
    price: toTaka(guest.totalPaisa),
    early_bird: rules.earlyBird
      ? {
          discount: toTaka(rules.earlyBird.discountPaisa),
          deadline: rules.earlyBird.deadline.toISOString(),
          active: earlyBirdActive(rules, now),
        }
      : null,
    alumni_discount: batch.alumniDiscountPaisa ? toTaka(batch.alumniDiscountPaisa) : null,
    has_installments: rules.installments !== null,
  };
}

export async function summaries(db: Db, rows: BatchRow[], now: Date): Promise<BatchSummary[]> {
  const categories = await categoriesOf(
    db,
    rows.map((r) => r.batch.id),
  );
  return rows.map((row) => toSummary(row, categories.get(row.batch.id) ?? [], now));
}

export async function findBatch(db: Db, id: number, now: Date): Promise<BatchRow | undefined> {
  const [row] = await selectBatches(db, now).where(eq(batches.id, id)).limit(1);
  return row;
}

/** Batches of a category slug (listed ones only). */
export const inCategory = (slug: string): SQL =>
  sql`exists (select 1 from ${batchCategoryBatches} join ${batchCategories} on ${batchCategories.id} = ${batchCategoryBatches.categoryId}
              where ${batchCategoryBatches.batchId} = ${batches.id} and ${batchCategories.slug} = ${slug})`;

export const listed = (): SQL => sql`${batches.archivedAt} is null`;
