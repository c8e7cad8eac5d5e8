/**
 * Who is calling: the bearer token under the configured idle and lifetime rules, as preHandlers
 * for routes that need a doctor (401) or a doctor on a verified device (423, paid content).
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { deviceLocked, headers } from "../contract";
import type { ApiConfig } from "../config";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import { AuthCache, authCacheMs } from "./auth-cache";
import { deviceTokenHash, isVerifiedDevice } from "./devices";
import { isTokenAlive, tokenPolicy, verifyBearer, type Authenticated } from "./tokens";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireDoctor`; null on routes without it. */
    doctorAuth: Authenticated | null;
  }
}

export type Clock = () => Date;

export const UNAUTHENTICATED = "Unauthenticated.";
export const DEVICE_NOT_VERIFIED = "এই ডিভাইসটি যাচাই করা হয়নি। কোর্সের কনটেন্ট দেখতে ডিভাইসটি যাচাই করুন।";

export type AuthGuards = {
  /** The doctor behind the bearer token, or null for a guest; never throws. */
  authenticate(request: FastifyRequest): Promise<Authenticated | null>;
  /** The same for an `Authorization` header's value the caller holds (a batch of page visits names each visitor's). */
  authenticateHeader(header: string | undefined): Promise<Authenticated | null>;
  /** 401 `{message:"Unauthenticated."}` without a living bearer token. */
  requireDoctor: preHandlerAsyncHookHandler;
  /** For paid content: requireDoctor, then 423 `{message, device_verified:false}` off a verified device. */
  forPaidContent: preHandlerAsyncHookHandler[];
  /**
   * Call after a write that may end a token or a device's verification (logout, password, device release,
   * login) or that changes the doctor's own row (profile, photo, required information, registration): every
   * check above answers from a few seconds' cache (auth-cache.ts, decisions 039 and 070).
   */
  forgetCached(): void;
};

/** A single header value (Fastify gives arrays for repeated headers; those are not ours). */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
}

/** The calling browser's device-token hash, or null without a well-formed X-Device-Token. */
export const currentDeviceHash = (request: FastifyRequest) => deviceTokenHash(headerValue(request, headers.deviceToken));

export function authGuards({ db, config, clock }: { db: Db; config: ApiConfig; clock: Clock }): AuthGuards {
  const policy = tokenPolicy(config);
  const cache = new AuthCache(authCacheMs(config), () => clock().getTime());
  const authenticateHeader = async (header: string | undefined) => {
    const known = header ? cache.bearer(header) : null;
    if (known) return isTokenAlive(known.token, clock(), policy) ? known : null;
    const since = cache.begin();
    const auth = await verifyBearer(db, header, clock(), policy);
    if (auth && header) cache.keepBearer(header, auth, since);
    return auth;
  };
  const authenticate = (request: FastifyRequest) => authenticateHeader(request.headers.authorization);
  const verifiedDevice = async (doctorId: number, tokenHash: string | null) => {
    if (tokenHash && cache.verifiedDevice(doctorId, tokenHash)) return true;
    const since = cache.begin();
    const verified = await isVerifiedDevice(db, doctorId, tokenHash);
    if (verified && tokenHash) cache.keepVerifiedDevice(doctorId, tokenHash, since);
    return verified;
  };

  const requireDoctor: preHandlerAsyncHookHandler = async (request) => {
    request.doctorAuth = await authenticate(request);
    if (!request.doctorAuth) throw new HttpError(401, UNAUTHENTICATED);
  };
  const requireVerifiedDevice: preHandlerAsyncHookHandler = async (request, reply) => {
    if (await verifiedDevice(signedIn(request).doctor.id, currentDeviceHash(request))) return;
    reply.header("cache-control", "no-store");
    return reply.code(423).send(deviceLocked.parse({ message: DEVICE_NOT_VERIFIED, device_verified: false }));
  };
  return {
    authenticate,
    authenticateHeader,
    requireDoctor,
    forPaidContent: [requireDoctor, requireVerifiedDevice],
    forgetCached: () => cache.forget(),
  };
}

/** The doctor on a route guarded by `requireDoctor`. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.doctorAuth) throw new Error("signedIn() on a route without the requireDoctor preHandler");
  return request.doctorAuth;
}
