/** Seeds the catalogue (server/seed/data/catalogue.ts) and the demo doctor's enrolments. */
import { asc, eq, inArray } from "drizzle-orm";
import { PAYMENT_HOLD_MS } from "../catalogue/batch-query";
import { dhakaDate } from "../enrollments/dhaka";
import { quote } from "../catalogue/pricing";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { batchSeeds } from "./data/batches";
import {
  branches,
  courseFamilies,
  courses,
  demoEnrollments,
  masterScheduleSeeds,
  SESSION_LENGTH_DAYS,
  type SessionKey,
} from "./data/catalogue";
import { dhakaTime } from "./data/events";
import { placeholderYoutubeId } from "./data/lectures";
import { classDays, timetableSlots } from "./data/timetables";
import { freeVideos, unitVideos } from "./data/videos";

const DAY_MS = 24 * 60 * 60 * 1000;
const paisa = (taka: number) => Math.round(taka * 100);
const monthYear = new Intl.DateTimeFormat("bn-BD", { month: "long", year: "numeric", timeZone: "Asia/Dhaka" });
const byKey = <T, K>(rows: T[], key: (row: T) => K) => new Map(rows.map((row) => [key(row), row]));

async function seedCourses(db: Db, now: Date): Promise<Map<string, number>> {
  const families = await db
    .insert(schema.courseFamilies)
    .values(courseFamilies.map((f, i) => ({ ...f, position: i + 1 })))
    .returning();
  const familyId = byKey(families, (f) => f.slug);
  const courseRows = await db
    .insert(schema.courses)
    .values(
      courses.map((c, i) => ({
        familyId: familyId.get(c.family)!.id,
        slug: c.slug,
        title: c.title,
        summary: c.summary,
        position: i + 1,
      })),
    )
    .returning();
  const sessionIds = new Map<string, number>();
  for (const course of courses) {
    const courseId = courseRows.find((c) => c.slug === course.slug)!.id;
    for (const [key, startsIn] of Object.entries(course.sessions) as [SessionKey, number][]) {
      const start = new Date(now.getTime() + startsIn * DAY_MS);
      const [session] = await db
        .insert(schema.yearCourseSessions)
        .values({
          courseId,
          year: Number(dhakaDate(start).slice(0, 4)),
          title: `${monthYear.format(start)} সেশন`,
          startsOn: dhakaDate(start),
          endsOn: dhakaDate(new Date(start.getTime() + SESSION_LENGTH_DAYS * DAY_MS)),
        })
        .returning({ id: schema.yearCourseSessions.id });
      sessionIds.set(`${course.slug}/${key}`, session!.id);
    }
  }
  return sessionIds;
}

async function seedBatches(db: Db, now: Date, sessionIds: Map<string, number>): Promise<void> {
  const divisions = byKey(await db.select().from(schema.divisions), (d) => d.nameEn);
  const branchRows = await db
    .insert(schema.branches)
    .values(
      branches.map(({ divisionEn, ...b }, i) => ({
        ...b,
        divisionId: divisionEn ? divisions.get(divisionEn)!.id : null,
        position: i + 1,
      })),
    )
    .returning();
  const branchId = byKey(branchRows, (b) => b.slug);
  const categoryId = byKey(await db.select().from(schema.batchCategories), (c) => c.slug);

  for (const [i, b] of batchSeeds.entries()) {
    const id = i + 1;
    // Timetables start from the seeded day; the batch starts with the first class of its first one.
    const firstDay = dhakaDate(new Date(now.getTime() + b.startsIn * DAY_MS));
    const first = b.schedules[0];
    const startsAt = first ? new Date(`${classDays(first, firstDay)[0]}T${first.from}:00+06:00`) : dhakaTime(now, b.startsIn, 10);
    await db.insert(schema.batches).values({
      id,
      sessionId: sessionIds.get(`${b.course}/${b.session}`)!,
      slug: b.slug,
      title: b.title,
      mode: b.mode,
      branchId: branchId.get(b.branch)!.id,
      venue: b.venue ?? null,
      startsAt,
      enrollmentDeadline: dhakaTime(now, b.deadlineIn, 23, 59),
      seats: b.seats,
      seatsSoldOffline: b.soldOffline,
      feePaisa: paisa(b.fee),
      earlyBirdDiscountPaisa: b.earlyBird ? paisa(b.earlyBird.discount) : null,
      earlyBirdDeadline: b.earlyBird ? dhakaTime(now, b.earlyBird.untilDays, 23, 59) : null,
      alumniDiscountPaisa: b.alumni ? paisa(b.alumni) : null,
      installmentCount: b.installments?.count ?? null,
      installmentIntervalDays: b.installments?.intervalDays ?? null,
      couriersLectureSheets: b.couriers ?? false,
      descriptionHtml: `<p>${b.description}</p>`,
      image: b.image,
      archivedAt: b.archived ? new Date(now.getTime() - 30 * DAY_MS) : null,
      createdAt: new Date(now.getTime() - Math.max(30, -b.startsIn + 40) * DAY_MS),
    });
    await db
      .insert(schema.batchCategoryBatches)
      .values(b.categories.map((slug) => ({ batchId: id, categoryId: categoryId.get(slug)!.id })));

    for (const [position, timetable] of b.schedules.entries()) {
      const [schedule] = await db
        .insert(schema.batchSchedules)
        .values({ batchId: id, title: timetable.title, description: timetable.description, position })
        .returning({ id: schema.batchSchedules.id });
      await db
        .insert(schema.scheduleSlots)
        .values(
          timetableSlots(timetable, firstDay, b.course, id + position).map((slot) => ({ ...slot, scheduleId: schedule!.id })),
        );
    }
  }
}

/** A batch's schedules in position order, by batch slug. */
async function schedulesBySlug(db: Db): Promise<Map<string, { batchId: number; scheduleIds: number[] }>> {
  const rows = await db
    .select({ slug: schema.batches.slug, batchId: schema.batches.id, scheduleId: schema.batchSchedules.id })
    .from(schema.batchSchedules)
    .innerJoin(schema.batches, eq(schema.batches.id, schema.batchSchedules.batchId))
    .orderBy(asc(schema.batchSchedules.position), asc(schema.batchSchedules.id));
  const map = new Map<string, { batchId: number; scheduleIds: number[] }>();
  for (const row of rows) {
    const entry = map.get(row.slug) ?? { batchId: row.batchId, scheduleIds: [] };
    entry.scheduleIds.push(row.scheduleId);
    map.set(row.slug, entry);
  }
  return map;
}

async function seedMasterSchedules(db: Db, schedules: Awaited<ReturnType<typeof schedulesBySlug>>): Promise<void> {
  const batchIds = byKey(
    await db.select({ id: schema.batches.id, slug: schema.batches.slug }).from(schema.batches),
    (b) => b.slug,
  );
  for (const [position, m] of masterScheduleSeeds.entries()) {
    const [master] = await db
      .insert(schema.masterSchedules)
      .values({ batchId: batchIds.get(m.batch)!.id, title: m.title, description: m.description, position })
      .returning({ id: schema.masterSchedules.id });
    await db
      .insert(schema.masterScheduleParts)
      .values(
        m.parts.map((p) => ({ masterScheduleId: master!.id, scheduleId: schedules.get(p.batch)!.scheduleIds[p.schedule]! })),
      );
  }
}

async function seedVideos(db: Db, now: Date, schedules: Awaited<ReturnType<typeof schedulesBySlug>>): Promise<void> {
  const families = byKey(await db.select().from(schema.courseFamilies), (f) => f.slug);
  await db.insert(schema.freeVideos).values(
    freeVideos.map((v, i) => ({
      title: v.title,
      description: v.description,
      youtubeId: v.youtubeId,
      familyId: v.family ? families.get(v.family)!.id : null,
      durationSeconds: v.durationSeconds,
      publishedAt: new Date(now.getTime() - v.daysAgo * DAY_MS),
      position: i + 1,
    })),
  );

  const slugs = [...new Set(unitVideos.map((v) => v.batch))];
  const lectures = await db
    .select()
    .from(schema.scheduleSlots)
    .where(
      inArray(
        schema.scheduleSlots.scheduleId,
        slugs.map((slug) => schedules.get(slug)!.scheduleIds[0]!),
      ),
    )
    .orderBy(asc(schema.scheduleSlots.date), asc(schema.scheduleSlots.startTime));
  await db.insert(schema.unitVideos).values(
    unitVideos.map((v, i) => {
      const slot = lectures.filter((s) => s.kind === "lecture" && s.scheduleId === schedules.get(v.batch)!.scheduleIds[0])[
        v.lecture
      ]!;
      return {
        slotId: slot.id,
        title: `${slot.topic} — ক্লাস রেকর্ডিং`,
        description: `${slot.teacher}-এর লাইভ ক্লাসের পূর্ণ রেকর্ডিং, ক্লাসের প্রশ্নোত্তরসহ।`,
        durationSeconds: v.minutes * 60,
        pricePaisa: paisa(v.price),
        videoLink: `https://www.youtube.com/watch?v=${placeholderYoutubeId(i + 1, "sPnUnIt")}`,
        questionsHtml: `<ol><li>${slot.topic} থেকে ক্লাসে আলোচিত পাঁচটি এমসিকিউ ও তাদের ব্যাখ্যা।</li></ol>`,
        position: i + 1,
      };
    }),
  );
}

async function seedDemoEnrollments(
  db: Db,
  now: Date,
  doctorId: number,
  schedules: Awaited<ReturnType<typeof schedulesBySlug>>,
): Promise<void> {
  for (const [i, e] of demoEnrollments.entries()) {
    const { batchId, scheduleIds } = schedules.get(e.batch)!;
    const [batch] = await db.select().from(schema.batches).where(eq(schema.batches.id, batchId));
    const createdAt = new Date(now.getTime() - e.daysAgo * DAY_MS);
    // Earlier entries are the doctor's past: from the second on, they enrol as an alumnus.
    const q = quote(
      { feePaisa: batch!.feePaisa, earlyBird: null, alumniDiscountPaisa: batch!.alumniDiscountPaisa, installments: null },
      { now: createdAt, isAlumni: i > 0 },
    );
    await db.insert(schema.enrollments).values({
      doctorId,
      batchId,
      scheduleId: scheduleIds[0]!,
      status: e.status,
      feePaisa: q.feePaisa,
      discountPaisa: q.discountPaisa,
      discountKind: q.discountKind,
      totalPaisa: q.totalPaisa,
      amountDuePaisa: q.totalPaisa,
      idempotencyKey: `seed-demo-${e.batch}`,
      holdExpiresAt: new Date(createdAt.getTime() + PAYMENT_HOLD_MS),
      createdAt,
      updatedAt: createdAt,
    });
  }
}

export async function seedCatalogue(db: Db, now: Date, demoDoctorId: number): Promise<void> {
  await seedBatches(db, now, await seedCourses(db, now));
  const schedules = await schedulesBySlug(db);
  await seedMasterSchedules(db, schedules);
  await seedVideos(db, now, schedules);
  await seedDemoEnrollments(db, now, demoDoctorId, schedules);
}
