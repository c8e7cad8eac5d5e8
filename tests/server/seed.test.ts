/** Seeding: only an empty database, reset-and-reseed, sequences, the demo token. */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken, verifyBearer } from "../../server/auth/tokens";
import { deviceName } from "../../server/auth/device-name";
import { events, faqs, menuItems } from "../../server/db/schema";
import { ensureDemoToken, isSeeded, resetDatabase, seedDatabase } from "../../server/seed/seed";
import { openTestDatabase, type TestDatabase } from "./helpers";

const DEMO = "1|e2e-demo-token-0123456789abcdef0123456789abcdef";
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("seedDatabase", () => {
  it("seeds an empty database once, and leaves a seeded one alone", async () => {
    expect(await isSeeded(database.db)).toBe(false);
    expect(await seedDatabase(database.db)).toBe(true);
    const faqCount = (await database.db.select({ n: count() }).from(faqs))[0]!.n;
    expect(await seedDatabase(database.db)).toBe(false);
    expect((await database.db.select({ n: count() }).from(faqs))[0]!.n).toBe(faqCount);
  });

  it("moves sequences past explicit ids, so new rows do not collide", async () => {
    const [row] = await database.db
      .insert(events)
      .values({
        name: "নতুন",
        image: "/media/events/seminar.svg",
        deadline: new Date(),
        startsAt: new Date(),
        descriptionHtml: "<p>x</p>",
      })
      .returning();
    expect(row!.id).toBeGreaterThan(1008);
    const { token } = await issueToken(database.db, 1, { name: "after seed" });
    expect(token.id).toBeGreaterThan(0);
  });

  it("builds the header menu as a tree", async () => {
    const rows = await database.db.select().from(menuItems);
    expect(rows.filter((r) => r.parentId !== null)).toHaveLength(6);
  });

  it("reset empties every table; seeding again restores the same data", async () => {
    await resetDatabase(database.db);
    expect(await isSeeded(database.db)).toBe(false);
    expect((await database.db.select({ n: count() }).from(events))[0]!.n).toBe(0);
    expect(await seedDatabase(database.db)).toBe(true);
    expect((await database.db.select({ n: count() }).from(events))[0]!.n).toBe(8);
  });
});

describe("ensureDemoToken", () => {
  it("makes the exact plaintext a working bearer for doctor 1, and repairs it on every start", async () => {
    await ensureDemoToken(database.db, DEMO);
    expect((await verifyBearer(database.db, `Bearer ${DEMO}`))?.doctor.id).toBe(1);
    await ensureDemoToken(database.db, DEMO);
    expect((await verifyBearer(database.db, `Bearer ${DEMO}`))?.doctor.id).toBe(1);
    const { token } = await issueToken(database.db, 1, { name: "next" });
    expect(token.id).toBeGreaterThan(1);
  });
});

describe("deviceName", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      "Chrome · Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari · iOS",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox · Windows"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0",
      "Edge · Windows",
    ],
    [undefined, "অজানা ডিভাইস"],
  ])("%s → %s", (ua, name) => {
    expect(deviceName(ua)).toBe(name);
  });
});
