/** Seeds the demo doctor's notices, complaints, lecture sheets and the reference book (server/seed/data/study.ts). */
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { deliveryAddress } from "../study/sheets";
import { complaintSeeds, noticeSeeds, referenceBookSeed, sheetSeeds, stageHoursAgo, stagePlaces } from "./data/study";

const HOUR_MS = 60 * 60 * 1000;

export async function seedStudy(db: Db, now: Date, doctorId: number): Promise<void> {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const batchIds = new Map(
    (await db.select({ id: schema.batches.id, slug: schema.batches.slug }).from(schema.batches)).map((b) => [b.slug, b.id]),
  );
  const courseIds = new Map(
    (await db.select({ id: schema.courses.id, slug: schema.courses.slug }).from(schema.courses)).map((c) => [c.slug, c.id]),
  );
  const known = (ids: Map<string, number>, slug: string) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`study seed: unknown slug ${slug}`);
    return id;
  };

  for (const n of noticeSeeds) {
    const [row] = await db
      .insert(schema.doctorNotices)
      .values({
        scope: n.scope,
        courseId: n.scope === "course" ? known(courseIds, n.course) : null,
        batchId: n.scope === "batch" ? known(batchIds, n.batch) : null,
        title: n.title,
        body: n.body,
        publishedAt: ago(n.hoursAgo),
      })
      .returning({ id: schema.doctorNotices.id });
    if (n.readHoursAgo !== undefined)
      await db.insert(schema.noticeReads).values({ noticeId: row!.id, doctorId, readAt: ago(n.readHoursAgo) });
  }

  for (const c of complaintSeeds) {
    const [row] = await db
      .insert(schema.complaints)
      .values({
        doctorId,
        category: c.category,
        status: c.status,
        createdAt: ago(c.messages[0]!.hoursAgo),
        updatedAt: ago(c.messages.at(-1)!.hoursAgo),
      })
      .returning({ id: schema.complaints.id });
    await db.insert(schema.complaintMessages).values(
      c.messages.map((m) => ({
        complaintId: row!.id,
        author: m.staff ? ("academy" as const) : ("doctor" as const),
        staffName: m.staff ?? null,
        body: m.body,
        createdAt: ago(m.hoursAgo),
      })),
    );
  }

  const address = (await deliveryAddress(db, doctorId)) ?? "ঠিকানা দেওয়া হয়নি";
  let parcel = 0;
  for (const [slug, sheets] of Object.entries(sheetSeeds)) {
    for (const [i, s] of sheets.entries()) {
      const [sheet] = await db
        .insert(schema.lectureSheets)
        .values({ batchId: known(batchIds, slug), title: s.title, pages: s.pages, position: i + 1 })
        .returning({ id: schema.lectureSheets.id });
      if (s.stages.length === 0) continue;
      const [delivery] = await db
        .insert(schema.sheetDeliveries)
        .values({
          sheetId: sheet!.id,
          doctorId,
          courier: "সুন্দরবন কুরিয়ার সার্ভিস",
          trackingCode: `SCS-${String(48213 + ++parcel).padStart(7, "0")}`,
          address,
        })
        .returning({ id: schema.sheetDeliveries.id });
      await db.insert(schema.deliveryEvents).values(
        s.stages.map((stage) => ({
          deliveryId: delivery!.id,
          stage,
          place: stagePlaces[stage],
          at: ago(stageHoursAgo[stage]),
        })),
      );
    }
  }

  const [book] = await db
    .insert(schema.referenceBooks)
    .values({ title: referenceBookSeed.title, author: referenceBookSeed.author })
    .returning({ id: schema.referenceBooks.id });
  await db
    .insert(schema.courseReferenceBooks)
    .values(referenceBookSeed.courses.map((slug) => ({ courseId: known(courseIds, slug), bookId: book!.id })));
  await db
    .insert(schema.referenceBookPages)
    .values(referenceBookSeed.pages.map((p, i) => ({ bookId: book!.id, pageNo: i + 1, heading: p.heading, body: p.body })));
}
