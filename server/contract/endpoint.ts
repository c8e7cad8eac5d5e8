import type { z } from "zod";

export type Endpoint<R extends z.ZodTypeAny = z.ZodTypeAny> = {
  method: "GET" | "POST";
  /** Fastify-style path; `:name` segments are filled from the call's params. */
  path: string;
  response: R;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  /** Answer carries the caller's own data: never cached by the portal's public cache. */
  personal?: boolean;
};

export const endpoint = <R extends z.ZodTypeAny>(e: Endpoint<R>) => e;
