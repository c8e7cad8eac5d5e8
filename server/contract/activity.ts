import { z } from "zod";

/** POST /api/activities body: one navigation. `query` is the search string without "?". */
export const activityInput = z.object({
  to: z.string().min(1).max(2048).startsWith("/"),
  query: z.string().max(2048).default(""),
  from: z.string().max(2048).nullable().default(null),
});
export type ActivityInput = z.input<typeof activityInput>;
