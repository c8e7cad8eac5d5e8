/** The doctor's profile photo upload (server/photos). Its own body limit: the file travels as base64 in JSON. */
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../auth/guard";
import { PHOTO_MAX_BASE64 } from "../contract";
import { contractRoute } from "../http/contract-route";
import { saveProfilePhoto } from "../photos/profile-photo";
import type { RouteDeps } from "./deps";

/** The base64 of a 1 MB file and the JSON around it, with room for a wordy client. */
export const PHOTO_BODY_LIMIT = PHOTO_MAX_BASE64 + 16 * 1024;

export const profilePhotoRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth }) => {
  // Not device-locked, like the rest of the profile.
  contractRoute(
    app,
    "uploadProfilePhoto",
    { preHandler: auth.requireDoctor, bodyLimit: PHOTO_BODY_LIMIT },
    async ({ request, body }) => ({
      message: "প্রোফাইলের ছবি বদলানো হয়েছে।",
      avatar: await saveProfilePhoto(db, signedIn(request).doctor.id, body.photo, clock()).finally(auth.forgetCached),
    }),
  );
};
