/** Static pages (about, terms, privacy, refund), the gallery and per-course display settings. */
import { asc, eq } from "drizzle-orm";
import type { CourseSettings, GalleryImage, StaticPageSlug } from "../contract";
import type { Db } from "../db/client";
import { courseSettings, galleryImages, pages } from "../db/schema";

export async function findStaticPage(db: Db, slug: StaticPageSlug) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row && { slug, title: row.title, body_html: row.bodyHtml, updated_at: row.updatedAt.toISOString() };
}

export const galleryImagesInOrder = (db: Db): Promise<GalleryImage[]> =>
  db
    .select({
      id: galleryImages.id,
      title: galleryImages.title,
      image: galleryImages.image,
      width: galleryImages.width,
      height: galleryImages.height,
    })
    .from(galleryImages)
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));

export async function findCourseSettings(db: Db, id: number): Promise<CourseSettings | undefined> {
  const [row] = await db.select().from(courseSettings).where(eq(courseSettings.id, id)).limit(1);
  return row;
}
