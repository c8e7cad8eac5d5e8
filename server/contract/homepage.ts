import { z } from "zod";
import { isoDateTime, listOf, paginated } from "./common";

export const scrollingNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  /** http(s) opens in a new tab, anything else is an in-app route, null is plain text. */
  link: z.string().nullable(),
});
export type ScrollingNotice = z.infer<typeof scrollingNotice>;

export const heroSlide = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Null for YouTube slides: the portal derives the thumbnail from the link. */
  thumb: z.string().nullable(),
  link: z.string(),
  is_video: z.boolean(),
});
export type HeroSlide = z.infer<typeof heroSlide>;

export const promotionalBanner = z.object({
  id: z.number().int(),
  key: z.enum(["bcs-care", "pg", "dentistry", "career-guidance"]),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string(),
  link: z.string(),
});
export type PromotionalBanner = z.infer<typeof promotionalBanner>;

/** GET /api/v3/web/homepage/banner-section */
export const bannerSection = z.object({
  data: z.object({ slide_items: z.array(heroSlide), promotional_banners: z.array(promotionalBanner) }),
});

export const batchCategory = z.object({
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
});
export type BatchCategory = z.infer<typeof batchCategory>;

export const courseIcon = z.enum([
  "icon-fcps",
  "icon-residency",
  "icon-m-phil-diploma",
  "icon-mph",
  "icon-combined",
  "icon-outlier",
]);
export const courseFamily = z.object({ slug: z.string(), title: z.string(), icon: courseIcon });
export type CourseFamily = z.infer<typeof courseFamily>;

export const eventSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** 2 = alumni event. */
  type: z.number().int(),
  deadline: isoDateTime,
});
export type EventSummary = z.infer<typeof eventSummary>;

export const eventDetails = eventSummary.extend({
  description_html: z.string(),
  venue: z.string().nullable(),
  online_link: z.string().nullable(),
  fee: z.number().nonnegative(),
  starts_at: isoDateTime,
  ends_at: isoDateTime.nullable(),
  /** offline: venue only; online: link only; hybrid: both. */
  mode: z.enum(["online", "offline", "hybrid"]),
  is_free: z.boolean(),
  /** Registration (checkout for a paid event) is possible until the deadline. */
  registration_open: z.boolean(),
});
export type EventDetails = z.infer<typeof eventDetails>;

export const serviceKey = z.enum(["bcs-care", "genesis-pg", "dentistry", "gcpsc"]);
export const otherService = z.object({ key: serviceKey, title: z.string(), link: z.string().url() });
export type OtherService = z.infer<typeof otherService>;

const namedLink = z.object({ link: z.string().url(), name: z.string() });
export const contact = z.object({
  id: z.number().int(),
  department: z.string(),
  phone: z.string(),
  whatsapp: z.object({ group_phone: z.string(), group_title: z.string() }).nullable(),
  fb_page: namedLink.nullable(),
  fb_group: namedLink.nullable(),
  website: namedLink.nullable(),
});
export type Contact = z.infer<typeof contact>;

export const scrollingNotices = listOf(scrollingNotice);
export const batchCategories = listOf(batchCategory);
export const courseFamilies = listOf(courseFamily);
export const eventPage = paginated(eventSummary);
export const otherServices = listOf(otherService);
export const contactList = listOf(contact);
