import { z } from "zod";

/** POST /api/activities body: one navigation. `query` is the search string without "?". */
export const activityInput = z.object({
  to: z.string().min(1).max(2048).startsWith("/"),
  query: z.string().max(2048).default(""),
  from: z.string().max(2048).nullable().default(null),
});
export type ActivityInput = z.input<typeof activityInput>;

/** At most this many page views in one POST /api/activities/guests. */
export const GUEST_ACTIVITY_BATCH_MAX = 200;

/**
 * POST /api/activities/guests body: page views of cookie-less guests that the portal's render cache
 * answered without running the root loader, sent in batches (decision 035). Each carries the
 * visitor's address and browser, which the API believes only from a trusted proxy (the portal).
 */
export const guestActivitiesInput = z.object({
  visits: z
    .array(
      activityInput.extend({
        ip: z.union([z.ipv4(), z.ipv6()]),
        user_agent: z.string().max(1024).nullable().default(null),
      }),
    )
    .min(1)
    .max(GUEST_ACTIVITY_BATCH_MAX),
});
export type GuestActivitiesInput = z.input<typeof guestActivitiesInput>;
