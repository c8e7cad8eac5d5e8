/**
 * What an uploaded file really is, from its bytes: a PNG (signature, then the IHDR chunk's width
 * and height) or a JPEG (SOI marker, then the first start-of-frame segment's height and width).
 * The file's name and the browser's content type are never asked: both are the sender's word.
 */
export type ImageInfo = { type: "image/png" | "image/jpeg"; width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Start-of-frame markers (baseline, progressive, …); C4, C8 and CC are other things. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
export const MAX_SIDE = 8000;

function png(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { type: "image/png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function jpeg(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (at + 9 > bytes.length) return null;
      return { type: "image/jpeg", height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The image's type and size, or null when the bytes are not a PNG or JPEG whose header can be read. */
export const imageInfo = (bytes: Buffer): ImageInfo | null => png(bytes) ?? jpeg(bytes);

export const saneSize = (info: ImageInfo) =>
  info.width >= 1 && info.height >= 1 && info.width <= MAX_SIDE && info.height <= MAX_SIDE;
