/** GET/POST /api/v3/web/doctor/*: the logged-in doctor's profile and devices (courses: learning.ts). */
import type { FastifyPluginAsync } from "fastify";
import { headers } from "../contract";
import { invalidField } from "../auth/accounts";
import { releaseDeviceSlot, verifyDeviceSlot } from "../auth/device-slots";
import { listDoctorDevices, seeDevice } from "../auth/devices";
import { doctorResource } from "../auth/doctor-resource";
import { currentDeviceHash, headerValue, signedIn } from "../auth/guard";
import { parseProfileUpdate, updateProfile } from "../auth/profile";
import { contractRoute } from "../http/contract-route";
import { notFound } from "../http/errors";
import { rowId } from "../http/params";
import type { RouteDeps } from "./deps";

export const doctorRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, clock, auth }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // Deliberately not device-locked: a doctor on a new device must still see who they are.
  contractRoute(app, "myProfile", { preHandler: auth.requireDoctor }, async ({ request }) => {
    const { doctor } = signedIn(request);
    return { doctor: await doctorResource(db, doctor, currentDeviceHash(request)) };
  });

  // Not device-locked either: the enrolment refusal sends doctors here from whatever browser they use.
  contractRoute(
    app,
    "profileUpdate",
    { preHandler: auth.requireDoctor, parseBody: parseProfileUpdate },
    async ({ request, body }) => {
      const { doctor } = signedIn(request);
      const updated = await updateProfile(db, doctor, body, clock()).finally(auth.forgetCached);
      return { message: "প্রোফাইল হালনাগাদ করা হয়েছে।", doctor: await doctorResource(db, updated, currentDeviceHash(request)) };
    },
  );

  contractRoute(app, "devices", { preHandler: auth.requireDoctor }, async ({ request }) => {
    const { doctor } = signedIn(request);
    const current = currentDeviceHash(request);
    // The browser asking may not be recorded yet (app data issues tokens without storing them).
    if (current) await seeDevice(db, headerValue(request, headers.deviceToken), request.headers["user-agent"]);
    const rows = await listDoctorDevices(db, doctor.id, current);
    return {
      data: rows.map((d) => ({
        id: d.id,
        name: d.name,
        first_seen_at: d.firstSeenAt.toISOString(),
        last_seen_at: d.lastSeenAt.toISOString(),
        verified: d.verifiedAt !== null,
        is_current: d.tokenHash === current,
      })),
      max_devices: config.maxDevices,
    };
  });

  contractRoute(app, "verifyDevice", { preHandler: auth.requireDoctor }, async ({ request }) => {
    const { doctor } = signedIn(request);
    if (!currentDeviceHash(request)) {
      throw invalidField("device", "এই ডিভাইসটি শনাক্ত করা যায়নি। পাতাটি আবার খুলে চেষ্টা করুন।");
    }
    const { tokenHash } = await seeDevice(db, headerValue(request, headers.deviceToken), request.headers["user-agent"]);
    const outcome = await verifyDeviceSlot(db, doctor, {
      tokenHash,
      otpToken: headerValue(request, headers.otpToken),
      maxDevices: config.maxDevices,
      now: clock(),
    });
    return { message: outcome === "already" ? "এই ডিভাইসটি আগেই যাচাই করা আছে।" : "ডিভাইসটি যাচাই করা হয়েছে।" };
  });

  contractRoute(app, "releaseDevice", { preHandler: auth.requireDoctor }, async ({ request, params }) => {
    const id = rowId(params.id);
    if (id === null) throw notFound("ডিভাইসটি পাওয়া যায়নি।");
    await releaseDeviceSlot(db, signedIn(request).doctor.id, id, currentDeviceHash(request));
    auth.forgetCached();
    return { message: "ডিভাইসটি মুক্ত করা হয়েছে। এখন অন্য একটি ডিভাইস যাচাই করা যাবে।" };
  });
};
