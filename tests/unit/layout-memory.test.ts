/**
 * Decision 043: the layouts' personal read (app data for the header, with the unread-notice count) is
 * remembered per login. Ordinary pages ask each time (LAYOUT_FRESH_MS 0), exam pages reuse what is
 * remembered, the holding page never asks the API, a busy API never makes the layout fail, and the
 * doctor's own profile or photo change is shown on the very next page, whichever process serves it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppData } from "@contract";

const callApi = vi.fn();
vi.mock("~/lib/product-api.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/product-api.server")>()),
  callApi: (...args: unknown[]) => callApi(...args),
}));

const { ApiUnavailableError } = await import("~/lib/product-api.server");
const { Session, commitSession } = await import("~/lib/session.server");
const { newRequestScope, runInRequestScope } = await import("~/lib/request-scope.server");
const { forgetLayoutData, getLayoutData, rememberUnreadNotices } = await import("~/lib/app-data.server");
const { LayoutMemory, layoutChanged, readForLayout, REMEMBER_MS } = await import("~/lib/layout-memory.server");
const { clearPublicDataCache } = await import("~/lib/public-data.server");
const { pageKindOf } = await import("~/features/exams/holding.server");

const frame = {
  logo: "/logo.png",
  footer_logo: "/footer.png",
  company_name: "সোপান",
  company_slogan: "",
  menus: [],
  footer_menu: [],
  footer_social_links: [],
  app_links: [],
  support: {
    helpline: "09612345678",
    messenger_link: "https://m.me/sopan",
    whatsapp_phone: "8801700000000",
    call_phone: "09612345678",
    chat_hours: { from: "09:00", to: "21:00" },
    phone_hours: { from: "09:00", to: "21:00" },
  },
  need_otp_for_registration: true,
  need_otp_for_reset_password: true,
};
const guest: AppData = { ...frame, is_logged_in: false, doctor: null, unread_notices: null };
const doctorNamed = (name: string, unreadNotices = 6): AppData => ({
  ...frame,
  is_logged_in: true,
  unread_notices: unreadNotices,
  doctor: {
    id: 7,
    name,
    phone: "01700000007",
    bmdc: null,
    email: null,
    medical_college_id: null,
    present_division_id: null,
    present_district_id: null,
    present_upazila_id: null,
    present_address: null,
    permanent_division_id: null,
    permanent_district_id: null,
    permanent_upazila_id: null,
    permanent_address: null,
    avatar: null,
    has_verified_device: true,
    has_active_courses_with_payment: true,
  },
});

/** The browser's cookie for a session holding `data`. */
function cookieOf(data: ConstructorParameters<typeof Session>[0]): string {
  return commitSession(new Session(data))!.split(";")[0]!;
}
const TOKEN = "12|abcdefghijklmnopqrstuvwxyz0123456789";
const EXAM_INFO = "/my/courses/3/schedule/4/events/5/exam-info";

/** One page request, in a request scope as the host serves it (one session object for all its loaders). */
function page(path: string, cookie: string) {
  const request = new Request(`http://portal.test${path}`, { headers: { cookie } });
  const scope = newRequestScope("10.0.0.1");
  return { request, scope, layout: () => runInRequestScope(scope, () => getLayoutData(request, pageKindOf(request))) };
}
const appDataCalls = () => callApi.mock.calls.filter(([request, name]) => request !== null && name === "appData").length;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00Z"), toFake: ["Date"] });
  callApi.mockReset();
  callApi.mockImplementation(async (request: Request | null, name: string) => {
    if (name !== "appData") throw new Error(`unexpected ${name}`);
    return request === null ? guest : doctorNamed("ডা. রহিম");
  });
  forgetLayoutData();
  clearPublicDataCache();
});
afterEach(() => vi.useRealTimers());

describe("the root layout's app data for a logged-in doctor", () => {
  it("is asked on every ordinary page by default (LAYOUT_FRESH_MS 0), so a login ended elsewhere shows at once", async () => {
    const cookie = cookieOf({ token: TOKEN });
    expect((await page("/my/dashboard", cookie).layout()).doctor).toEqual({ name: "ডা. রহিম", avatar: null });
    await page("/my/courses", cookie).layout();
    expect(appDataCalls()).toBe(2);
  });

  it("is another doctor's own: a different login asks for itself", async () => {
    await page("/my/dashboard", cookieOf({ token: TOKEN })).layout();
    await page("/my/dashboard", cookieOf({ token: "13|zyxwvutsrqponmlkjihgfedcba9876543210" })).layout();
    expect(appDataCalls()).toBe(2);
  });

  it("shows the doctor's own profile change on the next page: the write moves the key in their cookie", async () => {
    const before = { token: TOKEN };
    await page("/my/account", cookieOf(before)).layout();
    callApi.mockImplementation(async (request: Request | null) => (request === null ? guest : doctorNamed("ডা. নতুন নাম")));
    // The profile form's action, served by any process: it moves the session's layout revision.
    const edit = new Session(before);
    layoutChanged(edit);
    const after = page("/my/account", cookieOf(edit.data()));
    expect((await after.layout()).doctor?.name).toBe("ডা. নতুন নাম");
    expect(appDataCalls()).toBe(2);
  });

  it("on exam pages reuses what it remembers for minutes, and asks only when it remembers nothing", async () => {
    const cookie = cookieOf({ token: TOKEN });
    await page(EXAM_INFO, cookie).layout();
    vi.advanceTimersByTime(REMEMBER_MS - 1_000);
    await page(`${EXAM_INFO}?_data=root`, cookie).layout();
    await page("/my/exam-attempts/9?page=2", cookie).layout();
    expect(appDataCalls()).toBe(1);
  });

  it("on the holding page never asks the API: remembered, or the site frame with an unnamed doctor", async () => {
    const cookie = cookieOf({ token: TOKEN });
    const held = await page(`/my/exam-wait?to=${encodeURIComponent(EXAM_INFO)}&wait=3`, cookie).layout();
    expect(appDataCalls()).toBe(0);
    expect(held).toMatchObject({ is_logged_in: true, doctor: { name: null, avatar: null }, company_name: "সোপান" });

    await page("/my/dashboard", cookie).layout();
    const remembered = await page(`/my/exam-wait?to=${encodeURIComponent(EXAM_INFO)}&wait=3`, cookie).layout();
    expect(remembered.doctor?.name).toBe("ডা. রহিম");
    expect(appDataCalls()).toBe(1);
  });

  it("builds the unnamed doctor's layout from the last frame it had, without the API, in a process that served only doctors", async () => {
    await page(EXAM_INFO, cookieOf({ token: TOKEN })).layout();
    callApi.mockImplementation(async () => {
      throw new ApiUnavailableError("appData", "timeout after 4000ms", "timeout");
    });
    const held = await page("/my/exam-wait", cookieOf({ token: "15|yet-another-doctor-token-0123456789" })).layout();
    expect(held).toMatchObject({ is_logged_in: true, doctor: { name: null }, company_name: "সোপান" });
    expect(callApi.mock.calls.filter(([request]) => request === null)).toHaveLength(0);
  });

  it("when the API is busy, falls back to what it remembers, else to the unnamed doctor: never an error", async () => {
    const cookie = cookieOf({ token: TOKEN });
    await page("/", cookie).layout();
    vi.advanceTimersByTime(60_000);
    callApi.mockImplementation(async (request: Request | null) => {
      if (request === null) return guest;
      throw new ApiUnavailableError("appData", "timeout after 4000ms", "timeout");
    });
    expect((await page("/my/dashboard", cookie).layout()).doctor?.name).toBe("ডা. রহিম");
    const stranger = await page(EXAM_INFO, cookieOf({ token: "14|another-doctor-token-0123456789" })).layout();
    expect(stranger).toMatchObject({ is_logged_in: true, doctor: { name: null } });
  });

  it("does not remember a login the API no longer knows (the session ends, the visitor is a guest)", async () => {
    callApi.mockImplementation(async () => guest);
    const visit = page("/my/dashboard", cookieOf({ token: TOKEN }));
    expect((await visit.layout()).is_logged_in).toBe(false);
    expect(visit.scope.session?.isLoggedIn).toBe(false);
    await page("/my/dashboard", cookieOf({ token: TOKEN })).layout();
    expect(appDataCalls()).toBe(2);
  });
});

describe("readForLayout", () => {
  const counts = () => new LayoutMemory<number>(() => 0);
  const read = (
    memory: InstanceType<typeof LayoutMemory<number>>,
    reading: "fresh" | "memory",
    ask: () => Promise<number | null>,
  ) => {
    const request = new Request("http://portal.test/my/notices", { headers: { cookie: cookieOf({ token: TOKEN }) } });
    return runInRequestScope(newRequestScope("10.0.0.1"), () => readForLayout(request, memory, reading, ask));
  };

  it("asks every time when fresh means 0 ms, and keeps the last answer for memory-only reads and for a failed ask", async () => {
    const memory = counts();
    const ask = vi.fn(async () => 3);
    expect(await read(memory, "fresh", ask)).toBe(3);
    expect(await read(memory, "fresh", ask)).toBe(3);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(await read(memory, "memory", ask)).toBe(3);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(await read(memory, "fresh", async () => null)).toBe(3);
  });

  it("answers nothing when reading from memory and nothing is remembered, without asking", async () => {
    const ask = vi.fn(async () => 3);
    expect(await read(counts(), "memory", ask)).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });
});

describe("the unread-notice count, with the app data", () => {
  const layoutOn = (path: string, cookie: string, pageCount?: number) => {
    const { request, scope } = page(path, cookie);
    return runInRequestScope(scope, async () => {
      const layout = await getLayoutData(request, pageKindOf(request));
      if (pageCount !== undefined) rememberUnreadNotices(request, pageCount);
      return layout.unread_notices;
    });
  };

  it("is the app data's own on every page: no page asks the API for the count apart", async () => {
    const cookie = cookieOf({ token: TOKEN });
    for (const path of ["/my/dashboard", "/my/courses", "/my/progress", EXAM_INFO]) expect(await layoutOn(path, cookie)).toBe(6);
    expect(callApi.mock.calls.every(([, name]) => name === "appData")).toBe(true);
  });

  it("a page's own newer count (a notice just read) is what the exam pages' remembered layout then shows", async () => {
    const cookie = cookieOf({ token: TOKEN });
    expect(await layoutOn("/my/notices/12", cookie, 5)).toBe(6);
    expect(await layoutOn(EXAM_INFO, cookie)).toBe(5);
    expect(appDataCalls()).toBe(1);
    // An ordinary page asks for app data again, and shows its count.
    expect(await layoutOn("/my/courses", cookie)).toBe(6);
  });

  it("is never another doctor's: the unnamed doctor's layout, built from the last frame, has none", async () => {
    await page("/my/dashboard", cookieOf({ token: TOKEN })).layout();
    const held = await page("/my/exam-wait", cookieOf({ token: "15|yet-another-doctor-token-0123456789" })).layout();
    expect(held).toMatchObject({ doctor: { name: null }, unread_notices: null });
  });
});
