/**
 * Promotion modal rules (spec §4, §9): shown when it has not been seen within 6 hours. The "seen"
 * timestamp lives in an HttpOnly cookie instead of browser storage, so the server knows before
 * rendering and the modal works the same with JavaScript off.
 */
import { parse, serialize } from "cookie";
import type { CourseSettings } from "@contract";
import { safeNext } from "~/lib/next-url.server";

export const PROMO_COOKIE = "promo_seen_at";
export const PROMO_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** course-settings id that carries the promotion modal's content. */
export const PROMO_SETTINGS_ID = 1;
const DEFAULT_LINK = "/residency/batches?search=grand-mock";

export type Promo = { title: string; body: string; link: string; image: string | null };

export function isPromoDue(cookieHeader: string | null, now = Date.now()): boolean {
  const raw = parse(cookieHeader ?? "")[PROMO_COOKIE];
  const seenAt = Number(raw);
  if (!raw || !Number.isFinite(seenAt)) return true;
  return now - seenAt >= PROMO_INTERVAL_MS;
}

/** The cookie outlives the interval by an hour; the stored timestamp is what decides. */
export function promoSeenCookie(now: number, secure: boolean): string {
  return serialize(PROMO_COOKIE, String(now), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: PROMO_INTERVAL_MS / 1000 + 60 * 60,
  });
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** The settings record is free-form; anything off-shape or switched off means no modal. */
export function promoFromSettings(settings: CourseSettings["settings"]): Promo | null {
  const title = text(settings.title);
  if (settings.enabled !== true || !title) return null;
  return {
    title,
    body: text(settings.body) ?? "",
    link: safeNext(settings.link, DEFAULT_LINK),
    image: text(settings.image),
  };
}
