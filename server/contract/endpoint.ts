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

/** Keeps the entry's literal path, so a handler's params are typed from it (see server/http/contract-route.ts). */
export const endpoint = <const E extends Endpoint>(e: E): E & Endpoint<E["response"]> => e;
