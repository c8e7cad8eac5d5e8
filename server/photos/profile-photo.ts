/**
 * The doctor's uploaded photo: checked by content (server/photos/image-check.ts), stored as bytes in
 * `doctor_photos`, and named on the doctor's row by a fresh random URL under /media/avatars/u/, so
 * a replaced photo gets a new URL and no cache ever shows the old one.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../contract/photos";
import type { Db } from "../db/client";
import { doctorPhotos, doctors } from "../db/schema";
import { HttpError, INVALID_DATA } from "../http/errors";
import { imageInfo, saneSize } from "./image-check";

export const UPLOADED_AVATAR_PREFIX = "avatars/u/";
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const EXTENSIONS = { "image/png": "png", "image/jpeg": "jpg" } as const;

const refuse = (message: string) => new HttpError(422, INVALID_DATA, { photo: [message] });

/** Decodes and checks the upload; the 422 names the field the portal shows it beside. */
export function checkedPhoto(base64: string) {
  if (base64.length === 0) throw refuse(PHOTO_MESSAGES.missing);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw refuse(PHOTO_MESSAGES.wrongType);
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > PHOTO_MAX_BYTES) throw refuse(PHOTO_MESSAGES.tooBig);
  const info = imageInfo(bytes);
  if (!info) throw refuse(PHOTO_MESSAGES.wrongType);
  if (!saneSize(info)) throw refuse(PHOTO_MESSAGES.badSize);
  return { bytes, info };
}

/** Stores the photo (replacing any earlier one) and points the doctor's avatar at it; returns the new URL. */
export async function saveProfilePhoto(db: Db, doctorId: number, base64: string, now: Date): Promise<string> {
  const { bytes, info } = checkedPhoto(base64);
  const key = randomBytes(18).toString("base64url");
  const avatar = `/media/${UPLOADED_AVATAR_PREFIX}${key}.${EXTENSIONS[info.type]}`;
  await db.transaction(async (tx) => {
    const row = { key, contentType: info.type, width: info.width, height: info.height, bytes, createdAt: now };
    await tx
      .insert(doctorPhotos)
      .values({ doctorId, ...row })
      .onConflictDoUpdate({ target: doctorPhotos.doctorId, set: row });
    await tx.update(doctors).set({ avatar, updatedAt: now }).where(eq(doctors.id, doctorId));
  });
  return avatar;
}

/** The photo behind /media/avatars/u/<key>.<ext>, or undefined (an old key, a wrong extension). */
export async function uploadedPhoto(db: Db, file: string) {
  const match = /^([A-Za-z0-9_-]{24})\.(png|jpg)$/.exec(file);
  if (!match) return undefined;
  const [row] = await db
    .select({ contentType: doctorPhotos.contentType, bytes: doctorPhotos.bytes })
    .from(doctorPhotos)
    .where(eq(doctorPhotos.key, match[1]!))
    .limit(1);
  return row && EXTENSIONS[row.contentType] === match[2] ? row : undefined;
}
