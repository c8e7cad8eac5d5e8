/** Notices, complain box, lecture sheets and reference books (issue 11, decision 021): rights, read state, plain-text rules. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLAINT_TEXT, COMPLAINTS_PER_DAY } from "../../server/contract";
import { complaintMessages, complaints, doctorNotices } from "../../server/db/schema";
import { makeTestApi, type TestApi } from "./helpers";
import { demoOnDevice, doctorOnDevice, doctorWithCourse, type DoctorHeaders } from "./learning-helpers";

// Seeded: the demo doctor is active in batches 7 and 21 (courses fcps-mock and residency), expired in 23.
let api: TestApi;
let demo: DoctorHeaders;
const BASE = "/api/v3/web/doctor";
const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url: `${BASE}${url}`, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  api.app.inject({ method: "POST", url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  api = await makeTestApi();
  demo = await demoOnDevice(api.db);
}, 120_000);
afterAll(() => api.close());

type Notice = { id: number; scope: string; title: string; read_at: string | null };

describe("notices", () => {
  it("reach a doctor only when site-wide or for their courses and batches", async () => {
    const body = (await get("/notices?perpage=50", demo)).json();
    const titles = (body.data as Notice[]).map((n) => n.title);
    expect(body.total).toBe(8);
    expect(titles.some((t) => t.startsWith("এমপিএইচ"))).toBe(false);
    expect(new Set((body.data as Notice[]).map((n) => n.scope))).toEqual(new Set(["site", "course", "batch"]));

    // A doctor of another batch sees the site-wide notices and nothing of the demo doctor's batches or running courses.
    const other = await doctorWithCourse(api.db, 1, "active");
    const theirs = (await get("/notices?perpage=50", other.headers)).json().data as Notice[];
    expect(theirs.filter((n) => n.scope === "site")).toHaveLength(3);
    expect(theirs.some((n) => n.scope === "batch" || /রেসিডেন্সি|মক টেস্ট/.test(n.title))).toBe(false);
  });

  it("opening marks read once: the count drops by one and a second open keeps the first read time", async () => {
    const headers = await doctorOnDevice(api.db, (await doctorWithCourse(api.db, 7, "active")).doctorId);
    const before = (await get("/notices/unread-count", headers)).json().unread_count as number;
    const [unread] = (await get("/notices?unread=1", headers)).json().data as Notice[];
    const first = await post(`/notices/${unread!.id}/read`, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().unread_count).toBe(before - 1);
    expect(first.json().data.read_at).not.toBeNull();
    const again = (await post(`/notices/${unread!.id}/read`, headers)).json();
    expect(again.data.read_at).toBe(first.json().data.read_at);
    expect(again.unread_count).toBe(before - 1);
    expect((await get("/notices?unread=1&perpage=50", headers)).json().data.map((n: Notice) => n.id)).not.toContain(unread!.id);
    // The read is this doctor's: the demo doctor's count is untouched by it.
    expect((await get("/notices/unread-count", demo)).json().unread_count).toBe(4);
  });

  it("a notice of another course is a 404, like one that does not exist; a guest gets 401", async () => {
    const all = await api.db.select({ id: doctorNotices.id, title: doctorNotices.title }).from(doctorNotices);
    const foreign = all.find((n) => n.title.startsWith("এমপিএইচ"))!;
    const res = await post(`/notices/${foreign.id}/read`, demo);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("এমপিএইচ");
    expect((await post("/notices/999999/read", demo)).json()).toEqual(res.json());
    expect((await get("/notices")).statusCode).toBe(401);
    expect((await get("/notices/unread-count")).statusCode).toBe(401);
  });

  it("need only the login, not a verified device", async () => {
    const unverified = await demoOnDevice(api.db, { verified: false });
    expect((await get("/notices", unverified)).statusCode).toBe(200);
  });
});

const TEXT = "গত সপ্তাহের মক টেস্টের ফলাফলে আমার নম্বর ভুল দেখাচ্ছে; দয়া করে আবার দেখবেন।";

describe("complain box", () => {
  it("creates a thread, replies append in order, and the list shows it", async () => {
    const { doctorId } = await doctorWithCourse(api.db, 7, "active");
    const headers = await doctorOnDevice(api.db, doctorId);
    const created = await post("/complaints", headers, { category: "exam", text: `  ${TEXT}\nদ্বিতীয় লাইন  ` });
    expect(created.statusCode, created.body).toBe(201);
    const thread = created.json().data;
    expect(thread.messages).toEqual([expect.objectContaining({ author: "doctor", body: `${TEXT}\nদ্বিতীয় লাইন` })]);
    await post(`/complaints/${thread.id}/replies`, headers, { text: "আরেকটি তথ্য যোগ করছি।" });
    const reply = await post(`/complaints/${thread.id}/replies`, headers, { text: "ধন্যবাদ।" });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.messages.map((m: { body: string }) => m.body)).toEqual([
      `${TEXT}\nদ্বিতীয় লাইন`,
      "আরেকটি তথ্য যোগ করছি।",
      "ধন্যবাদ।",
    ]);
    const list = (await get("/complaints", headers)).json();
    expect(list.data).toEqual([expect.objectContaining({ id: thread.id, category: "exam", status: "open", replies: 0 })]);
  });

  it("the demo doctor's seeded threads: academy replies between the doctor's, oldest first", async () => {
    const list = (await get("/complaints", demo)).json().data as { id: number }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const threads = await Promise.all(list.map(async (c) => (await get(`/complaints/${c.id}`, demo)).json().data));
    const sheet = threads.find((t) => t.category === "sheet")!;
    expect(sheet.messages.map((m: { author: string }) => m.author)).toEqual(["doctor", "academy", "doctor", "academy"]);
    const times = sheet.messages.map((m: { created_at: string }) => m.created_at);
    expect(times).toEqual([...times].sort());
  });

  it.each([
    ["too short", "ছোট লেখা", "অন্তত"],
    ["too long", "ক".repeat(COMPLAINT_TEXT.max + 1), "সর্বোচ্চ"],
    ["HTML", `${TEXT} <script>alert(1)</script>`, "HTML"],
    ["an entity", `${TEXT} &lt;b&gt;`, "HTML"],
    ["a control character", `${TEXT}\u0007`, "অচল"],
  ])("refuses %s with a Bengali message on the field and stores nothing", async (_, text, words) => {
    const { doctorId } = await doctorWithCourse(api.db, 7, "active");
    const headers = await doctorOnDevice(api.db, doctorId);
    const res = await post("/complaints", headers, { category: "exam", text });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.text[0]).toContain(words);
    expect((await get("/complaints", headers)).json().total).toBe(0);
  });

  it("refuses an unknown category, and an HTML reply", async () => {
    const res = await post("/complaints", demo, { category: "<b>", text: TEXT });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.category).toBeDefined();
    const [first] = (await get("/complaints", demo)).json().data as { id: number }[];
    const reply = await post(`/complaints/${first!.id}/replies`, demo, { text: "<img src=x onerror=alert(1)>" });
    expect(reply.statusCode).toBe(422);
    const stored = await api.db.select({ body: complaintMessages.body }).from(complaintMessages);
    expect(stored.some((m) => m.body.includes("<img"))).toBe(false);
  });

  it(`caps new complaints at ${COMPLAINTS_PER_DAY} a day per doctor (429 in Bengali)`, async () => {
    const { doctorId } = await doctorWithCourse(api.db, 7, "active");
    const headers = await doctorOnDevice(api.db, doctorId);
    for (let i = 0; i < COMPLAINTS_PER_DAY; i++)
      expect((await post("/complaints", headers, { category: "other", text: `${TEXT} ${i}` })).statusCode).toBe(201);
    const over = await post("/complaints", headers, { category: "other", text: TEXT });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/[\u0980-\u09FF]/);
    expect(over.headers["retry-after"]).toBeDefined();
  });

  it("another doctor's complaint is a 404 for reading and replying, never their text; a guest gets 401", async () => {
    const [mine] = (await get("/complaints", demo)).json().data as { id: number }[];
    const other = await doctorWithCourse(api.db, 7, "active");
    const read = await get(`/complaints/${mine!.id}`, other.headers);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual((await get("/complaints/999999", other.headers)).json());
    const reply = await post(`/complaints/${mine!.id}/replies`, other.headers, { text: "অন্যের অভিযোগে উত্তর" });
    expect(reply.statusCode).toBe(404);
    const rows = await api.db.select({ body: complaintMessages.body }).from(complaintMessages);
    expect(rows.some((m) => m.body === "অন্যের অভিযোগে উত্তর")).toBe(false);
    expect((await get("/complaints")).statusCode).toBe(401);
    expect((await post("/complaints", {}, { category: "exam", text: TEXT })).statusCode).toBe(401);
    expect((await api.db.select().from(complaints)).every((c) => c.doctorId !== 0)).toBe(true);
  });
});

type Sheet = { id: number; delivery: { id: number; stage: string } | null };

describe("lecture sheets", () => {
  it("lists the sheets of the active courses with deliveries in different stages and the profile address", async () => {
    const body = (await get("/lecture-sheets", demo)).json();
    expect(body.delivery_address).toContain("সাভার");
    const sheets = body.data as Sheet[];
    expect(sheets.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sheets.map((s) => s.delivery?.stage ?? "none"))).toEqual(
      new Set(["delivered", "in_transit", "packed", "none"]),
    );
  });

  it("tracks the doctor's own delivery with the stages in order", async () => {
    const sheets = (await get("/lecture-sheets", demo)).json().data as Sheet[];
    const delivered = sheets.find((s) => s.delivery?.stage === "delivered")!;
    const res = await get(`/lecture-sheet-deliveries/${delivered.delivery!.id}`, demo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.steps.map((s: { stage: string }) => s.stage)).toEqual([
      "packed",
      "handed_to_courier",
      "in_transit",
      "delivered",
    ]);
  });

  it("another doctor's delivery is a 404; expired-only and unpaid doctors see no sheets; guest 401; unverified device 423", async () => {
    const sheets = (await get("/lecture-sheets", demo)).json().data as Sheet[];
    const deliveryId = sheets.find((s) => s.delivery)!.delivery!.id;
    const other = await doctorWithCourse(api.db, 7, "active");
    const theirs = await get(`/lecture-sheet-deliveries/${deliveryId}`, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain("সাভার");
    // Same batch, so the same sheets, but none of the demo doctor's parcels.
    expect(((await get("/lecture-sheets", other.headers)).json().data as Sheet[]).every((s) => s.delivery === null)).toBe(true);
    const expired = await doctorWithCourse(api.db, 7, "expired");
    expect((await get("/lecture-sheets", expired.headers)).json().data).toEqual([]);
    const unpaid = await doctorWithCourse(api.db, 7, "pending_payment");
    expect((await get("/lecture-sheets", unpaid.headers)).json().data).toEqual([]);
    expect((await get("/lecture-sheets")).statusCode).toBe(401);
    const unverified = await demoOnDevice(api.db, { verified: false });
    const locked = await get("/lecture-sheets", unverified);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ device_verified: false });
    expect((await get(`/lecture-sheet-deliveries/${deliveryId}`, unverified)).statusCode).toBe(423);
  });
});

describe("reference books", () => {
  it("lists the book and pages through it, 404 past the last page", async () => {
    const [book] = (await get("/reference-books", demo)).json().data as { id: number; last_page: number }[];
    expect(book!.last_page).toBe(10);
    const first = (await get(`/reference-books/${book!.id}/pages/1`, demo)).json().data;
    expect(first).toMatchObject({ page_no: 1, book: { id: book!.id, last_page: 10 } });
    expect((await get(`/reference-books/${book!.id}/pages/10`, demo)).statusCode).toBe(200);
    for (const page of ["11", "0", "40000", "1e1"])
      expect((await get(`/reference-books/${book!.id}/pages/${page}`, demo)).statusCode, page).toBe(404);
  });

  it("opens only with an active course that lists the book: others, expired, unpaid get the same 404; guest 401; unverified 423", async () => {
    const url = "/reference-books/1/pages/1";
    const outsider = await doctorWithCourse(api.db, 1, "active");
    const notFound = await get(url, outsider.headers);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual((await get("/reference-books/999/pages/1", outsider.headers)).json());
    expect((await get("/reference-books", outsider.headers)).json().data).toEqual([]);
    expect((await get(url, (await doctorWithCourse(api.db, 7, "expired")).headers)).statusCode).toBe(404);
    expect((await get(url, (await doctorWithCourse(api.db, 7, "pending_payment")).headers)).statusCode).toBe(404);
    expect((await get(url, (await doctorWithCourse(api.db, 7, "active")).headers)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await demoOnDevice(api.db, { verified: false }))).statusCode).toBe(423);
  });
});
