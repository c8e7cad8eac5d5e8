/**
 * Every query behind the hot pages has an index to use on the big tables. The API answers the hot
 * requests (app-data as guest and as a doctor, the home page's lists, the catalogue, a batch, FAQs,
 * events, quizzes, and an exam's start, save and submit) over a drizzle instance that records each statement; each recorded SELECT is then
 * planned with EXPLAIN and sequential scans switched off. A Seq Scan that remains means no index can
 * serve the query at all. Switching them off is needed because the seed is small: on a few hundred
 * rows the planner rightly prefers a sequential scan, so without it the test would prove nothing.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../../server/app";
import type { Db } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { seedDatabase } from "../../server/seed/seed";
import { makeExam, newSitter } from "./exams-helpers";
import { bearer, openTestDatabase, testConfig, type TestDatabase } from "./helpers";

/**
 * Tables that grow with use or with the catalogue. The rest (menus, settings, notices, banners,
 * categories, services, contacts: a few dozen rows each, edited by hand) are read whole, and from the
 * API's read cache (server/db/read-cache.ts) at that.
 */
const BIG_TABLES = [
  "doctors",
  "personal_access_tokens",
  "devices",
  "activities",
  "batches",
  "batch_category_batches",
  "batch_schedules",
  "schedule_slots",
  "enrollments",
  "events",
  "event_registrations",
  "faqs",
  "quizzes",
  "exam_attempts",
  "exam_questions",
  "exam_answers",
  "attempt_topic_scores",
  "payments",
];

const DEMO_TOKEN = "1|query-plans-demo-token-0123456789abcdef0123";
const HOT_REQUESTS: { url: string; doctor?: boolean }[] = [
  { url: "/api/v3/web/app-data" },
  { url: "/api/v3/web/app-data", doctor: true },
  { url: "/api/v3/web/homepage/scrolling-notices" },
  { url: "/api/v3/web/homepage/banner-section" },
  { url: "/api/v3/web/homepage/batch-categories" },
  { url: "/api/v3/web/homepage/other-services" },
  { url: "/api/v3/web/homepage/contact-list" },
  { url: "/api/v3/web/homepage/event-categories?list-for=homepage-section&perpage=4" },
  { url: "/api/v3/web/faqs?list-for=homepage&perpage=5" },
  { url: "/api/v3/web/quizzes?list-for=homepage-section&per-page=4" },
  { url: "/api/v3/web/quizzes?list-for=homepage-section&per-page=4", doctor: true },
  { url: "/api/v3/web/batches" },
  { url: "/api/v3/web/batches/1" },
  // The progress page's statements (issue 26): the doctor's own, and the papers' totals on a cold read cache.
  { url: "/api/v3/doctor/progress", doctor: true },
];

let database: TestDatabase;
const statements = new Map<string, unknown[]>();

beforeAll(async () => {
  database = await openTestDatabase();
  const { storeKnownToken } = await import("../../server/auth/tokens");
  await seedDatabase(database.db);
  await storeKnownToken(database.db, 1, DEMO_TOKEN, "query plans");
  const logger = { logQuery: (query: string, params: unknown[]) => void statements.set(query, params) };
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const recording = (database.driver === "pglite"
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as Db;
  const app = buildApi({ db: recording, config: testConfig() });
  try {
    for (const { url, doctor } of HOT_REQUESTS) {
      const res = await app.inject({ url, headers: doctor ? bearer(DEMO_TOKEN) : {} });
      expect(res.statusCode, url).toBe(200);
    }
    await sitExam(app);
  } finally {
    await app.close();
  }
  // Migrate, seed and thirteen requests on PGlite: more than the default hook time on a busy machine.
}, 120_000);
afterAll(() => database?.close());

/** A live exam's hot path (start, save, submit), as a doctor on a verified device. */
async function sitExam(app: ReturnType<typeof buildApi>): Promise<void> {
  const now = new Date();
  const sitter = await newSitter(database, now);
  const { exam, questions } = await makeExam(database, {
    opensAt: new Date(now.getTime() - 60_000),
    closesAt: new Date(now.getTime() + 3_600_000),
  });
  const post = (url: string, payload?: object) => app.inject({ method: "POST", url, headers: sitter.headers, payload });
  const started = await post(`/api/v3/exams/${exam.id}/start`);
  expect(started.statusCode, started.body).toBe(200);
  const attemptId: number = started.json().data.id;
  const answers = [{ question_id: questions[0]!.id, answer: "TF.FT", client_at: now.toISOString() }];
  const saved = await post(`/api/v3/exam-attempts/${attemptId}/answers`, { answers });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await post(`/api/v3/exam-attempts/${attemptId}/submit`)).statusCode).toBe(200);
}

/** EXPLAIN with sequential scans off, on one connection (a pool's SET would land on any of them). */
async function plan(query: string, params: unknown[]): Promise<string> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.driver === "pglite") {
    const pglite = client as PGlite;
    await pglite.query("set enable_seqscan = off");
    try {
      const res = await pglite.query<{ "QUERY PLAN": string }>(`explain ${query}`, params);
      return res.rows.map((r) => r["QUERY PLAN"]).join("\n");
    } finally {
      await pglite.query("reset enable_seqscan");
    }
  }
  const conn = await (client as pg.Pool).connect();
  try {
    await conn.query("set enable_seqscan = off");
    const res = await conn.query<{ "QUERY PLAN": string }>(`explain ${query}`, params);
    return res.rows.map((r) => r["QUERY PLAN"]).join("\n");
  } finally {
    await conn.query("reset enable_seqscan");
    conn.release();
  }
}

describe("the hot queries' plans", () => {
  it("recorded the statements of every hot request", () => {
    expect([...statements.keys()].filter((q) => /^\s*select/i.test(q)).length).toBeGreaterThan(10);
  });

  it("scan no big table sequentially", async () => {
    const offenders: string[] = [];
    for (const [query, params] of statements) {
      if (!/^\s*(select|with)/i.test(query)) continue;
      const text = await plan(query, params);
      for (const table of BIG_TABLES) {
        if (new RegExp(`Seq Scan on "?${table}"?\\b`).test(text)) offenders.push(`${table}: ${query}\n${text}`);
      }
    }
    expect(offenders, offenders.join("\n\n")).toEqual([]);
  });
});
