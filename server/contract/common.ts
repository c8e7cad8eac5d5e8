import { z } from "zod";

/** Laravel-style error body: every non-2xx answer from the product API has this shape. */
export const apiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** A plain list answer: `{ data: [...] }`. */
export const listOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item) });

/** A single-resource answer: `{ data: {...} }`. */
export const itemOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: item });

/** Laravel's length-aware paginator, reduced to the fields the portal reads. */
export const paginated = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    current_page: z.number().int().min(1),
    data: z.array(item),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    last_page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
    path: z.string(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  });

export const message = z.object({ message: z.string() });

/** An id in a query string or form. */
export const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
/** An empty value from a GET form's "all" option means "no filter". */
export const emptyAsAbsent = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** Page and page-size query shared by list endpoints; the API accepts `perpage` and `per-page`. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perpage: z.coerce.number().int().min(1).max(100).optional(),
  "per-page": z.coerce.number().int().min(1).max(100).optional(),
  "list-for": z.string().max(40).optional(),
});
export type PageQuery = z.input<typeof pageQuery>;

/** ISO-8601 timestamp string as the API sends it. */
export const isoDateTime = z.string().datetime({ offset: true });
