/**
 * Input PostgreSQL cannot store is refused before any handler runs, in one hook for every route:
 *  - a NUL byte in a text value makes every statement that carries it fail (22021), which used to surface
 *    as a 500 on the unauthenticated login and activity endpoints among others (body, query, path);
 *  - a client address that is not an IP (a garbage X-Forwarded-For from a trusted peer) would overflow
 *    the 45-character address columns of OTP sends and activities.
 */
import { isIP } from "node:net";
import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";

export const NUL_REFUSED = "অনুরোধে এমন একটি অক্ষর আছে যা গ্রহণ করা যায় না।";

/** Walks the value without recursion, so a deeply nested JSON body cannot exhaust the stack. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (item && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes("\u0000")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export const BAD_CLIENT_ADDRESS = "অনুরোধটি সঠিকভাবে গঠিত নয়।";

export function refuseHostileInput(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    if (!isIP(request.ip)) throw new HttpError(400, BAD_CLIENT_ADDRESS);
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
      throw new HttpError(422, NUL_REFUSED);
  });
}
