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
 * Keeps each entry's own types: its literal path, so a handler's params are typed from it (server/http/contract-route.ts),
 * its query and body schemas, so handlers see their parsed input's type,
 * and its `personal` flag as a literal, so the portal tells personal endpoints apart at compile time
 * (`publicData` refuses them; `guestOrLive` is the only way to cache a personal endpoint's guest answer).
 */
export const endpoint = <const E extends Endpoint>(
  e: E,
): Omit<E, "personal"> & Endpoint<E["response"]> & { personal?: E extends { personal: infer P } ? P : false } => e as never;
