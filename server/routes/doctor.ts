/** GET/POST /api/v3/web/doctor/*: the logged-in doctor's profile and devices (courses: learning.ts). */
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { endpoints, headers } from "../contract";
import { invalidField, otpTokenRefused } from "../auth/accounts";
import { listDoctorDevices, lockDeviceSlots, seeDevice, verifiedDeviceCount } from "../auth/devices";
import { doctorResource } from "../auth/doctor-resource";
import { currentDeviceHash, headerValue, signedIn } from "../auth/guard";
import { consumeOtpToken } from "../auth/otp";
import { parseProfileUpdate, updateProfile } from "../auth/profile";
import { devices } from "../db/schema";
import { notFound } from "../http/errors";
import { rowId } from "../http/params";
import { shape } from "../http/shape";
import type { RouteDeps } from "./deps";

const bn = new Intl.NumberFormat("bn-BD");

export const doctorRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, clock, auth }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const noFreeSlot = () =>
    invalidField(
      "device",
      `আপনার সর্বোচ্চ ${bn.format(config.maxDevices)}টি ডিভাইস যাচাই করা আছে। এই ডিভাইসটি যাচাই করতে আগে একটি ডিভাইস মুক্ত করুন।`,
    );

  // Deliberately not device-locked: a doctor on a new device must still see who they are.
  app.get(endpoints.myProfile.path, { preHandler: auth.requireDoctor }, async (request) => {
    const { doctor } = signedIn(request);
    return shape("myProfile", { doctor: await doctorResource(db, doctor, currentDeviceHash(request)) });
  });

  // Not device-locked either: the enrolment refusal sends doctors here from whatever browser they use.
  app.post(endpoints.profileUpdate.path, { preHandler: auth.requireDoctor }, async (request) => {
    const { doctor } = signedIn(request);
    const updated = await updateProfile(db, doctor, parseProfileUpdate(request.body), clock());
    return shape("profileUpdate", {
      message: "প্রোফাইল হালনাগাদ করা হয়েছে।",
      doctor: await doctorResource(db, updated, currentDeviceHash(request)),
    });
  });

  app.get(endpoints.devices.path, { preHandler: auth.requireDoctor }, async (request) => {
    const { doctor } = signedIn(request);
    const current = currentDeviceHash(request);
    // The browser asking may not be recorded yet (app data issues tokens without storing them).
    if (current) await seeDevice(db, headerValue(request, headers.deviceToken), request.headers["user-agent"]);
    const rows = await listDoctorDevices(db, doctor.id, current);
    return shape("devices", {
      data: rows.map((d) => ({
        id: d.id,
        name: d.name,
        first_seen_at: d.firstSeenAt.toISOString(),
        last_seen_at: d.lastSeenAt.toISOString(),
        verified: d.verifiedAt !== null,
        is_current: d.tokenHash === current,
      })),
      max_devices: config.maxDevices,
    });
  });

  app.post(endpoints.verifyDevice.path, { preHandler: auth.requireDoctor }, async (request) => {
    const { doctor } = signedIn(request);
    const header = headerValue(request, headers.deviceToken);
    if (!currentDeviceHash(request)) {
      throw invalidField("device", "এই ডিভাইসটি শনাক্ত করা যায়নি। পাতাটি আবার খুলে চেষ্টা করুন।");
    }
    const { tokenHash } = await seeDevice(db, header, request.headers["user-agent"]);
    const now = clock();
    const outcome = await db.transaction(async (tx) => {
      await lockDeviceSlots(tx, doctor.id);
      const [device] = await tx.select().from(devices).where(eq(devices.tokenHash, tokenHash)).limit(1);
      if (device!.doctorId === doctor.id && device!.verifiedAt) return "already" as const;
      // The slot is checked before the token is spent, so "release one, then verify" reuses it.
      if ((await verifiedDeviceCount(tx, doctor.id)) >= config.maxDevices) throw noFreeSlot();
      if (!(await consumeOtpToken(tx, headerValue(request, headers.otpToken), "device", now, doctor.phone))) throw otpTokenRefused();
      await tx.update(devices).set({ doctorId: doctor.id, verifiedAt: now }).where(eq(devices.id, device!.id));
      return "verified" as const;
    });
    return shape("verifyDevice", {
      message: outcome === "already" ? "এই ডিভাইসটি আগেই যাচাই করা আছে।" : "ডিভাইসটি যাচাই করা হয়েছে।",
    });
  });

  app.post<{ Params: { id: string } }>(endpoints.releaseDevice.path, { preHandler: auth.requireDoctor }, async (request) => {
    const { doctor } = signedIn(request);
    const id = rowId(request.params.id);
    if (id === null) throw notFound("ডিভাইসটি পাওয়া যায়নি।");
    await db.transaction(async (tx) => {
      await lockDeviceSlots(tx, doctor.id);
      const [device] = await tx
        .select()
        .from(devices)
        .where(and(eq(devices.id, id), eq(devices.doctorId, doctor.id)))
        .limit(1);
      if (!device) throw notFound("ডিভাইসটি পাওয়া যায়নি।");
      if (device.tokenHash === currentDeviceHash(request)) {
        throw invalidField("device", "যে ডিভাইস থেকে এখন ব্যবহার করছেন, সেটি মুক্ত করা যাবে না।");
      }
      if (!device.verifiedAt) throw invalidField("device", "ডিভাইসটি যাচাই করা নেই, তাই মুক্ত করার কিছু নেই।");
      await tx.update(devices).set({ verifiedAt: null }).where(eq(devices.id, device.id));
    });
    return shape("releaseDevice", { message: "ডিভাইসটি মুক্ত করা হয়েছে। এখন অন্য একটি ডিভাইস যাচাই করা যাবে।" });
  });
};
