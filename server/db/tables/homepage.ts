import { sql } from "drizzle-orm";
import { boolean, check, pgTable, smallint, varchar } from "drizzle-orm/pg-core";
import { serialId } from "../columns";

const position = () => smallint("position").notNull();

export const scrollingNotices = pgTable("scrolling_notices", {
  id: serialId(),
  title: varchar("title", { length: 200 }).notNull(),
  /** http(s) → external, anything else → in-app route, null → plain text. */
  link: varchar("link", { length: 500 }),
  isActive: boolean("is_active").notNull().default(true),
  position: position(),
});

export const heroSlides = pgTable(
  "hero_slides",
  {
    id: serialId(),
    title: varchar("title", { length: 200 }).notNull(),
    thumb: varchar("thumb", { length: 500 }),
    link: varchar("link", { length: 500 }).notNull(),
    isVideo: boolean("is_video").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    position: position(),
  },
  // A picture slide without a picture cannot be shown; video slides take YouTube's thumbnail.
  (t) => [check("hero_slides_thumb_for_images", sql`${t.isVideo} or ${t.thumb} is not null`)],
);

export const promotionalBanners = pgTable("promotional_banners", {
  id: serialId(),
  key: varchar("key", { length: 32 }).notNull().unique(),
  title: varchar("title", { length: 200 }).notNull(),
  subtitle: varchar("subtitle", { length: 300 }),
  image: varchar("image", { length: 500 }).notNull(),
  link: varchar("link", { length: 500 }).notNull(),
  position: position(),
});

export const batchCategories = pgTable("batch_categories", {
  id: serialId(),
  slug: varchar("slug", { length: 64 }).notNull().unique(),
  title: varchar("title", { length: 120 }).notNull(),
  subtitle: varchar("subtitle", { length: 200 }),
  position: position(),
});

export const otherServices = pgTable("other_services", {
  id: serialId(),
  key: varchar("key", { length: 32 }).notNull().unique(),
  title: varchar("title", { length: 120 }).notNull(),
  link: varchar("link", { length: 500 }).notNull(),
  position: position(),
});

export const contacts = pgTable(
  "contacts",
  {
    id: serialId(),
    department: varchar("department", { length: 120 }).notNull(),
    phone: varchar("phone", { length: 20 }).notNull(),
    whatsappGroupPhone: varchar("whatsapp_group_phone", { length: 20 }),
    whatsappGroupTitle: varchar("whatsapp_group_title", { length: 120 }),
    fbPageLink: varchar("fb_page_link", { length: 500 }),
    fbPageName: varchar("fb_page_name", { length: 120 }),
    fbGroupLink: varchar("fb_group_link", { length: 500 }),
    fbGroupName: varchar("fb_group_name", { length: 120 }),
    websiteLink: varchar("website_link", { length: 500 }),
    websiteName: varchar("website_name", { length: 120 }),
    position: position(),
  },
  // Each optional channel is a pair: half of one would render as a broken link.
  (t) => [
    check("contacts_whatsapp_pair", sql`(${t.whatsappGroupPhone} is null) = (${t.whatsappGroupTitle} is null)`),
    check("contacts_fb_page_pair", sql`(${t.fbPageLink} is null) = (${t.fbPageName} is null)`),
    check("contacts_fb_group_pair", sql`(${t.fbGroupLink} is null) = (${t.fbGroupName} is null)`),
    check("contacts_website_pair", sql`(${t.websiteLink} is null) = (${t.websiteName} is null)`),
  ],
);
