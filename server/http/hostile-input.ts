/**
 * Input PostgreSQL cannot store is refused before any handler runs: a NUL byte in a text value makes
 * every statement that carries it fail (22021), which used to surface as a 500 on the unauthenticated
 * login and activity endpoints among others. One hook for every route: body, query and path parameters.
 */
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

export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) throw new HttpError(422, NUL_REFUSED);
  });
}
