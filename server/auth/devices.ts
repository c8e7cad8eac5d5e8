/**
 * Device tokens (`gns_ddt`): the API names every browser once, and the portal keeps the name in
 * its encrypted session and sends it back as X-Device-Token. Only the token's hash is stored.
 *
 * The device rule: a doctor holds at most MAX_DEVICES verified devices. Logging in on another
 * browser is allowed and links it to the doctor unverified, except the doctor's very first device,
 * which is verified at registration or first login. Paid content wants a verified device (423
 * otherwise); the doctor verifies one by OTP into a free slot, or frees a slot first.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQLWrapper } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { devices } from "../db/schema";
import { deviceName } from "./device-name";
import { hashSecret } from "./tokens";

const DEVICE_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;
/** First key of the two-key advisory lock that serialises one doctor's slot changes. */
const DEVICE_SLOTS_LOCK = 7301;

export type DeviceRow = typeof devices.$inferSelect;

export const newDeviceToken = () => randomBytes(32).toString("base64url");

/** The stored hash of a well-formed X-Device-Token, or null when the header is absent or garbage. */
export function deviceTokenHash(header: string | undefined): string | null {
  const given = header?.trim();
  return given && DEVICE_TOKEN.test(given) ? hashSecret(given) : null;
}

/** Last-seen is kept to the minute: seeDevice writes a device's row at most once a minute. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * The device tokens one API process recorded as seen within the last minute (decision 070). Every page's
 * app data records its browser, and within the minute that upsert changes nothing (its own condition),
 * yet it was a write on every page view. Rows are never deleted, so a token recorded here still has its
 * row. Bounded: past `max` tokens the least recently seen go first.
 */
export class RecentSightings {
  private readonly seen: LRUCache<string, true>;

  constructor(nowMs: () => number, max = 20_000) {
    // ttlResolution 0: the clock is read on each check (its default keeps a reading for 1 ms with a timer per call).
    this.seen = new LRUCache({ max, ttl: LAST_SEEN_RESOLUTION_MS, ttlResolution: 0, perf: { now: nowMs } });
  }

  has(tokenHash: string): boolean {
    return this.seen.has(tokenHash);
  }

  add(tokenHash: string): void {
    this.seen.set(tokenHash, true);
  }
}

/**
 * Records that a device was seen. Returns a newly issued token when the caller had none (or sent
 * garbage); a well-formed unknown token, e.g. after a database reset, is adopted rather than replaced.
 *
 * `recordIssued: false` hands out a token without storing it: the row is made when the browser
 * first presents it (the adoption above). App data uses this, because anonymous one-shot callers
 * (the portal's public cache refreshing every minute, crawlers) would otherwise each leave a row.
 * `sightings`: skip the write for a token this process recorded within the last minute.
 */
export async function seeDevice(
  db: Db,
  header: string | undefined,
  userAgent: string | undefined,
  { recordIssued = true, sightings }: { recordIssued?: boolean; sightings?: RecentSightings } = {},
): Promise<{ issued: string | null; tokenHash: string }> {
  const given = header?.trim();
  const token = given && DEVICE_TOKEN.test(given) ? given : null;
  const issued = token ? null : newDeviceToken();
  const tokenHash = hashSecret(token ?? issued!);
  if (issued && !recordIssued) return { issued, tokenHash };
  if (sightings?.has(tokenHash)) return { issued, tokenHash };
  const ua = userAgent?.slice(0, 512) ?? null;
  await db
    .insert(devices)
    .values({ tokenHash, name: deviceName(userAgent), userAgent: ua })
    .onConflictDoUpdate({
      target: devices.tokenHash,
      set: { lastSeenAt: sql`now()`, userAgent: ua },
      // Last-seen needs minute precision, not a write on every page view.
      setWhere: sql`${devices.lastSeenAt} < now() - interval '1 minute'`,
    });
  sightings?.add(tokenHash);
  return { issued, tokenHash };
}

/** Serialises slot changes of one doctor (two logins, or a verify and a release, at once). */
export async function lockDeviceSlots(tx: Db, doctorId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEVICE_SLOTS_LOCK}, ${doctorId})`);
}

export async function verifiedDeviceCount(db: Db, doctorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.doctorId, doctorId), isNotNull(devices.verifiedAt)));
  return row?.n ?? 0;
}

/**
 * Links the browser a doctor just logged in (or registered) on. A browser that belonged to
 * another doctor (a shared computer) becomes this doctor's, unverified: a verification is
 * never handed from one doctor to another.
 */
export async function linkLoginDevice(db: Db, doctorId: number, tokenHash: string, now: Date): Promise<{ verified: boolean }> {
  return db.transaction(async (tx) => {
    await lockDeviceSlots(tx, doctorId);
    const [device] = await tx.select().from(devices).where(eq(devices.tokenHash, tokenHash)).limit(1);
    if (!device) throw new Error("linkLoginDevice: the device must have been seen first");
    if (device.doctorId === doctorId) return { verified: device.verifiedAt !== null };
    const [linked] = await tx.select({ n: count() }).from(devices).where(eq(devices.doctorId, doctorId));
    const first = (linked?.n ?? 0) === 0;
    await tx
      .update(devices)
      .set({ doctorId, verifiedAt: first ? now : null })
      .where(eq(devices.id, device.id));
    return { verified: first };
  });
}

/** Whether the calling browser has been linked to this doctor by an earlier login (verified or not). */
export async function isDoctorsDevice(db: Db, doctorId: number, tokenHash: string | null): Promise<boolean> {
  if (!tokenHash) return false;
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.tokenHash, tokenHash), eq(devices.doctorId, doctorId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether the calling browser (by its device-token hash) is one of this doctor's verified devices:
 * the doctor resource's `has_verified_device`, and what paid content demands.
 */
export async function isVerifiedDevice(db: Db, doctorId: number, tokenHash: string | null): Promise<boolean> {
  if (!tokenHash) return false;
  const [row] = await verifiedDevice(db).execute({ tokenHash, doctorId });
  return Boolean(row);
}

/** The device row of that browser (by its token hash) when it is one of the doctor's verified devices. */
export const verifiedDeviceOf = (tokenHash: SQLWrapper, doctorId: SQLWrapper) =>
  and(eq(devices.tokenHash, tokenHash), eq(devices.doctorId, doctorId), isNotNull(devices.verifiedAt));

const verifiedDevice = preparedPerDb((db) =>
  db
    .select({ id: devices.id })
    .from(devices)
    .where(verifiedDeviceOf(sql.placeholder("tokenHash"), sql.placeholder("doctorId")))
    .limit(1)
    .prepare("verified_device"),
);

/**
 * This doctor's devices, verified first, then the most recently seen. A browser that reached the
 * doctor's account without a login here (admin login, a token from elsewhere) is claimed now, so
 * the doctor can see and verify it.
 */
export async function listDoctorDevices(db: Db, doctorId: number, currentHash: string | null): Promise<DeviceRow[]> {
  if (currentHash) {
    await db
      .update(devices)
      .set({ doctorId })
      .where(and(eq(devices.tokenHash, currentHash), isNull(devices.doctorId)));
  }
  return db
    .select()
    .from(devices)
    .where(eq(devices.doctorId, doctorId))
    .orderBy(sql`${devices.verifiedAt} is null`, desc(devices.lastSeenAt), asc(devices.id));
}
