import { beforeEach, describe, expect, it, vi } from "vitest";

const publicData = vi.fn();
const guestOrLive = vi.fn();

// Who gets the cached guest list and who the live one is guestOrLive's job (tests/unit/guest-or-live.test.ts).
vi.mock("~/lib/public-data.server", () => ({
  publicData: (...args: unknown[]) => publicData(...args),
  guestOrLive: (...args: unknown[]) => guestOrLive(...args),
}));
vi.mock("~/lib/log.server", () => ({ logEvent: vi.fn(), errorReason: (e: unknown) => String(e) }));

const { homeSections, HOME_QUERIES } = await import("~/features/home/home.server");

const page = <T>(data: T[]) => ({ current_page: 1, last_page: 1, per_page: 4, total: data.length, data });
const event = (id: number, type = 1) => ({
  id,
  type,
  name: `e${id}`,
  image: "/media/e.svg",
  deadline: "2026-01-01T00:00:00+06:00",
});
const answers: Record<string, unknown> = {
  scrollingNotices: { data: [{ id: 1, title: "n", link: null }] },
  bannerSection: { data: { slide_items: [{ id: 1 }], promotional_banners: [{ id: 2 }] } },
  eventCategories: page([event(1007), event(1), event(2, 2)]),
  batchCategories: { data: [{ slug: "a" }] },
  otherServices: { data: [{ key: "bcs-care" }] },
  courses: { data: [{ slug: "fcps" }] },
  faqs: page([{ id: 1, title: "f" }]),
  contactList: { data: [{ id: 1 }] },
  quizzes: page([{ id: 1, key: "q", participated: null }]),
  courseSettings: {
    data: { id: 1, name: "promotion-modal", settings: { enabled: true, title: "t", body: "b", link: "/x", image: null } },
  },
};
const request = (cookie?: string) => new Request("http://portal.test/", { headers: cookie ? { cookie } : {} });

beforeEach(() => {
  publicData.mockReset().mockImplementation(async (name: string) => answers[name]);
  guestOrLive.mockReset().mockImplementation(async (_req: unknown, name: string) => answers[name]);
});

describe("homeSections", () => {
  it("asks each list with the spec's query and shows the events the API lists (the API hides 1007)", async () => {
    const s = homeSections(request());
    expect((await s.events)?.map((e) => e.id)).toEqual([1007, 1, 2]);
    expect(publicData).toHaveBeenCalledWith("eventCategories", { query: HOME_QUERIES.events });
    expect(publicData).toHaveBeenCalledWith("faqs", { query: { "list-for": "homepage", perpage: 5 } });
    expect(await s.slides).toEqual([{ id: 1 }]);
    expect(await s.banners).toEqual([{ id: 2 }]);
    // One banner-section call feeds both the slider and the promotional banners.
    expect(publicData.mock.calls.filter(([name]) => name === "bannerSection")).toHaveLength(1);
  });

  it("turns one failing call into that section's null, leaving the others intact", async () => {
    publicData.mockImplementation(async (name: string) => {
      if (name === "faqs" || name === "bannerSection") throw new Error("API down");
      return answers[name];
    });
    const s = homeSections(request());
    expect(await s.faqs).toBeNull();
    expect(await s.slides).toBeNull();
    expect(await s.banners).toBeNull();
    expect(await s.courses).toEqual([{ slug: "fcps" }]);
    expect(await s.contacts).toEqual([{ id: 1 }]);
  });

  it("asks the quizzes guest-or-live, on the visitor's behalf, with the spec's query", async () => {
    const req = request();
    expect(await homeSections(req).quizzes).toEqual([{ id: 1, key: "q", participated: null }]);
    expect(guestOrLive).toHaveBeenCalledWith(req, "quizzes", { query: { "list-for": "homepage-section", "per-page": 4 } });
    expect(publicData).not.toHaveBeenCalledWith("quizzes", expect.anything());
  });

  it("turns failing quizzes into a null section, never into another list", async () => {
    guestOrLive.mockRejectedValue(new Error("timeout"));
    expect(await homeSections(request()).quizzes).toBeNull();
    expect(publicData).not.toHaveBeenCalledWith("quizzes", expect.anything());
  });

  it("loads the promotion only when it is due", async () => {
    expect(await homeSections(request()).promo).toEqual({ title: "t", body: "b", link: "/x", image: null });
    publicData.mockClear();
    expect(await homeSections(request(`promo_seen_at=${Date.now()}`)).promo).toBeNull();
    expect(publicData).not.toHaveBeenCalledWith("courseSettings", expect.anything());
  });
});
