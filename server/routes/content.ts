import type { FastifyPluginAsync } from "fastify";
import { staticPageSlug } from "../contract";
import { findFaq, listFaqs } from "../content/faqs";
import { findCourseSettings, findStaticPage, galleryImagesInOrder } from "../content/pages";
import { contractRoute } from "../http/contract-route";
import { notFound } from "../http/errors";
import { pageRequest, paginate } from "../http/pagination";
import { rowId } from "../http/params";
import type { RouteDeps } from "./deps";

export const contentRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  contractRoute(app, "faqs", async ({ request, query }) => {
    const page = pageRequest(query, 10);
    const { rows, total } = await listFaqs(db, page);
    return paginate(request, page, total, rows);
  });

  contractRoute(app, "faq", async ({ params }) => {
    const id = rowId(params.id);
    const faq = id ? await findFaq(db, id) : undefined;
    if (!faq) throw notFound("প্রশ্নটি পাওয়া যায়নি।");
    return { data: faq };
  });

  contractRoute(app, "courseSettings", async ({ params }) => {
    const id = rowId(params.id);
    const settings = id ? await findCourseSettings(db, id) : undefined;
    if (!settings) throw notFound("সেটিংটি পাওয়া যায়নি।");
    return { data: settings };
  });

  contractRoute(app, "staticPage", async ({ params }) => {
    const slug = staticPageSlug.safeParse(params.slug);
    const page = slug.success ? await findStaticPage(db, slug.data) : undefined;
    if (!page) throw notFound("পৃষ্ঠাটি পাওয়া যায়নি।");
    return { data: page };
  });

  contractRoute(app, "gallery", async () => ({ data: await galleryImagesInOrder(db) }));
};
