/**
 * The visitor's session, kept entirely in one encrypted cookie (AES-256-GCM) so bearer and device
 * tokens never reach page JavaScript and the portal needs no session store.
 *
 * Cookie value: "v1." + base64url(iv ‖ ciphertext ‖ tag). The cookie name is authenticated data,
 * so a value can't be replayed under another name. Each secret in SESSION_SECRET gets its own key
 * (HKDF-SHA256); the first encrypts, all decrypt, so a secret can be rotated without logging
 * everybody out. Anything that fails to decrypt or validate is an empty session: a tampered or
 * outdated cookie must never turn into an error page.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { otpPurpose } from "@contract";
import { z } from "zod";
import { config } from "./config.server";
import { logEvent } from "./log.server";
import { currentRequestScope, type ScopeHeaders } from "./request-scope.server";

const FLASH_KINDS = [
  "sessionExpired",
  "loggedOut",
  "passwordReset",
  "passwordChanged",
  "deviceVerified",
  "profileUpdated",
  "photoUpdated",
] as const;
export type FlashKind = (typeof FLASH_KINDS)[number];
export type LoginSource = "web" | "admin";

const sessionDataSchema = z.object({
  token: z.string().optional(),
  deviceToken: z.string().optional(),
  loginSource: z.enum(["web", "admin"]).optional(),
  otpToken: z.string().optional(),
  /**
   * An OTP step in progress (app/features/account/otp-flow.server.ts): where the code went and what it is
   * for, never the code. `otpToken` above is the verified result and belongs to this purpose.
   */
  otpFlow: z
    .object({
      phone: z.string().max(32),
      purpose: otpPurpose,
      name: z.string().max(120).optional(),
      next: z.string().max(2000).optional(),
      /** Epoch ms from which the API accepts another send (its resend cooldown). */
      resendAt: z.number().int(),
    })
    .optional()
    .catch(undefined),
  /** Moved by the doctor's own writes that change their layout (layout-memory.server.ts), so no portal process shows a remembered one. */
  layoutRev: z.number().int().nonnegative().optional().catch(undefined),
  // An unknown kind written by a newer release is dropped rather than voiding the whole session.
  flash: z.array(z.enum(FLASH_KINDS)).optional().catch(undefined),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

const payloadSchema = z.object({ v: z.literal(1), iat: z.number().int(), data: sessionDataSchema });

const VERSION_PREFIX = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Rolling expiry: a session older than this is re-issued with a fresh max-age on its next request. */
const REFRESH_AFTER_S = 24 * 60 * 60;
/** Browsers cap a cookie at 4096 bytes including its name and attributes. */
export const MAX_COOKIE_BYTES = 4000;

export class SessionTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(`session cookie would be ${bytes} bytes (limit ${MAX_COOKIE_BYTES})`);
  }
}

export class Session {
  #data: SessionData;
  #dirty = false;
  #destroyed = false;
  /** Whether the request arrived logged in: its response is personal even if the token is dropped now. */
  readonly arrivedLoggedIn: boolean;

  constructor(data: SessionData = {}, needsRefresh = false) {
    this.#data = { ...data };
    this.#dirty = needsRefresh;
    this.arrivedLoggedIn = Boolean(data.token);
  }

  get<K extends keyof SessionData>(key: K): SessionData[K] {
    return this.#data[key];
  }

  set<K extends keyof SessionData>(key: K, value: SessionData[K]): void {
    if (value === undefined) return this.unset(key);
    this.#data[key] = value;
    this.#touch();
  }

  unset(key: keyof SessionData): void {
    if (!(key in this.#data)) return;
    delete this.#data[key];
    this.#touch();
  }

  get isLoggedIn(): boolean {
    return Boolean(this.#data.token);
  }

  /** Queue a one-shot message for the next page the visitor sees. */
  flash(kind: FlashKind): void {
    const current = this.#data.flash ?? [];
    if (!current.includes(kind)) this.set("flash", [...current, kind]);
  }

  /** Read and clear the one-shot messages. */
  takeFlash(): FlashKind[] {
    const flash = this.#data.flash ?? [];
    this.unset("flash");
    return flash;
  }

  /**
   * The API no longer accepts the bearer token: log out here too and tell the visitor on the next
   * page. The device token stays: it names this browser, not the login, and dropping it would
   * force a fresh device verification on the next login.
   */
  expireLogin(): void {
    // Parallel loaders each see the 401; only the first one ends the login, so the root loader's
    // one take of the flash is the only time the modal shows.
    if (!this.isLoggedIn) return;
    this.unset("token");
    this.unset("loginSource");
    this.unset("otpToken");
    this.unset("otpFlow");
    this.flash("sessionExpired");
  }

  /**
   * Start over with `data` and nothing else. Call on every change of identity (login, admin
   * login), so nothing from the earlier visitor state (OTP token, old flash) survives into it.
   */
  rotate(data: SessionData): void {
    this.#data = { ...data };
    this.#destroyed = false;
    this.#touch();
  }

  /** Expire the cookie in the browser. */
  destroy(): void {
    this.#data = {};
    this.#destroyed = true;
    this.#touch();
  }

  get dirty(): boolean {
    return this.#dirty;
  }
  get destroyed(): boolean {
    return this.#destroyed;
  }
  get isEmpty(): boolean {
    return Object.keys(this.#data).length === 0;
  }
  /** Snapshot for encryption; a copy so callers can't bypass the dirty tracking. */
  data(): SessionData {
    return { ...this.#data };
  }
  /** After a Set-Cookie for this state was produced. */
  markCommitted(): void {
    this.#dirty = false;
  }

  #touch(): void {
    this.#dirty = true;
    const scope = currentRequestScope();
    if (scope?.sent && scope.session === this) {
      logEvent("warn", "session_change_after_send", { reason: "response head already sent; change is lost" });
    }
  }
}

export function sessionCookieName(): string {
  // __Host- makes the browser insist on Secure, Path=/ and no Domain: no subdomain can plant or read it.
  return config().NODE_ENV === "production" ? "__Host-sopan_session" : "sopan_session";
}

function cookieAttributes(maxAge: number) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: config().NODE_ENV === "production",
    maxAge,
  };
}

const keyCache = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keyCache.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "sopan-portal-session", "aes-256-gcm v1", 32));
    keyCache.set(secret, key);
  }
  return key;
}

export function encryptSessionValue(data: SessionData, nowS = Math.floor(Date.now() / 1000)): string {
  const [secret] = config().sessionSecrets;
  if (!secret) throw new Error("no session secret configured");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv);
  cipher.setAAD(Buffer.from(sessionCookieName()));
  const plain = Buffer.from(JSON.stringify({ v: 1, iat: nowS, data }));
  const body = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return VERSION_PREFIX + body.toString("base64url");
}

type Opened = { data: SessionData; issuedAt: number; /** 0 = current secret */ secretIndex: number };

/** The session in a cookie value, or null when it is missing, tampered with, expired or unreadable. */
export function decryptSessionValue(value: string | undefined, nowS = Math.floor(Date.now() / 1000)): Opened | null {
  if (!value?.startsWith(VERSION_PREFIX)) return null;
  const raw = Buffer.from(value.slice(VERSION_PREFIX.length), "base64url");
  if (raw.length < IV_BYTES + TAG_BYTES + 1) return null;
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const ciphertext = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
  const secrets = config().sessionSecrets;
  for (const [secretIndex, secret] of secrets.entries()) {
    let plain: Buffer;
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), iv);
      decipher.setAAD(Buffer.from(sessionCookieName()));
      decipher.setAuthTag(tag);
      plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    } catch {
      continue; // not this secret's key (or garbage): try the next one
    }
    let payload;
    try {
      payload = payloadSchema.safeParse(JSON.parse(plain.toString("utf8")));
    } catch {
      return null;
    }
    if (!payload.success) return null;
    // The browser should have dropped it already; a replayed old cookie must not live forever.
    if (payload.data.iat + SESSION_MAX_AGE_S < nowS || payload.data.iat > nowS + 300) return null;
    return { data: payload.data.data, issuedAt: payload.data.iat, secretIndex };
  }
  return null;
}

/** Parse a Cookie header into a Session. */
export function readSession(cookieHeader: string | null, nowS = Math.floor(Date.now() / 1000)): Session {
  const value = cookieHeader ? parseCookies(cookieHeader)[sessionCookieName()] : undefined;
  const opened = decryptSessionValue(value, nowS);
  if (!opened) return new Session();
  // Re-issue a non-empty session that is a day old (rolling expiry) or sealed with a retired secret.
  const refresh = opened.secretIndex > 0 || opened.issuedAt + REFRESH_AFTER_S < nowS;
  return new Session(opened.data, refresh && Object.keys(opened.data).length > 0);
}

/**
 * The request's session. Inside the portal host every call during one request gets the same
 * object, and the host commits it after the loaders ran: loaders and `callApi` just change it.
 */
export function getSession(request: Request): Session {
  const scope = currentRequestScope();
  if (scope?.session) return scope.session;
  const session = readSession(request.headers.get("cookie"));
  if (scope) {
    scope.session = session;
    scope.beforeSend.push((headers) => applySessionHeaders(session, headers));
  }
  return session;
}

/**
 * Set-Cookie for the session's current state (a fresh IV every time). A cookie over the browser
 * limit is a bug: it throws outside production; in production it is logged and the write dropped
 * (null), so the visitor keeps the previous, working cookie.
 */
export function commitSession(session: Session): string | null {
  if (session.destroyed || session.isEmpty) {
    session.markCommitted();
    return destroySession();
  }
  const header = serializeCookie(sessionCookieName(), encryptSessionValue(session.data()), cookieAttributes(SESSION_MAX_AGE_S));
  const bytes = Buffer.byteLength(header);
  if (bytes > MAX_COOKIE_BYTES) {
    if (config().NODE_ENV !== "production") throw new SessionTooLargeError(bytes);
    logEvent("error", "session_too_large", { bytes, keys: Object.keys(session.data()).join(",") });
    return null;
  }
  session.markCommitted();
  return header;
}

/** Set-Cookie that removes the session cookie. */
export function destroySession(): string {
  return serializeCookie(sessionCookieName(), "", { ...cookieAttributes(0), expires: new Date(0) });
}

/** A response only the visitor's own browser may keep, for a while. */
const PRIVATE_KEEP = /^private, max-age=\d+(, immutable)?$/;

/** What the host adds to every Remix response: the cookie when the session changed, and no caching of personal pages. */
export function applySessionHeaders(session: Session, headers: ScopeHeaders): void {
  const name = sessionCookieName();
  const alreadySet = headers.getSetCookie().some((c) => c.startsWith(`${name}=`));
  if (session.dirty && !alreadySet) {
    const cookie = commitSession(session);
    if (cookie) headers.append("Set-Cookie", cookie);
  }
  if (session.arrivedLoggedIn || session.isLoggedIn) {
    // A shared cache must never hand one doctor's page to another visitor. A route may still let the
    // doctor's own browser keep what it answers (`private, max-age=…`): the signed exam paper (decision 058).
    if (!PRIVATE_KEEP.test(headers.get("Cache-Control") ?? "")) headers.set("Cache-Control", "private, no-store");
    const vary = headers.get("Vary");
    if (
      !vary
        ?.toLowerCase()
        .split(/\s*,\s*/)
        .includes("cookie")
    )
      headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
  }
}
