/**
 * The bench's database: a dedicated PostgreSQL database, dropped and recreated on every run,
 * migrated with the project's migrations, seeded with the demo data, then N bench doctors, each
 * with a password and an active, fully paid enrolment in the batch of the seeded FCPS Part 1 paper
 * (150 questions, 3 h, open now). Written straight through drizzle: it is the fixture, not what is
 * measured. Doctors have no device yet, so their first password login verifies the bench's
 * "browser" (server/auth/devices.ts), exactly as for a doctor's first login.
 */
import { rm } from "node:fs/promises";
import { asc, eq, sql } from "drizzle-orm";
import pg from "pg";
import { hashPassword } from "../../server/auth/passwords";
import { openPglite, openPostgres, type DatabaseHandle } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import * as schema from "../../server/db/schema";
import { FCPS_EXAM_TITLE } from "../../server/seed/exams";
import { seedDatabase } from "../../server/seed/seed";

export const BENCH_PASSWORD = "bench-exam-password-1";
const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK = 500;

/** Where the stack finds the fixture: a PostgreSQL database, or (--pglite) an embedded one in a folder, as `npm start` keeps it. */
export type FixtureDatabase = { databaseUrl: string } | { dataDir: string };

export type Fixture = {
  database: FixtureDatabase;
  phones: string[];
  /** The exam-info page every bench doctor opens, by their own course (enrolment) id. */
  examInfoPaths: string[];
  questions: { id: number; type: "mcq" | "sba" }[];
};

/** 019XXXXXXXX, distinct per doctor and outside the seed's numbers. */
export const benchPhone = (i: number) => `019${String(10_000_000 + i).padStart(8, "0")}`;

/** An empty database `name` on the server at `adminUrl` (dropped first if it exists); answers its URL. */
export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createFixture(adminUrl: string, name: string, doctors: number): Promise<Fixture> {
  const databaseUrl = await recreateDatabase(adminUrl, name);
  return fill(await openPostgres(databaseUrl), { databaseUrl }, doctors);
}

/** The same fixture on PGlite in a fresh `dataDir` (closed again, so the API can open the folder). */
export async function createPgliteFixture(dataDir: string, doctors: number): Promise<Fixture> {
  await rm(dataDir, { recursive: true, force: true });
  return fill(await openPglite(dataDir), { dataDir }, doctors);
}

async function fill(handle: DatabaseHandle, database: FixtureDatabase, doctors: number): Promise<Fixture> {
  try {
    const { db } = handle;
    await migrateDatabase(handle);
    await seedDatabase(db);
    const [exam] = await db.select().from(schema.exams).where(eq(schema.exams.title, FCPS_EXAM_TITLE));
    if (!exam?.slotId || !exam.batchId) throw new Error("bench:exam: the seeded FCPS exam has no timetable slot");
    const [slot] = await db.select().from(schema.scheduleSlots).where(eq(schema.scheduleSlots.id, exam.slotId));
    const [batch] = await db.select().from(schema.batches).where(eq(schema.batches.id, exam.batchId));
    const now = new Date();
    // One argon2 hash for all: hashing 3,000 times would only slow the fixture, and a hash verifies whatever its salt.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const phones = Array.from({ length: doctors }, (_, i) => benchPhone(i));
    const examInfoPaths: string[] = [];
    for (let from = 0; from < doctors; from += CHUNK) {
      const rows = await db
        .insert(schema.doctors)
        .values(
          phones.slice(from, from + CHUNK).map((phone, j) => ({
            name: `বেঞ্চ ডাক্তার ${from + j + 1}`,
            phone,
            passwordHash,
            phoneVerifiedAt: new Date(now.getTime() - DAY_MS),
          })),
        )
        .returning({ id: schema.doctors.id });
      const enrolled = await db
        .insert(schema.enrollments)
        .values(
          rows.map((d) => ({
            doctorId: d.id,
            batchId: batch!.id,
            scheduleId: slot!.scheduleId,
            status: "active" as const,
            feePaisa: batch!.feePaisa,
            discountPaisa: 0,
            totalPaisa: batch!.feePaisa,
            amountDuePaisa: 0,
            idempotencyKey: `bench-exam-${d.id}`,
            holdExpiresAt: now,
          })),
        )
        .returning({ id: schema.enrollments.id });
      for (const e of enrolled)
        examInfoPaths.push(`/my/courses/${e.id}/schedule/${slot!.scheduleId}/events/${slot!.id}/exam-info`);
    }
    const questions = await db
      .select({ id: schema.examQuestions.id, type: schema.examQuestions.type })
      .from(schema.examQuestions)
      .where(eq(schema.examQuestions.examId, exam.id))
      .orderBy(asc(schema.examQuestions.number));
    // Fresh planner statistics, as a database that has been running for a while would have.
    await db.execute(sql`analyze`);
    return { database, phones, examInfoPaths, questions };
  } finally {
    await handle.close();
  }
}
