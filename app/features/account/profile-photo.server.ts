/**
 * The profile photo upload on /my/account: a plain multipart form (works without JavaScript). The
 * portal reads the one file part into memory (the host's body limit for this route, bin/body-limit.ts,
 * bounds it), refuses an oversized file at once, and otherwise passes the bytes on as base64; the
 * API judges the content (docs/decisions/022-video-access-and-photos.md). The file's name and the
 * browser's content type are not passed on: they are the sender's word, not the file's.
 */
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "@contract";
import { data, redirect, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { layoutChanged } from "~/lib/layout-memory.server";
import { myApi } from "~/lib/my-api.server";
import { requireDoctor } from "~/lib/require-doctor.server";
import { ACCOUNT_PATHS } from "./paths";

export const PHOTO_FIELD = "photo";
const BROKEN_FORM = "ফর্মটি সঠিকভাবে পাঠানো হয়নি। ছবিটি আবার বেছে নিয়ে পাঠান।";
export type PhotoActionResult = { photoError: string };

/** Keeps the photo part's bytes (at most one byte past the limit, enough to know it is too big); other parts are ignored. */
function photoBytes(): { handler: UploadHandler; read: () => Buffer | null; tooBig: () => boolean } {
  let bytes: Buffer | null = null;
  let over = false;
  const handler: UploadHandler = async ({ name, filename, data: stream }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of stream) {
      if (name !== PHOTO_FIELD || filename === undefined || over) continue;
      size += chunk.length;
      if (size > PHOTO_MAX_BYTES) over = true;
      else chunks.push(chunk);
    }
    if (name === PHOTO_FIELD && filename !== undefined && !over) bytes = Buffer.concat(chunks);
    return undefined;
  };
  return { handler, read: () => bytes, tooBig: () => over };
}

const refuse = (photoError: string, status = 422) => data<PhotoActionResult>({ photoError }, { status });

export async function profilePhotoAction(request: Request) {
  const session = requireDoctor(request);
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    return refuse(PHOTO_MESSAGES.missing, 400);
  }
  const photo = photoBytes();
  try {
    await unstable_parseMultipartFormData(request, photo.handler);
  } catch {
    return refuse(BROKEN_FORM, 400);
  }
  if (photo.tooBig()) return refuse(PHOTO_MESSAGES.tooBig);
  const bytes = photo.read();
  if (!bytes || bytes.length === 0) return refuse(PHOTO_MESSAGES.missing);
  const answer = await myApi(
    request,
    "uploadProfilePhoto",
    { body: { photo: bytes.toString("base64") } },
    {
      422: (e) => e.body.errors?.photo?.[0] ?? PHOTO_MESSAGES.wrongType,
    },
  );
  if (typeof answer === "string") return refuse(answer);
  session.flash("photoUpdated");
  // The header shows the new photo on the very next page, on whichever portal process serves it.
  layoutChanged(session);
  return redirect(ACCOUNT_PATHS.account);
}
