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

/** Keeps each entry's own schema types (query and body too), so handlers see their parsed input's type. */
export const endpoint = <E extends Endpoint>(e: E): E & Endpoint<E["response"]> => e;
