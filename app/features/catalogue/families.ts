/**
 * Spec §2: the course-details screen exists for exactly these six families, one fixed URL each
 * (/courses/fcps …). One route module serves them all and refuses any other slug before asking the
 * API, so /courses/anything is a 404 without a backend round trip.
 */
export const COURSE_FAMILY_SLUGS = ["fcps", "residency", "m-phil-diploma", "mph", "combined", "outlier"] as const;
export type CourseFamilySlug = (typeof COURSE_FAMILY_SLUGS)[number];

export const isCourseFamilySlug = (slug: string | undefined): slug is CourseFamilySlug =>
  (COURSE_FAMILY_SLUGS as readonly string[]).includes(slug ?? "");
