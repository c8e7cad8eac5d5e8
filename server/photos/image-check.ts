/**
 * What an uploaded file really is, from its bytes: `image-size` reads the type from the file's
 * signature and the width and height from its header (decision 052); only a PNG or a JPEG passes.
 * The file's name and the browser's content type are never asked: both are the sender's word.
 */
import { imageSize } from "image-size";

export type ImageInfo = { type: "image/png" | "image/jpeg"; width: number; height: number };

const ACCEPTED: Record<string, ImageInfo["type"]> = { png: "image/png", jpg: "image/jpeg" };
export const MAX_SIDE = 8000;

/** The image's type and size, or null when the bytes are not a PNG or JPEG whose header can be read. */
export function imageInfo(bytes: Buffer): ImageInfo | null {
  let read;
  try {
    // A copy with an ArrayBuffer of its own: image-size reads through DataViews that end at the
    // buffer's end, not the view's, so on a slice of Node's shared pool a cut-short header would
    // be completed with whatever bytes lie beyond it (decision 052).
    read = imageSize(new Uint8Array(bytes));
  } catch {
    return null; // not an image type it knows, or a header cut short or corrupt
  }
  const type = read.type === undefined ? undefined : ACCEPTED[read.type];
  return type ? { type, width: read.width, height: read.height } : null;
}

export const saneSize = (info: ImageInfo) =>
  info.width >= 1 && info.height >= 1 && info.width <= MAX_SIDE && info.height <= MAX_SIDE;
