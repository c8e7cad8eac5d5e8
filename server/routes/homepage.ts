import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { courseIcon, endpoints, promotionalBanner, serviceKey } from "../contract";
import {
  batchCategories,
  contacts,
  courseFamilies,
  heroSlides,
  otherServices,
  promotionalBanners,
  scrollingNotices,
} from "../db/schema";
import { shape } from "../http/shape";
import type { RouteDeps } from "./deps";

const pair = <K extends string, V extends string>(k: K, v: V, a: string | null, b: string | null) =>
  a !== null && b !== null ? ({ [k]: a, [v]: b } as Record<K | V, string>) : null;

export const homepageRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get(endpoints.scrollingNotices.path, async () => {
    const rows = await db
      .select({ id: scrollingNotices.id, title: scrollingNotices.title, link: scrollingNotices.link })
      .from(scrollingNotices)
      .where(eq(scrollingNotices.isActive, true))
      .orderBy(asc(scrollingNotices.position));
    return shape("scrollingNotices", { data: rows });
  });

  app.get(endpoints.bannerSection.path, async () => {
    const [slides, banners] = await Promise.all([
      db
        .select({ id: heroSlides.id, title: heroSlides.title, thumb: heroSlides.thumb, link: heroSlides.link, is_video: heroSlides.isVideo })
        .from(heroSlides)
        .where(eq(heroSlides.isActive, true))
        .orderBy(asc(heroSlides.position)),
      db.select().from(promotionalBanners).orderBy(asc(promotionalBanners.position)),
    ]);
    return shape("bannerSection", {
      data: {
        slide_items: slides,
        promotional_banners: banners.map(({ id, key, title, subtitle, image, link }) => ({
          id,
          key: promotionalBanner.shape.key.parse(key),
          title,
          subtitle,
          image,
          link,
        })),
      },
    });
  });

  app.get(endpoints.batchCategories.path, async () => {
    const rows = await db
      .select({ slug: batchCategories.slug, title: batchCategories.title, subtitle: batchCategories.subtitle })
      .from(batchCategories)
      .orderBy(asc(batchCategories.position));
    return shape("batchCategories", { data: rows });
  });

  app.get(endpoints.courses.path, async () => {
    const rows = await db.select().from(courseFamilies).orderBy(asc(courseFamilies.position));
    return shape("courses", { data: rows.map(({ slug, title, icon }) => ({ slug, title, icon: courseIcon.parse(icon) })) });
  });

  app.get(endpoints.otherServices.path, async () => {
    const rows = await db.select().from(otherServices).orderBy(asc(otherServices.position));
    return shape("otherServices", { data: rows.map(({ key, title, link }) => ({ key: serviceKey.parse(key), title, link })) });
  });

  app.get(endpoints.contactList.path, async () => {
    const rows = await db.select().from(contacts).orderBy(asc(contacts.position));
    return shape("contactList", {
      data: rows.map((c) => ({
        id: c.id,
        department: c.department,
        phone: c.phone,
        whatsapp: pair("group_phone", "group_title", c.whatsappGroupPhone, c.whatsappGroupTitle),
        fb_page: pair("link", "name", c.fbPageLink, c.fbPageName),
        fb_group: pair("link", "name", c.fbGroupLink, c.fbGroupName),
        website: pair("link", "name", c.websiteLink, c.websiteName),
      })),
    });
  });
};
