/**
 * App data (menus, logo, support contacts, who is logged in). Guests all see the same answer, so it
 * comes from the shared public cache; a logged-in doctor's answer is personal and always fetched live.
 */
import type { AppData } from "@contract";
import { ApiResponseError, callApi, expireLogin } from "./product-api.server";
import { publicData } from "./public-data.server";
import { getSession } from "./session.server";

export async function getAppData(request: Request): Promise<AppData> {
  const session = getSession(request);
  if (!session.isLoggedIn) return publicData("appData");
  try {
    const live = await callApi(request, "appData");
    // The API answers app data to anyone and simply says "not logged in" for a token it no longer knows.
    if (!live.is_logged_in) expireLogin(session, "appData");
    return live;
  } catch (e) {
    // callApi already logged the visitor out and flashed "sessionExpired"; show the page as a guest.
    if (e instanceof ApiResponseError && e.status === 401) return publicData("appData");
    throw e;
  }
}

/** Only what a page shows about the doctor: no phone, no profile fields, never a token. */
export type LayoutDoctor = { id: number; name: string | null; avatar: string | null };
export type LayoutData = Omit<AppData, "doctor" | "gns_ddt"> & { doctor: LayoutDoctor | null };

export function toLayoutData(appData: AppData): LayoutData {
  const { doctor, gns_ddt: _deviceToken, ...rest } = appData;
  return { ...rest, doctor: doctor && { id: doctor.id, name: doctor.name, avatar: doctor.avatar } };
}
