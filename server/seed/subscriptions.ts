/** Seeds subscription plans: one per course that sells unit videos, each with three durations. */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import * as schema from "../db/schema";

/** Plans by the slug of a batch of their course; prices in taka per duration in months. */
const PLANS = [
  {
    batch: "fcps-part-1-online-evening",
    title: "এফসিপিএস পার্ট-১ রেকর্ডেড ক্লাস প্যাক",
    description: "এফসিপিএস পার্ট-১ কোর্সের সব ক্লাস রেকর্ডিং ও প্রশ্নোত্তর, যতবার খুশি দেখুন।",
    prices: { 1: 800, 3: 2000, 6: 3500 },
  },
  {
    batch: "residency-online-regular",
    title: "রেসিডেন্সি রেকর্ডেড ক্লাস প্যাক",
    description: "রেসিডেন্সি কোর্সের সব ক্লাস রেকর্ডিং ও প্রশ্নোত্তর, নিজের সময়ে প্রস্তুতির জন্য।",
    prices: { 1: 700, 3: 1800, 6: 3200 },
  },
];

export async function seedSubscriptions(db: Db): Promise<void> {
  const courseOfBatch = new Map(
    (
      await db
        .select({ slug: schema.batches.slug, courseId: schema.yearCourseSessions.courseId })
        .from(schema.batches)
        .innerJoin(schema.yearCourseSessions, eq(schema.yearCourseSessions.id, schema.batches.sessionId))
        .where(
          inArray(
            schema.batches.slug,
            PLANS.map((p) => p.batch),
          ),
        )
    ).map((b) => [b.slug, b.courseId]),
  );
  for (const [i, plan] of PLANS.entries()) {
    const [row] = await db
      .insert(schema.subscriptionPlans)
      .values({ courseId: courseOfBatch.get(plan.batch)!, title: plan.title, description: plan.description, position: i + 1 })
      .returning({ id: schema.subscriptionPlans.id });
    await db.insert(schema.subscriptionDurations).values(
      Object.entries(plan.prices).map(([months, taka]) => ({
        planId: row!.id,
        months: Number(months),
        pricePaisa: taka * 100,
      })),
    );
  }
}
