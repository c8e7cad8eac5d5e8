/** Course materials: what the academy publishes for a batch, open to its active enrolments. */
import { asc, eq } from "drizzle-orm";
import type { CourseMaterial } from "../contract";
import type { Db } from "../db/client";
import { courseMaterials } from "../db/schema";
import { activeCourse, courseHeading } from "../enrollments/courses";

export async function doctorCourseMaterials(db: Db, doctorId: number, enrollmentId: number | null, now: Date) {
  const course = await activeCourse(db, doctorId, enrollmentId, now);
  const rows = await db
    .select()
    .from(courseMaterials)
    .where(eq(courseMaterials.batchId, course.batchId))
    .orderBy(asc(courseMaterials.position), asc(courseMaterials.id));
  const data: CourseMaterial[] = rows.map((m) => ({
    id: m.id,
    kind: m.kind,
    title: m.title,
    body: m.body,
    link: m.link,
    published_at: m.publishedAt.toISOString(),
  }));
  return { course: courseHeading(course), data };
}
