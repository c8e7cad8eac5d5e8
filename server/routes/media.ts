/**
 * Demo images under /media/*. A few dozen small files, read once and kept in memory, so the
 * handler needs no static-file dependency and cannot be walked out of its folder. Doctors' uploaded
 * photos (/media/avatars/u/<random key>.<png|jpg>) come from the database instead.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyPluginAsync } from "fastify";
import { notFound } from "../http/errors";
import { UPLOADED_AVATAR_PREFIX, uploadedPhoto } from "../photos/profile-photo";
import type { RouteDeps } from "./deps";

const MEDIA_DIR = fileURLToPath(new URL("../media", import.meta.url));
const TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};

type Asset = { body: Buffer; type: string; etag: string };

function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const type = TYPES[entry.name.split(".").pop() ?? ""];
    if (!entry.isFile() || !type) continue;
    const full = join(entry.parentPath, entry.name);
    const body = readFileSync(full);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
    assets.set(relative(dir, full).split(sep).join("/"), { body, type, etag });
  }
  return assets;
}

export const mediaRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const assets = loadAssets(MEDIA_DIR);
  app.get<{ Params: { "*": string } }>("/media/*", async (request, reply) => {
    const path = request.params["*"];
    if (path.startsWith(UPLOADED_AVATAR_PREFIX)) {
      const photo = await uploadedPhoto(db, path.slice(UPLOADED_AVATAR_PREFIX.length));
      if (!photo) throw notFound("ছবিটি পাওয়া যায়নি।");
      // A doctor's own photo: browsers may keep it (its URL changes with every upload), shared caches may not.
      return reply
        .header("content-type", photo.contentType)
        .header("cache-control", "private, max-age=86400")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .send(photo.bytes);
    }
    const asset = assets.get(path);
    if (!asset) throw notFound("ছবিটি পাওয়া যায়নি।");
    reply
      .header("content-type", asset.type)
      .header("etag", asset.etag)
      .header("cache-control", "public, max-age=2592000")
      .header("x-content-type-options", "nosniff")
      // An SVG opened directly is a document: it may paint, never run script.
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'");
    if (request.headers["if-none-match"] === asset.etag) return reply.code(304).send();
    return reply.send(asset.body);
  });
};
