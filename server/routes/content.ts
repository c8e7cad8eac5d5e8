import { asc, count, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { endpoints, staticPageSlug } from "../contract";
import { courseSettings, faqs, galleryImages, pages } from "../db/schema";
import { notFound } from "../http/errors";
import { pageRequest, paginate } from "../http/pagination";
import { rowId } from "../http/params";
import { shape } from "../http/shape";
import type { RouteDeps } from "./deps";

export const contentRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  // `list-for=homepage` needs nothing special: the home preview is simply the first page by position.
  app.get(endpoints.faqs.path, async (request) => {
    const page = pageRequest(request.query, 10);
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: faqs.id, title: faqs.title })
        .from(faqs)
        .orderBy(asc(faqs.position), asc(faqs.id))
        .limit(page.perPage)
        .offset(page.offset),
      db.select({ n: count() }).from(faqs),
    ]);
    return shape("faqs", paginate(request, page, total?.n ?? 0, rows));
  });

  app.get<{ Params: { id: string } }>(endpoints.faq.path, async (request) => {
    const id = rowId(request.params.id);
    const [row] = id ? await db.select().from(faqs).where(eq(faqs.id, id)).limit(1) : [];
    if (!row) throw notFound("প্রশ্নটি পাওয়া যায়নি।");
    return shape("faq", { data: { id: row.id, title: row.title, answer_html: row.answerHtml } });
  });

  app.get<{ Params: { id: string } }>(endpoints.courseSettings.path, async (request) => {
    const id = rowId(request.params.id);
    const [row] = id ? await db.select().from(courseSettings).where(eq(courseSettings.id, id)).limit(1) : [];
    if (!row) throw notFound("সেটিংটি পাওয়া যায়নি।");
    return shape("courseSettings", { data: row });
  });

  app.get<{ Params: { slug: string } }>(endpoints.staticPage.path, async (request) => {
    const slug = staticPageSlug.safeParse(request.params.slug);
    const [row] = slug.success ? await db.select().from(pages).where(eq(pages.slug, slug.data)).limit(1) : [];
    if (!row || !slug.success) throw notFound("পৃষ্ঠাটি পাওয়া যায়নি।");
    return shape("staticPage", {
      data: { slug: slug.data, title: row.title, body_html: row.bodyHtml, updated_at: row.updatedAt.toISOString() },
    });
  });

  app.get(endpoints.gallery.path, async () => {
    const rows = await db
      .select({
        id: galleryImages.id,
        title: galleryImages.title,
        image: galleryImages.image,
        width: galleryImages.width,
        height: galleryImages.height,
      })
      .from(galleryImages)
      .orderBy(asc(galleryImages.position), asc(galleryImages.id));
    return shape("gallery", { data: rows });
  });
};
