import { z } from "zod";

/** POST /api/activities body: one navigation. `query` is the search string without "?". */
export const activityInput = z.object({
  to: z.string().min(1).max(2048).startsWith("/"),
  query: z.string().max(2048).default(""),
  from: z.string().max(2048).nullable().default(null),
});
export type ActivityInput = z.input<typeof activityInput>;

/** At most this many page views in one POST /api/activities/batch. */
export const PAGE_VISIT_BATCH_MAX = 200;

/**
 * POST /api/activities/batch body: page views the portal recorded, sent in batches (decisions 035 and
 * 075): guests' views its render cache answered, and every page load and client-side navigation it
 * rendered. Each carries the visitor's address and browser, which the API believes only from a
 * trusted proxy (the portal), and the visitor's bearer token when logged in: the API learns whose
 * visit it is from the token, as from an `Authorization` header, not from the portal's word.
 */
export const pageVisitsInput = z.object({
  visits: z
    .array(
      activityInput.extend({
        ip: z.union([z.ipv4(), z.ipv6()]),
        user_agent: z.string().max(1024).nullable().default(null),
        bearer: z.string().max(255).nullable().default(null),
      }),
    )
    .min(1)
    .max(PAGE_VISIT_BATCH_MAX),
});
export type PageVisitsInput = z.input<typeof pageVisitsInput>;
