/**
 * The doctor's profile photo (docs/decisions/022-video-access-and-photos.md). The portal sends the
 * file's bytes as base64; the API decides what the file is from its content alone.
 */
import { z } from "zod";
import { endpoint, type Endpoint } from "./endpoint";

/** The largest photo accepted, in bytes (1 MB). */
export const PHOTO_MAX_BYTES = 1024 * 1024;
/** Base64 of PHOTO_MAX_BYTES, plus one byte's worth so "one byte too many" is judged by size, not by the schema. */
export const PHOTO_MAX_BASE64 = Math.ceil((PHOTO_MAX_BYTES + 3) / 3) * 4;

/** Bengali messages both halves show beside the photo field. */
export const PHOTO_MESSAGES = {
  missing: "একটি ছবি বেছে নিন।",
  tooBig: "ছবিটি ১ মেগাবাইটের চেয়ে বড়। ১ মেগাবাইটের কম আকারের ছবি দিন।",
  wrongType: "শুধু JPEG বা PNG ছবি দেওয়া যায়। ফাইলটি ছবি নয় বা অন্য ধরনের।",
  badSize: "ছবির মাপ সঠিক নয় (প্রস্থ ও উচ্চতা ১ থেকে ৮০০০ পিক্সেলের মধ্যে হতে হবে)।",
} as const;

export const photoUpload = z.object({
  /** The file, base64 (standard alphabet, padded). */
  photo: z.string().max(PHOTO_MAX_BASE64 + 4),
});

export const photoEndpoints = {
  /** Replaces the doctor's photo; 422 `{ errors: { photo: [...] } }` for a file too big, not JPEG/PNG, or of no sane size. Not device-locked, like the profile. */
  uploadProfilePhoto: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/profile-photo",
    body: photoUpload,
    response: z.object({ message: z.string(), avatar: z.string() }),
    personal: true,
  }),
} satisfies Record<string, Endpoint>;
