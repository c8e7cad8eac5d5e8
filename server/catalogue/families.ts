/** Course families (FCPS, residency…) with their courses and current sessions, and the batch categories. */
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { courseIcon, type BatchCategory, type CourseFamily } from "../contract";
import type { Db } from "../db/client";
import { batchCategories, batches, courseFamilies, courses, yearCourseSessions } from "../db/schema";
import { listed, seatsTakenOnline } from "./batch-query";
import { dhakaDate } from "../enrollments/dhaka";

export async function listFamilies(db: Db): Promise<CourseFamily[]> {
  const rows = await db.select().from(courseFamilies).orderBy(asc(courseFamilies.position));
  return rows.map(({ slug, title, icon }) => ({ slug, title, icon: courseIcon.parse(icon) }));
}

/** A family with its courses and their sessions still running, each with its (open) batch counts. */
export async function familyDetails(db: Db, slug: string, now: Date) {
  const [family] = await db.select().from(courseFamilies).where(eq(courseFamilies.slug, slug)).limit(1);
  if (!family) return undefined;
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
  return {
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
  };
}

export const listCategories = (db: Db): Promise<BatchCategory[]> =>
  db
    .select({ slug: batchCategories.slug, title: batchCategories.title, subtitle: batchCategories.subtitle })
    .from(batchCategories)
    .orderBy(asc(batchCategories.position));
