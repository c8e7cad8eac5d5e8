/** Course families, batch listings with filters and search, batch details, batch-for-you. */
import { and, asc, count, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { batchesQuery, batchFiltersQuery, courseIcon, endpoints, pageQuery } from "../contract";
import { MODE_LABELS } from "../contract/labels";
import { batchCategories, batchCategoryBatches, batches, branches, courseFamilies, courses, yearCourseSessions } from "../db/schema";
import { notFound } from "../http/errors";
import { pageRequest, paginate } from "../http/pagination";
import { rowId } from "../http/params";
import { shape } from "../http/shape";
import { parseInput } from "../http/validation";
import { batchOrder, findBatch, inCategory, listed, pricingRules, selectBatches, seatsTakenOnline, summaries, withBatchJoins } from "../catalogue/batch-query";
import { doctorHistory, forYouCandidates, REASON_LABELS } from "../catalogue/for-you-data";
import { rankForDoctor, rankForGuest } from "../catalogue/batch-for-you";
import { dhakaDate } from "../catalogue/dhaka";
import { requiredProfileFields } from "../catalogue/pre-entry";
import { installmentSchedule, quote, toTaka } from "../catalogue/pricing";
import { batchScheduleSummaries, masterScheduleSummaries } from "../catalogue/schedules";
import type { RouteDeps } from "./deps";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Title and course title as typed; slugs also with spaces read as hyphens ("grand mock" finds grand-mock). */
function matching(term: string): SQL {
  const text = `%${escapeLike(term)}%`;
  const slug = `%${escapeLike(term.replace(/\s+/g, "-"))}%`;
  return or(ilike(batches.title, text), ilike(courses.title, text), ilike(batches.slug, slug), ilike(courses.slug, slug))!;
}

export const catalogueRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth }) => {
  app.get<{ Params: { slug: string } }>(endpoints.courseFamily.path, async (request) => {
    const [family] = await db.select().from(courseFamilies).where(eq(courseFamilies.slug, request.params.slug)).limit(1);
    if (!family) throw notFound("কোর্সটি পাওয়া যায়নি।");
    const now = clock();
    const batchCount = (open: boolean) => sql<number>`(
      select count(*)::int from ${batches} where ${batches.sessionId} = ${yearCourseSessions.id} and ${listed()}
      ${open ? sql`and ${batches.enrollmentDeadline} > ${now.toISOString()}::timestamptz and ${batches.seats} - ${batches.seatsSoldOffline} - ${seatsTakenOnline(now)} > 0` : sql``})`;
    const [courseRows, sessionRows] = await Promise.all([
      db.select().from(courses).where(eq(courses.familyId, family.id)).orderBy(asc(courses.position), asc(courses.id)),
      db
        .select({
          id: yearCourseSessions.id,
          courseId: yearCourseSessions.courseId,
          title: yearCourseSessions.title,
          year: yearCourseSessions.year,
          starts_on: yearCourseSessions.startsOn,
          ends_on: yearCourseSessions.endsOn,
          batch_count: batchCount(false),
          open_batch_count: batchCount(true),
        })
        .from(yearCourseSessions)
        .innerJoin(courses, eq(courses.id, yearCourseSessions.courseId))
        // Sessions that have run their course are history, not something to join.
        .where(and(eq(courses.familyId, family.id), gte(yearCourseSessions.endsOn, dhakaDate(now))))
        .orderBy(asc(yearCourseSessions.startsOn), asc(yearCourseSessions.id)),
    ]);
    return shape("courseFamily", {
      data: {
        slug: family.slug,
        title: family.title,
        icon: courseIcon.parse(family.icon),
        description_html: family.descriptionHtml,
        courses: courseRows.map((c) => ({
          id: c.id,
          slug: c.slug,
          title: c.title,
          summary: c.summary,
          sessions: sessionRows.filter((s) => s.courseId === c.id).map(({ courseId: _, ...s }) => s),
        })),
      },
    });
  });

  app.get(endpoints.batches.path, async (request) => {
    const page = pageRequest(request.query, 12);
    const q = parseInput(batchesQuery, request.query);
    const now = clock();
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
    return shape("batches", paginate(request, page, total?.n ?? 0, await summaries(db, rows, now)));
  });

  app.get(endpoints.batchFilters.path, async (request) => {
    const { category } = parseInput(batchFiltersQuery, request.query);
    const where = and(listed(), category ? inCategory(category) : undefined);
    const [modes, branchRows, sessionRows, categoryRows] = await Promise.all([
      db.selectDistinct({ mode: batches.mode }).from(batches).where(where).orderBy(asc(batches.mode)),
      db
        .selectDistinct({ slug: branches.slug, name: branches.name, position: branches.position })
        .from(batches)
        .innerJoin(branches, eq(branches.id, batches.branchId))
        .where(where)
        .orderBy(asc(branches.position), asc(branches.slug)),
      db
        .selectDistinct({ id: yearCourseSessions.id, title: yearCourseSessions.title, course: courses.title, startsOn: yearCourseSessions.startsOn })
        .from(batches)
        .innerJoin(yearCourseSessions, eq(yearCourseSessions.id, batches.sessionId))
        .innerJoin(courses, eq(courses.id, yearCourseSessions.courseId))
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
    return shape("batchFilters", {
      data: {
        modes: modes.map(({ mode }) => ({ value: mode, label: MODE_LABELS[mode] })),
        branches: branchRows.map((b) => ({ value: b.slug, label: b.name })),
        sessions: sessionRows.map((s) => ({ value: String(s.id), label: `${s.course} — ${s.title}` })),
        categories: categoryRows.map((c) => ({ value: c.slug, label: c.title })),
      },
    });
  });

  app.get<{ Params: { id: string } }>(endpoints.batchDetails.path, async (request) => {
    const id = rowId(request.params.id);
    const now = clock();
    const row = id ? await findBatch(db, id, now) : undefined;
    if (!row) throw notFound("ব্যাচটি পাওয়া যায়নি।");
    const [[summary], schedules, masters] = await Promise.all([
      summaries(db, [row], now),
      batchScheduleSummaries(db, row.batch.id),
      masterScheduleSummaries(db, { batchId: row.batch.id }),
    ]);
    const rules = pricingRules(row.batch);
    const price = quote(rules, { now, isAlumni: false }).totalPaisa;
    return shape("batchDetails", {
      data: {
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
      },
    });
  });

  app.get<{ Params: { slug: string } }>(endpoints.batchForYou.path, async (request, reply) => {
    const page = pageRequest(parseInput(pageQuery, request.query), 6);
    const [category] = await db.select().from(batchCategories).where(eq(batchCategories.slug, request.params.slug)).limit(1);
    if (!category) throw notFound("ব্যাচ ক্যাটাগরিটি পাওয়া যায়নি।");
    const now = clock();
    const [caller, candidates] = await Promise.all([auth.authenticate(request), forYouCandidates(db, category.slug, now)]);
    const ranked = caller
      ? rankForDoctor(candidates, await doctorHistory(db, caller.doctor, now), now)
      : rankForGuest(candidates, now);
    const top = ranked.slice(0, page.perPage);
    const shown = await summaries(
      db,
      top.map((s) => s.batch.row),
      now,
    );
    reply.header("cache-control", "private, no-store");
    return shape("batchForYou", {
      data: {
        category: { slug: category.slug, title: category.title, subtitle: category.subtitle },
        personalised: caller !== null,
        batches: top.map((s, i) => ({
          ...shown[i]!,
          reasons: s.reasons.map((code) => ({ code, label: REASON_LABELS[code] })),
        })),
      },
    });
  });
};
