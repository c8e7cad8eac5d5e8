/** Seeds the study area's demo content (server/seed/data/learning.ts). */
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { materialsByBatch } from "./data/learning";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedLearning(db: Db, now: Date): Promise<void> {
  const batchIds = new Map(
    (await db.select({ id: schema.batches.id, slug: schema.batches.slug }).from(schema.batches)).map((b) => [b.slug, b.id]),
  );
  await db.insert(schema.courseMaterials).values(
    Object.entries(materialsByBatch).flatMap(([slug, materials]) =>
      materials.map((m, i) => ({
        batchId: batchIds.get(slug)!,
        kind: m.kind,
        title: m.title,
        body: m.body,
        link: m.link ?? null,
        publishedAt: new Date(now.getTime() - m.daysAgo * DAY_MS),
        position: i + 1,
      })),
    ),
  );
}
