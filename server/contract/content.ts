import { z } from "zod";
import { isoDateTime, itemOf, listOf, paginated } from "./common";

export const faqSummary = z.object({ id: z.number().int(), title: z.string() });
export const faq = faqSummary.extend({ answer_html: z.string() });
export type FaqSummary = z.infer<typeof faqSummary>;
export type Faq = z.infer<typeof faq>;
export const faqPage = paginated(faqSummary);
export const faqItem = itemOf(faq);

export const quiz = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  /** Null when the caller is a guest or has not taken part. */
  participated: z.object({ finished: z.number().int() }).nullable(),
  quiz_property: z.object({
    title: z.string(),
    full_mark: z.number(),
    /** Seconds. */
    duration: z.number().int().nonnegative(),
  }),
});
export type Quiz = z.infer<typeof quiz>;
export const quizPage = paginated(quiz);

export const courseSettings = itemOf(
  z.object({
    id: z.number().int(),
    name: z.string(),
    settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  }),
);
export type CourseSettings = z.infer<typeof courseSettings>["data"];

export const staticPageSlug = z.enum(["about", "terms-condition", "privacy-policy", "refund-policy"]);
export type StaticPageSlug = z.infer<typeof staticPageSlug>;
export const staticPage = itemOf(
  z.object({ slug: staticPageSlug, title: z.string(), body_html: z.string(), updated_at: isoDateTime }),
);

export const galleryImage = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type GalleryImage = z.infer<typeof galleryImage>;
export const gallery = listOf(galleryImage);
