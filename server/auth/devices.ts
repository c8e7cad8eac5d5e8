/**
 * Device tokens (`gns_ddt`): the API names every browser once, and the portal keeps the name in
 * its encrypted session and sends it back as X-Device-Token. Only the token's hash is stored.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { devices } from "../db/schema";
import { deviceName } from "./device-name";
import { hashSecret } from "./tokens";

const DEVICE_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export const newDeviceToken = () => randomBytes(32).toString("base64url");

/**
 * Records that a device was seen. Returns a newly issued token when the caller had none (or sent
 * garbage); a well-formed unknown token, e.g. after a database reset, is adopted rather than replaced.
 */
export async function seeDevice(db: Db, header: string | undefined, userAgent: string | undefined): Promise<{ issued: string | null }> {
  const given = header?.trim();
  const token = given && DEVICE_TOKEN.test(given) ? given : null;
  const issued = token ? null : newDeviceToken();
  const ua = userAgent?.slice(0, 512) ?? null;
  await db
    .insert(devices)
    .values({ tokenHash: hashSecret(token ?? issued!), name: deviceName(userAgent), userAgent: ua })
    .onConflictDoUpdate({
      target: devices.tokenHash,
      set: { lastSeenAt: sql`now()`, userAgent: ua },
      // Last-seen needs minute precision, not a write on every page view.
      setWhere: sql`${devices.lastSeenAt} < now() - interval '1 minute'`,
    });
  return { issued };
}

export async function hasVerifiedDevice(db: Db, doctorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.doctorId, doctorId), isNotNull(devices.verifiedAt)))
    .limit(1);
  return Boolean(row);
}
