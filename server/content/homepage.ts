/** The home page's own lists: scrolling notices, hero slides and promotional banners, services, contacts. */
import { asc, eq } from "drizzle-orm";
import {
  promotionalBanner,
  serviceKey,
  type Contact,
  type HeroSlide,
  type OtherService,
  type PromotionalBanner,
  type ScrollingNotice,
} from "../contract";
import type { Db } from "../db/client";
import { contacts, heroSlides, otherServices, promotionalBanners, scrollingNotices } from "../db/schema";

const pair = <K extends string, V extends string>(k: K, v: V, a: string | null, b: string | null) =>
  a !== null && b !== null ? ({ [k]: a, [v]: b } as Record<K | V, string>) : null;

export const activeNotices = (db: Db): Promise<ScrollingNotice[]> =>
  db
    .select({ id: scrollingNotices.id, title: scrollingNotices.title, link: scrollingNotices.link })
    .from(scrollingNotices)
    .where(eq(scrollingNotices.isActive, true))
    .orderBy(asc(scrollingNotices.position));

export async function bannerSection(db: Db): Promise<{ slide_items: HeroSlide[]; promotional_banners: PromotionalBanner[] }> {
  const [slides, banners] = await Promise.all([
    db
      .select({
        id: heroSlides.id,
        title: heroSlides.title,
        thumb: heroSlides.thumb,
        link: heroSlides.link,
        is_video: heroSlides.isVideo,
      })
      .from(heroSlides)
      .where(eq(heroSlides.isActive, true))
      .orderBy(asc(heroSlides.position)),
    db.select().from(promotionalBanners).orderBy(asc(promotionalBanners.position)),
  ]);
  return {
    slide_items: slides,
    promotional_banners: banners.map(({ id, key, title, subtitle, image, link }) => ({
      id,
      key: promotionalBanner.shape.key.parse(key),
      title,
      subtitle,
      image,
      link,
    })),
  };
}

export async function listOtherServices(db: Db): Promise<OtherService[]> {
  const rows = await db.select().from(otherServices).orderBy(asc(otherServices.position));
  return rows.map(({ key, title, link }) => ({ key: serviceKey.parse(key), title, link }));
}

export async function listContacts(db: Db): Promise<Contact[]> {
  const rows = await db.select().from(contacts).orderBy(asc(contacts.position));
  return rows.map((c) => ({
    id: c.id,
    department: c.department,
    phone: c.phone,
    whatsapp: pair("group_phone", "group_title", c.whatsappGroupPhone, c.whatsappGroupTitle),
    fb_page: pair("link", "name", c.fbPageLink, c.fbPageName),
    fb_group: pair("link", "name", c.fbGroupLink, c.fbGroupName),
    website: pair("link", "name", c.websiteLink, c.websiteName),
  }));
}
