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

/**
 * `personal` is kept as a literal type so the portal can tell personal endpoints apart at compile time
 * (`publicData` refuses them; `guestOrLive` is the only way to cache a personal endpoint's guest answer).
 */
export const endpoint = <R extends z.ZodTypeAny, const P extends boolean = false>(
  e: Endpoint<R> & { personal?: P },
  // NoInfer: a registry's `satisfies Record<string, Endpoint>` must not widen P back to boolean.
): Endpoint<R> & { personal?: NoInfer<P> } => e;
