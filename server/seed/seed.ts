/**
 * Fills an empty database with the Bengali demo data (`seedDatabase`), or wipes and refills it
 * (`resetDatabase` + `seedDatabase`, used by `npm run seed`). Everything happens in one
 * transaction, so a failed seed leaves no half-filled tables behind.
 */
import { and, eq, getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { newDeviceToken } from "../auth/devices";
import { hashSecret, storeKnownToken } from "../auth/tokens";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { writeSiteSettings } from "../site/settings";
import { seedCatalogue } from "./catalogue";
import { seedExams } from "./exams";
import { courseSettings, galleryImages } from "./data/content";
import { demoDoctor } from "./data/doctors";
import { eventRows } from "./data/events";
import { faqs } from "./data/faqs";
import * as home from "./data/homepage";
import { quizzes } from "./data/quizzes";
import { appLinks, footerMenu, headerMenu, siteSettings, socialLinks, type MenuSeed } from "./data/site";
import { loadGeo } from "./geo";
import { seedLearning } from "./learning";
import { seedMissedExam } from "./missed-exams";
import { seedStudy } from "./study";
import { seedLectures } from "./lectures";
import { medicalColleges } from "./medical-colleges";
import { staticPages } from "./pages";
import { seedSubscriptions } from "./subscriptions";
import { invalidateReadCache } from "../db/read-cache";

const DAY_MS = 24 * 60 * 60 * 1000;
const allTables: PgTable[] = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [value] : []));
const positioned = <T>(rows: T[]) => rows.map((row, i) => ({ ...row, position: i + 1 }));

async function seedGeography(db: Db): Promise<Map<string, number>> {
  const geo = loadGeo();
  await db.insert(schema.divisions).values(geo.divisions.map((d) => ({ id: d.id, name: d.bn_name, nameEn: d.name })));
  const districts = geo.divisions.flatMap((d) => d.districts.map((t) => ({ ...t, divisionId: d.id })));
  await db
    .insert(schema.districts)
    .values(districts.map((t) => ({ id: t.id, divisionId: t.divisionId, name: t.bn_name, nameEn: t.name })));
  await db
    .insert(schema.upazilas)
    .values(districts.flatMap((t) => t.upazilas.map((u) => ({ id: u.id, districtId: t.id, name: u.bn_name, nameEn: u.name }))));
  return new Map(districts.map((t) => [t.name, t.id]));
}

async function seedMedicalColleges(db: Db, districtIds: Map<string, number>): Promise<void> {
  await db.insert(schema.medicalColleges).values(
    medicalColleges.map(({ district, ...college }) => {
      const districtId = districtIds.get(district);
      if (!districtId) throw new Error(`medical college ${college.nameEn}: unknown district ${district}`);
      return { ...college, districtId };
    }),
  );
}

async function seedMenu(db: Db, placement: schema.MenuPlacement, items: MenuSeed[], parentId: number | null = null) {
  for (const [i, item] of items.entries()) {
    const [row] = await db
      .insert(schema.menuItems)
      .values({ placement, parentId, title: item.title, link: item.link, position: i + 1 })
      .returning({ id: schema.menuItems.id });
    if (item.children) await seedMenu(db, placement, item.children, row!.id);
  }
}

async function seedSite(db: Db): Promise<void> {
  await writeSiteSettings(db, siteSettings);
  await seedMenu(db, "header", headerMenu);
  await seedMenu(db, "footer", footerMenu);
  await db
    .insert(schema.externalLinks)
    .values([
      ...positioned(socialLinks.map((l) => ({ ...l, kind: "social" as const }))),
      ...positioned(appLinks.map((l) => ({ ...l, kind: "app" as const }))),
    ]);
}

async function seedHomepage(db: Db): Promise<void> {
  await db.insert(schema.scrollingNotices).values(positioned(home.scrollingNotices));
  await db.insert(schema.heroSlides).values(positioned(home.heroSlides));
  await db.insert(schema.promotionalBanners).values(positioned(home.promotionalBanners));
  await db.insert(schema.batchCategories).values(positioned(home.batchCategories));
  await db.insert(schema.otherServices).values(positioned(home.otherServices));
  await db.insert(schema.contacts).values(positioned(home.contacts));
}

async function seedContent(db: Db, now: Date): Promise<void> {
  await db.insert(schema.events).values(eventRows(now));
  await db.insert(schema.faqs).values(positioned(faqs).map((faq) => ({ id: faq.position, ...faq })));
  await db.insert(schema.quizzes).values(positioned(quizzes));
  await db.insert(schema.courseSettings).values(courseSettings);
  await db.insert(schema.pages).values(staticPages.map((page) => ({ ...page, updatedAt: now })));
  await db.insert(schema.galleryImages).values(positioned(galleryImages));
}

async function seedDemoDoctor(db: Db, now: Date): Promise<void> {
  const d = demoDoctor;
  const [college] = await db.select().from(schema.medicalColleges).where(eq(schema.medicalColleges.nameEn, d.medicalCollegeEn));
  const [place] = await db
    .select({ districtId: schema.districts.id, divisionId: schema.districts.divisionId, upazilaId: schema.upazilas.id })
    .from(schema.upazilas)
    .innerJoin(schema.districts, eq(schema.districts.id, schema.upazilas.districtId))
    .where(and(eq(schema.districts.nameEn, d.presentDistrictEn), eq(schema.upazilas.nameEn, d.presentUpazilaEn)));
  if (!college || !place) throw new Error("demo doctor: medical college or address not found in seeded data");

  await db.insert(schema.doctors).values({
    id: d.id,
    name: d.name,
    phone: d.phone,
    bmdc: d.bmdc,
    email: d.email,
    medicalCollegeId: college.id,
    presentDivisionId: place.divisionId,
    presentDistrictId: place.districtId,
    presentUpazilaId: place.upazilaId,
    presentAddress: d.presentAddress,
    avatar: d.avatar,
    phoneVerifiedAt: new Date(now.getTime() - 90 * DAY_MS),
    createdAt: new Date(now.getTime() - 90 * DAY_MS),
  });
  // The doctor's own phone, verified long ago; its token is thrown away, nobody needs to hold it.
  const verifiedAt = new Date(now.getTime() - 60 * DAY_MS);
  await db.insert(schema.devices).values({
    tokenHash: hashSecret(newDeviceToken()),
    doctorId: d.id,
    name: "Chrome · Android",
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
    verifiedAt,
    firstSeenAt: verifiedAt,
    lastSeenAt: new Date(now.getTime() - DAY_MS),
  });
}

/** Rows inserted with explicit ids leave sequences behind; move each past the highest id. */
async function syncSequences(db: Db): Promise<void> {
  for (const table of allTables) {
    if (!("id" in getTableColumns(table))) continue;
    const name = getTableName(table);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
    );
  }
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: schema.settings.key }).from(schema.settings).limit(1);
  return rows.length > 0;
}

/** Seeds only an empty database; returns whether it did. */
export async function seedDatabase(db: Db, now = new Date(), onSeeding: () => void = () => undefined): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    if (await isSeeded(tx)) return false;
    onSeeding();
    const districtIds = await seedGeography(tx);
    await seedMedicalColleges(tx, districtIds);
    await seedSite(tx);
    await seedHomepage(tx);
    await seedContent(tx, now);
    await seedDemoDoctor(tx, now);
    await seedCatalogue(tx, now, demoDoctor.id);
    await seedLearning(tx, now);
    await seedStudy(tx, now, demoDoctor.id);
    // After the study area: explanations link to pages of its reference book.
    await seedExams(tx, now, demoDoctor.id);
    await seedMissedExam(tx, now);
    await seedLectures(tx, now, demoDoctor.id);
    await seedSubscriptions(tx);
    await syncSequences(tx);
    return true;
  });
  // Content this process may have read before (server/db/read-cache.ts) has just changed.
  if (seeded) invalidateReadCache(db);
  return seeded;
}

/** Empties every table (ids restart at 1). Only `npm run seed` and tests call this. */
export async function resetDatabase(db: Db): Promise<void> {
  const names = allTables.map((table) => sql.identifier(getTableName(table)));
  await db.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity cascade`);
  invalidateReadCache(db);
}

/** What an empty database gets after its migrations (db/prepare.ts): the demo data, and the demo doctor's known token when set. */
export async function seedDemo(db: Db, demoToken?: string, onSeeding?: () => void): Promise<{ seeded: boolean }> {
  const seeded = await seedDatabase(db, new Date(), onSeeding);
  if (demoToken) await ensureDemoToken(db, demoToken);
  return { seeded };
}

/** Makes SEED_DEMO_TOKEN a working bearer token for the demo doctor (every start, so reused data works). */
export async function ensureDemoToken(db: Db, plaintext: string): Promise<void> {
  await storeKnownToken(db, demoDoctor.id, plaintext, "demo (SEED_DEMO_TOKEN)");
}
