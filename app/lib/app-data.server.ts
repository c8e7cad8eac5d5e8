/**
 * App data (menus, logo, support contacts, who is logged in). Guests all see the same answer, so it
 * comes from the shared public cache; a logged-in doctor's answer is personal and always fetched live.
 */
import type { AppData } from "@contract";
import { expireLogin } from "./product-api.server";
import { guestOrLive } from "./public-data.server";
import { getSession } from "./session.server";

export async function getAppData(request: Request): Promise<AppData> {
  const appData = await guestOrLive(request, "appData");
  const session = getSession(request);
  // The API answers app data to anyone and simply says "not logged in" for a token it no longer knows.
  if (session.isLoggedIn && !appData.is_logged_in) expireLogin(session, "appData");
  return appData;
}

/** Only what a page shows about the doctor: no phone, no profile fields, never a token. */
export type LayoutDoctor = { id: number; name: string | null; avatar: string | null };
export type LayoutData = Omit<AppData, "doctor" | "gns_ddt"> & { doctor: LayoutDoctor | null };

export function toLayoutData(appData: AppData): LayoutData {
  const { doctor, gns_ddt: _deviceToken, ...rest } = appData;
  return { ...rest, doctor: doctor && { id: doctor.id, name: doctor.name, avatar: doctor.avatar } };
}
