/**
 * App data (menus, logo, support contacts, who is logged in, their unread notices). Guests all see the
 * same answer, so it comes from the shared public cache; a logged-in doctor's answer is personal:
 * fetched on their behalf, and for the layout remembered per login for a few seconds (decision 043).
 */
import type { AppData } from "@contract";
import { config } from "./config.server";
import { readForLayout, reviseForLayout, LayoutMemory, type LayoutReading, type PageKind } from "./layout-memory.server";
import { errorReason, logEvent } from "./log.server";
import { ApiUnavailableError, expireLogin } from "./product-api.server";
import { guestAnswer, guestOrLive } from "./public-data.server";
import { getSession } from "./session.server";

export async function getAppData(request: Request): Promise<AppData> {
  const appData = await guestOrLive(request, "appData");
  const session = getSession(request);
  // The API answers app data to anyone and simply says "not logged in" for a token it no longer knows.
  if (session.isLoggedIn && !appData.is_logged_in) expireLogin(session, "appData");
  return appData;
}

/** Only what a page shows about the doctor: no id, no phone, no profile fields, never a token. */
export type LayoutDoctor = { name: string | null; avatar: string | null };
export type LayoutData = Omit<AppData, "doctor" | "gns_ddt"> & { doctor: LayoutDoctor | null };

export function toLayoutData(appData: AppData): LayoutData {
  const { doctor, gns_ddt: _deviceToken, ...rest } = appData;
  return { ...rest, doctor: doctor && { name: doctor.name, avatar: doctor.avatar } };
}

const layoutMemory = new LayoutMemory<LayoutData>(() => config().LAYOUT_FRESH_MS);
/** The layout's app data by kind of page: an exam page reuses what it remembers, the holding page never asks. */
const READING: Record<PageKind, LayoutReading> = { ordinary: "fresh", exam: "reuse", held: "memory" };
/**
 * The site frame (menus, logo, contacts: the same for everyone) of the last app data this process
 * had, a doctor's or a guest's: what an unnamed doctor's layout is built from without waiting for
 * the API (a process that served only logged-in doctors has no guest answer cached).
 */
let lastFrame: LayoutData | null = null;

/**
 * The root layout's data. For a logged-in doctor: their app data as the page kind allows
 * (layout-memory.server.ts); when the API is busy or down and nothing is remembered, the site frame
 * with an unnamed doctor ("ডাক্তার" in the header), so a slow API never turns the layout into an
 * error page: the page's own data decides whether it can be shown.
 */
export async function getLayoutData(request: Request, kind: PageKind): Promise<LayoutData> {
  if (!getSession(request).isLoggedIn) return (lastFrame = toLayoutData(await getAppData(request)));
  const remembered = await readForLayout(request, layoutMemory, READING[kind], async () => {
    try {
      return (lastFrame = toLayoutData(await getAppData(request)));
    } catch (e) {
      if (!(e instanceof ApiUnavailableError)) throw e;
      logEvent("warn", "layout_without_app_data", { reason: errorReason(e) });
      return null;
    }
  });
  if (remembered) return remembered;
  const frame = lastFrame ?? toLayoutData(await guestAnswer("appData"));
  // The frame may be another doctor's answer: nothing of theirs but the site's parts.
  return { ...frame, is_logged_in: true, doctor: { name: null, avatar: null }, unread_notices: null };
}

/**
 * The unread count a page's own API answer brought (the dashboard, the notice list, a notice), which
 * is newer than the app data's when the page just marked a notice read: kept in the remembered app
 * data, so the exam pages that show the remembered layout show it. Returned as it is.
 */
export function rememberUnreadNotices(request: Request, count: number): number {
  reviseForLayout(request, layoutMemory, (data) => ({ ...data, unread_notices: count }));
  return count;
}

/** Tests start every case with nothing remembered. */
export function forgetLayoutData(): void {
  layoutMemory.clear();
  lastFrame = null;
}
