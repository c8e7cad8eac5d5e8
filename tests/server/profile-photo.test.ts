/**
 * The profile photo upload (issue 11, decision 022): judged by its bytes alone, at most 1 MB, stored
 * by the API and served under /media with a private cache policy.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deflateSync } from "node:zlib";
import { issueToken } from "../../server/auth/tokens";
import { imageInfo } from "../../server/photos/image-check";
import { bearer, DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";

let api: TestApi;
let doctor: Record<string, string>;
const URL_ = "/api/v3/web/doctor/profile-photo";

/** A real w×h grey PNG. */
export function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, "latin1"), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The smallest JPEG header that names its size: SOI, an APP0 segment, then a baseline frame header. */
function jpegOf(width: number, height: number, padTo = 0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]);
  const head = Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
  return padTo > head.length ? Buffer.concat([head, Buffer.alloc(padTo - head.length)]) : head;
}

const upload = (bytes: Buffer, headers = doctor) =>
  api.app.inject({ method: "POST", url: URL_, headers, payload: { photo: bytes.toString("base64") } });

beforeAll(async () => {
  api = await makeTestApi();
  doctor = bearer((await issueToken(api.db, DEMO_DOCTOR_ID, { name: "photo test" })).plaintext);
}, 120_000);
afterAll(() => api.close());

describe("reading an image's type and size from its bytes", () => {
  it("reads PNG and JPEG headers, and nothing else", () => {
    expect(imageInfo(pngOf(3, 2))).toEqual({ type: "image/png", width: 3, height: 2 });
    expect(imageInfo(jpegOf(640, 480))).toEqual({ type: "image/jpeg", width: 640, height: 480 });
    expect(imageInfo(Buffer.from("GIF89a........"))).toBeNull();
    expect(imageInfo(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
    expect(imageInfo(Buffer.alloc(0))).toBeNull();
  });

  it("answers null, never throws, for headers cut short or lying about their lengths", () => {
    const jpeg = jpegOf(640, 480);
    // Slices of one buffer, as an upload is a slice of Node's shared pool: the bytes past a cut are there.
    for (let cut = 0; cut < 29; cut++) expect(imageInfo(jpeg.subarray(0, cut))).toBeNull(); // 29: the width's last byte
    const png = pngOf(3, 2);
    for (let cut = 0; cut < 24; cut++) expect(imageInfo(png.subarray(0, cut))).toBeNull();
    const lying = Buffer.from(jpeg);
    lying.writeUInt16BE(0xffff, 4); // the first segment claims to run far past the end
    expect(imageInfo(lying)).toBeNull();
    expect(imageInfo(Buffer.from("BM......"))).toBeNull(); // a BMP: an image, but not one we take
  });
});

describe("POST /doctor/profile-photo", () => {
  it("takes a PNG whatever it was called, stores it and serves it privately as a PNG", async () => {
    // The portal never passes the file's name or type on: a PNG renamed photo.jpg and sent as image/jpeg is this same body.
    const bytes = pngOf(40, 30);
    const res = await upload(bytes);
    expect(res.statusCode, res.body).toBe(200);
    const { avatar } = res.json();
    expect(avatar).toMatch(/^\/media\/avatars\/u\/[A-Za-z0-9_-]{24}\.png$/);
    const profile = await api.app.inject({ url: "/api/v3/web/doctor/my-profile", headers: doctor });
    expect(profile.json().doctor.avatar).toBe(avatar);
    const served = await api.app.inject({ url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toMatch(/^private/);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect((await api.app.inject({ url: avatar.replace(".png", ".jpg") })).statusCode).toBe(404);
  });

  it("takes a JPEG of exactly 1 MB, refuses 1 MB and one byte", async () => {
    expect((await upload(jpegOf(800, 600, 1024 * 1024))).statusCode).toBe(200);
    const res = await upload(jpegOf(800, 600, 1024 * 1024 + 1));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.photo[0]).toMatch(/১ মেগাবাইটের চেয়ে বড়/);
  });

  it("refuses a text file named .png, and other lies", async () => {
    for (const bytes of [
      Buffer.from("hello, I am a PNG honestly\n"),
      Buffer.from("GIF89a\x01\x00\x01\x00"),
      Buffer.from("<svg/>"),
    ]) {
      const res = await upload(bytes);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.photo[0]).toMatch(/JPEG বা PNG/);
    }
  });

  it("refuses an image of no sane size, an empty file and broken base64", async () => {
    expect((await upload(jpegOf(0, 10))).json().errors.photo[0]).toMatch(/মাপ/);
    expect((await upload(pngOf(9000, 1))).statusCode).toBe(422);
    expect((await upload(Buffer.alloc(0))).json().errors.photo[0]).toMatch(/ছবি বেছে নিন/);
    for (const photo of ["@@@@", "abc", 42, null]) {
      const res = await api.app.inject({ method: "POST", url: URL_, headers: doctor, payload: { photo } });
      expect(res.statusCode, String(photo)).toBe(422);
    }
  });

  it("refuses a guest (401) and a body past its own limit (413), never a 500", async () => {
    expect((await upload(pngOf(2, 2), {})).statusCode).toBe(401);
    const huge = await api.app.inject({
      method: "POST",
      url: URL_,
      headers: { ...doctor, "content-type": "application/json" },
      payload: JSON.stringify({ photo: "A".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it("an unknown photo key is 404", async () => {
    for (const path of [
      "/media/avatars/u/AAAAAAAAAAAAAAAAAAAAAAAA.png",
      "/media/avatars/u/x.png",
      "/media/avatars/u/..%2f..%2fx",
    ]) {
      expect((await api.app.inject({ url: path })).statusCode, path).toBe(404);
    }
  });
});
