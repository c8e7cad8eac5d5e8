/**
 * Every non-2xx answer leaves through here, in Laravel's `{ message, errors? }` shape, so the
 * portal can handle errors from this API and from any other implementation of the contract alike.
 */
import type { FastifyError, FastifyInstance } from "fastify";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

const bn = new Intl.NumberFormat("bn-BD");

/**
 * 429 with Retry-After in whole seconds. The message names the wait in minutes once it is
 * longer than a minute, because "৩৪১২ সেকেন্ড" helps nobody.
 */
export function tooManyRequests(retryAfterMs: number, what = "অনেকবার চেষ্টা করা হয়েছে।"): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds <= 60 ? `${bn.format(seconds)} সেকেন্ড` : `${bn.format(Math.ceil(seconds / 60))} মিনিট`;
  return new HttpError(429, `${what} ${wait} পরে আবার চেষ্টা করুন।`, undefined, { "retry-after": String(seconds) });
}

export const notFound = (message = "অনুরোধ করা তথ্যটি পাওয়া যায়নি।") => new HttpError(404, message);

export const INVALID_DATA = "প্রদত্ত তথ্য সঠিক নয়।";

/** Client mistakes Fastify itself detects (bad JSON, wrong content type, oversized body…). */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: "অনুরোধটি সঠিকভাবে গঠিত নয়।",
  405: "এই পদ্ধতিতে অনুরোধ গ্রহণযোগ্য নয়।",
  413: "অনুরোধটি অনুমোদিত আকারের চেয়ে বড়।",
  415: "এই ধরনের কনটেন্ট গ্রহণযোগ্য নয়।",
};

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: "অনুরোধ করা ঠিকানাটি পাওয়া যায়নি।" });
  });

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      reply
        .code(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      return;
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "client error");
      reply.code(status).send({ message: CLIENT_ERROR_MESSAGES[status] ?? "অনুরোধটি গ্রহণ করা যায়নি।" });
      return;
    }
    // Anything else is our bug (including an answer that failed its contract schema): log it
    // in full, tell the caller nothing about the internals.
    request.log.error({ err: error }, "unhandled error");
    reply.code(500).send({ message: "Server Error" });
  });
}
