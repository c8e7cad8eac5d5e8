/** The "seed facts" other engineers' tests rely on (shared brief), asserted through the API. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { issueToken } from "../../server/auth/tokens";
import { events } from "../../server/db/schema";
import {
  ADMIN_EXAM_TITLE,
  HIDDEN_REVIEW_EXAM_TITLE,
  MASTER_EXAM_TITLE,
  PAST_EXAM_TITLE,
  PENDING_EXAM_TITLE,
} from "../../server/seed/exam-results";
import { FCPS_EXAM_TITLE, OPEN_ADMIN_EXAM_TITLE, SHORT_EXAM_TITLE } from "../../server/seed/exams";
import { bearer, DEMO_DOCTOR_ID, makeTestApi, type TestApi } from "./helpers";
import { demoOnDevice } from "./learning-helpers";

let api: TestApi;
let doctorToken: string;
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await api.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

beforeAll(async () => {
  api = await makeTestApi();
  doctorToken = (await issueToken(api.db, DEMO_DOCTOR_ID, { name: "seed facts" })).plaintext;
}, 120_000); // seeding a fresh database is slow on a loaded machine
afterAll(() => api.close());

describe("home page data", () => {
  it("scrolling notices: external, in-app and plain, in order", async () => {
    const { data } = await get("/api/v3/web/homepage/scrolling-notices");
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.slice(0, 3).map((n: { title: string; link: string | null }) => [n.title, n.link])).toEqual([
      ["এফসিপিএস পার্ট-১ নতুন ব্যাচে ভর্তি চলছে", "https://sopan-pg.example/news/fcps-admission"],
      ["রেসিডেন্সি মক টেস্টের সময়সূচি প্রকাশিত", "/batches"],
      ["ঈদের ছুটিতে অফিস বন্ধ থাকবে", null],
    ]);
  });

  it("hero slides: an embed video, a watch video and picture slides", async () => {
    const { data } = await get("/api/v3/web/homepage/banner-section");
    const slides = data.slide_items as { thumb: string | null; link: string; is_video: boolean }[];
    expect(slides.length).toBeGreaterThanOrEqual(4);
    expect(slides).toContainEqual(
      expect.objectContaining({ is_video: true, thumb: null, link: "https://www.youtube.com/embed/dQw4w9WgXcQ" }),
    );
    expect(slides).toContainEqual(
      expect.objectContaining({ is_video: true, thumb: null, link: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" }),
    );
    const pictures = slides.filter((s) => !s.is_video);
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const s of pictures) {
      expect(s.thumb).toMatch(/^\/media\/slides\/.+\.svg$/);
      expect(s.link).toMatch(/^https:\/\//);
    }
    expect(data.promotional_banners.map((b: { key: string }) => b.key)).toEqual([
      "bcs-care",
      "pg",
      "dentistry",
      "career-guidance",
    ]);
  });

  it("batch categories: twelve, fcps-part-1 first, residency present, some without subtitle", async () => {
    const { data } = await get("/api/v3/web/homepage/batch-categories");
    expect(data).toHaveLength(12);
    expect(data[0]).toEqual({ slug: "fcps-part-1", title: "এফসিপিএস পার্ট-১", subtitle: "মেডিসিন, সার্জারি, গাইনি ও পেডিয়াট্রিক্স" });
    expect(data.filter((c: { subtitle: string | null }) => c.subtitle === null).length).toBeGreaterThanOrEqual(3);
    expect(data.map((c: { slug: string }) => c.slug)).toContain("residency");
  });

  it("course families: six, in order, with their icons", async () => {
    const { data } = await get("/api/v3/web/homepage/courses");
    expect(data).toEqual([
      { slug: "fcps", title: "এফসিপিএস", icon: "icon-fcps" },
      { slug: "residency", title: "রেসিডেন্সি", icon: "icon-residency" },
      { slug: "m-phil-diploma", title: "এম.ফিল/ডিপ্লোমা", icon: "icon-m-phil-diploma" },
      { slug: "mph", title: "এমপিএইচ", icon: "icon-mph" },
      { slug: "combined", title: "কম্বাইন্ড", icon: "icon-combined" },
      { slug: "outlier", title: "আউটলায়ার", icon: "icon-outlier" },
    ]);
  });

  it("other services: the four keys with https links", async () => {
    const { data } = await get("/api/v3/web/homepage/other-services");
    expect(data.map((s: { key: string }) => s.key)).toEqual(["bcs-care", "genesis-pg", "dentistry", "gcpsc"]);
    for (const s of data) expect(s.link).toMatch(/^https:\/\//);
  });

  it("contacts: five, the first with every channel, the last with none", async () => {
    const { data } = await get("/api/v3/web/homepage/contact-list");
    expect(data).toHaveLength(5);
    const [first, last] = [data[0], data[4]];
    expect(first).toMatchObject({ department: "এফসিপিএস বিভাগ", phone: "01711000001" });
    for (const channel of ["whatsapp", "fb_page", "fb_group", "website"]) expect(first[channel]).not.toBeNull();
    expect(last).toEqual({
      id: last.id,
      department: "হিসাব বিভাগ",
      phone: "01711000005",
      whatsapp: null,
      fb_page: null,
      fb_group: null,
      website: null,
    });
  });
});

describe("events", () => {
  it("home section: four by deadline, an alumni event among them, hidden 1007 (the soonest deadline) not", async () => {
    const page = await get("/api/v3/web/homepage/event-categories?list-for=homepage-section&perpage=4");
    expect(page.data).toHaveLength(4);
    const deadlines = page.data.map((e: { deadline: string }) => Date.parse(e.deadline));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    expect(page.data.map((e: { id: number }) => e.id)).not.toContain(1007);
    expect(page.data).toContainEqual(expect.objectContaining({ type: 2, name: "অ্যালামনাই মিলনমেলা ২০২৬" }));
    for (const d of deadlines) expect(d).toBeGreaterThan(Date.now());
    // The seed does hold 1007, with the soonest deadline of all, so the API's hiding is what keeps it out.
    const [hidden] = await api.db.select().from(events).where(eq(events.id, 1007));
    expect(hidden).toMatchObject({ name: "অভ্যন্তরীণ পরীক্ষামূলক ইভেন্ট" });
    expect(hidden!.deadline.getTime()).toBeLessThan(deadlines[0]);
  });

  it("the full list has every event but 1007, a closed one included", async () => {
    const page = await get("/api/v3/web/events?perpage=50");
    expect(page.total).toBe(7);
    const ids = page.data.map((e: { id: number }) => e.id);
    expect(ids).not.toContain(1007);
    expect(page.data.some((e: { deadline: string }) => Date.parse(e.deadline) < Date.now())).toBe(true);
    // Open events first; the closed one comes last.
    expect(Date.parse(page.data.at(-1).deadline)).toBeLessThan(Date.now());
  });

  it("event 1007 answers 404 like a missing one", async () => {
    expect((await api.app.inject({ url: "/api/v3/web/events/1007" })).statusCode).toBe(404);
  });
});

describe("faqs, quizzes, settings, pages, gallery", () => {
  it("faqs: eight, the home preview gets the first five", async () => {
    const all = await get("/api/v3/web/faqs?perpage=50");
    expect(all.total).toBe(8);
    const home = await get("/api/v3/web/faqs?list-for=homepage&perpage=5");
    expect(home.data).toEqual(all.data.slice(0, 5));
    expect(home.data[0]).toEqual({ id: 1, title: "কোর্সে ভর্তি হওয়ার প্রক্রিয়া কী?" });
    const one = await get("/api/v3/web/faqs/1");
    expect(one.data.answer_html).toContain("<ol>");
  });

  it("quizzes: five, four on the home page, cardiology first", async () => {
    expect((await get("/api/v3/web/quizzes?per-page=50")).total).toBe(5);
    const home = await get("/api/v3/web/quizzes?list-for=homepage-section&per-page=4");
    expect(home.data).toHaveLength(4);
    expect(home.data[0]).toEqual({
      id: home.data[0].id,
      key: "cardiology-weekly",
      title: "কার্ডিওলজি সাপ্তাহিক কুইজ",
      participated: null,
      quiz_property: { title: expect.any(String), full_mark: 25, duration: 750 },
    });
  });

  it("quizzes: the demo doctor finished cardiology and left anatomy open", async () => {
    const { data } = await get("/api/v3/web/quizzes?per-page=50", bearer(doctorToken));
    const byKey = Object.fromEntries(data.map((q: { key: string; participated: unknown }) => [q.key, q.participated]));
    expect(byKey["cardiology-weekly"]).toEqual({ finished: 1 });
    expect(byKey["anatomy-basics"]).toEqual({ finished: 0 });
    expect(byKey["pharmacology-rapid"]).toBeNull();
  });

  it("course-settings/1 is the promotion modal", async () => {
    expect(await get("/api/v3/web/course-settings/1")).toEqual({
      data: {
        id: 1,
        name: "promotion-modal",
        settings: {
          enabled: true,
          title: "গ্র্যান্ড মক ব্যাচ",
          body: "রেসিডেন্সি গ্র্যান্ড মক ব্যাচে সীমিত আসন — আজই দেখে নিন।",
          link: "/residency/batches?search=grand-mock",
          image: "/media/banners/grand-mock.svg",
        },
      },
    });
  });

  it.each([
    ["about", "আমাদের সম্পর্কে"],
    ["terms-condition", "শর্তাবলি"],
    ["privacy-policy", "গোপনীয়তা নীতি"],
    ["refund-policy", "রিফান্ড নীতি"],
  ])("page %s is titled %s and has real content", async (slug, title) => {
    const { data } = await get(`/api/v3/web/pages/${slug}`);
    expect(data).toMatchObject({ slug, title });
    expect(data.body_html).toMatch(/<h2>/);
    expect(data.body_html.length).toBeGreaterThan(800);
  });

  it("the refund policy speaks of bKash and taka", async () => {
    const { data } = await get("/api/v3/web/pages/refund-policy");
    expect(data.body_html).toContain("বিকাশ");
    expect(data.body_html).toContain("৳");
  });

  it("gallery: at least six images, each served", async () => {
    const { data } = await get("/api/v3/web/gallery");
    expect(data.length).toBeGreaterThanOrEqual(6);
    for (const image of data) expect((await api.app.inject({ url: image.image })).statusCode).toBe(200);
  });
});

describe("app data", () => {
  it("menus, footer, links and support as promised", async () => {
    const data = await get("/api/v3/web/app-data");
    const menus = data.menus as { title: string; link: string; children?: { link: string }[] }[];
    expect(menus.map((m) => [m.title, m.link])).toEqual(
      expect.arrayContaining([
        ["হোম", "/"],
        ["ব্যাচ", "/batches"],
        ["ইভেন্ট", "/events"],
        ["কুইজ", "/quiz-list"],
        ["যোগাযোগ", "/contact-details"],
      ]),
    );
    expect(menus.find((m) => m.title === "কোর্সসমূহ")?.children?.map((c) => c.link)).toEqual(
      ["fcps", "residency", "m-phil-diploma", "mph", "combined", "outlier"].map((slug) => `/courses/${slug}`),
    );
    const footerLinks = data.footer_menu.map((m: { link: string }) => m.link);
    expect(footerLinks).toEqual(
      expect.arrayContaining(["/about", "/terms-condition", "/privacy-policy", "/refund-policy", "/gallery", "/faq"]),
    );
    expect(data.footer_social_links.map((l: { platform: string }) => l.platform)).toEqual(["facebook", "youtube", "telegram"]);
    expect(data.app_links.map((l: { platform: string }) => l.platform)).toEqual(["android", "ios"]);
    expect(data.support).toEqual({
      helpline: "09610-000111",
      messenger_link: "https://m.me/sopanpg",
      whatsapp_phone: "8801711000000",
      call_phone: "09610-000111",
      chat_hours: { from: "10:00", to: "24:00" },
      phone_hours: { from: "10:00", to: "20:00" },
    });
    expect(data).toMatchObject({
      company_name: "সোপান মেডিকেল পিজি একাডেমি",
      company_slogan: "পোস্ট-গ্র্যাজুয়েট প্রস্তুতির নির্ভরযোগ্য সোপান",
      need_otp_for_registration: true,
      need_otp_for_reset_password: true,
    });
  });

  it("the demo doctor is id 1, ডা. তাসনিম রহমান, 01700000001", async () => {
    const data = await get("/api/v3/web/app-data", bearer(doctorToken));
    expect(data.doctor).toMatchObject({ id: 1, name: "ডা. তাসনিম রহমান", phone: "01700000001" });
  });
});

describe("the demo doctor's exams (exam review pages rely on these)", () => {
  type Listed = {
    title: string;
    kind: string;
    status: string;
    review_available: boolean;
    attempt: { is_pending: boolean } | null;
  };

  it("past results on both active courses, a hidden review, a pending attempt, a master and an admin exam", async () => {
    const headers = await demoOnDevice(api.db);
    const courses: { id: number; status: string }[] = (await get("/api/v3/web/doctor/courses", headers)).data;
    const active = courses.filter((c) => c.status === "active");
    expect(active).toHaveLength(2);
    const lists = await Promise.all(active.map((c) => get(`/api/v3/web/doctor/courses/${c.id}/exams`, headers)));
    const listed: Listed[] = [...lists.flatMap((l) => l.data), ...(await get("/api/v3/web/doctor/admin-exams", headers)).data];
    const submitted = listed.filter((e) => e.status === "submitted");
    expect(submitted.map((e) => e.title).sort()).toEqual(
      [PAST_EXAM_TITLE, HIDDEN_REVIEW_EXAM_TITLE, PENDING_EXAM_TITLE, MASTER_EXAM_TITLE, ADMIN_EXAM_TITLE].sort(),
    );
    expect(listed.find((e) => e.title === HIDDEN_REVIEW_EXAM_TITLE)?.review_available).toBe(false);
    expect(listed.find((e) => e.title === PENDING_EXAM_TITLE)?.attempt?.is_pending).toBe(true);
    expect(listed.find((e) => e.title === MASTER_EXAM_TITLE)?.kind).toBe("master");
    expect(listed.find((e) => e.title === ADMIN_EXAM_TITLE)?.kind).toBe("admin");
    // The open exams of server/seed/exams.ts are still there to sit.
    expect(listed.filter((e) => e.status === "open").map((e) => e.title)).toEqual(
      expect.arrayContaining([SHORT_EXAM_TITLE, FCPS_EXAM_TITLE, OPEN_ADMIN_EXAM_TITLE]),
    );
  });
});

describe("the demo doctor's study content (decision 021)", () => {
  it("8 notices (site, course and batch), 4 of them unread", async () => {
    const body = await get("/api/v3/web/doctor/notices?perpage=50", bearer(doctorToken));
    expect(body.total).toBe(8);
    expect(body.unread_count).toBe(4);
    expect(new Set(body.data.map((n: { scope: string }) => n.scope))).toEqual(new Set(["site", "course", "batch"]));
  });

  it("2 complaint threads, each with an academy reply", async () => {
    const { data } = await get("/api/v3/web/doctor/complaints", bearer(doctorToken));
    expect(data).toHaveLength(2);
    for (const c of data) expect(c.replies).toBeGreaterThanOrEqual(1);
  });

  it("4 lecture sheets: delivered, in transit, packed and not yet packed; a 10-page reference book (id 1)", async () => {
    const headers = await demoOnDevice(api.db);
    const sheets = await get("/api/v3/web/doctor/lecture-sheets", headers);
    expect(sheets.data.map((s: { delivery: { stage: string } | null }) => s.delivery?.stage ?? null)).toEqual([
      "delivered",
      "in_transit",
      "packed",
      null,
    ]);
    expect(sheets.delivery_address).toBe("বাড়ি ১২, ব্যাংক কলোনি, সাভার, ঢাকা");
    const books = await get("/api/v3/web/doctor/reference-books", headers);
    expect(books.data).toEqual([expect.objectContaining({ id: 1, last_page: 10, title: expect.stringContaining("Guyton") })]);
  });
});

describe("the demo doctor's study area", () => {
  it("two active courses with at least 20 timetable items, and at least 5 videos: class videos, admin videos, an open and a closed missed class", async () => {
    const demo = await demoOnDevice(api.db);
    const courses = (await get("/api/v3/web/doctor/courses", demo)).data as { id: number; status: string }[];
    const active = courses.filter((c) => c.status === "active");
    expect(active).toHaveLength(2);
    let items = 0;
    let classVideos = 0;
    for (const c of active) {
      const { slots } = (await get(`/api/v3/web/doctor/courses/${c.id}/schedule`, demo)).data;
      items += slots.length;
      classVideos += slots.reduce((n: number, s: { video_count: number }) => n + s.video_count, 0);
    }
    expect(items).toBeGreaterThanOrEqual(20);
    expect(classVideos).toBeGreaterThanOrEqual(4);
    const admin = (await get("/api/v3/web/doctor/admin-videos", demo)).data;
    expect(admin.length).toBeGreaterThanOrEqual(1);
    const pending = (await get("/api/v3/web/doctor/pending-videos", demo)).data as { open: boolean }[];
    expect(pending.map((p) => p.open)).toEqual([true, false]);
    expect(classVideos + admin.length + pending.length).toBeGreaterThanOrEqual(5);
  });
});
