/**
 * Hostile input against every form action of the portal, over real HTTP against the running stack.
 * The actions are read from the Remix route manifest of the build under test, so a new form joins this
 * test without edits. Each gets bodies that are not forms (JSON, text, broken multipart, no body),
 * forms with NUL bytes, over-long and odd-Unicode values and repeated fields, as a guest and as a
 * signed-in doctor; plus TRACE, very long slugs, non-Latin-1 redirect targets and an over-long
 * X-Forwarded-For; and hostile queries to the exam paper's signed address (decision 058). No answer
 * may be a 5xx. Request-only (no browser), run once (js project).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { FORM_BODY_LIMIT } from "../../bin/body-limit";
import { fakeClientIp, registerThroughApi } from "./support/accounts";

/** The URL of every route module that passes `wanted`, with each param and splat filled with `param`. */
async function routePaths(wanted: (module: ServerBuild["routes"][string]["module"]) => boolean, param = "1"): Promise<string[]> {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const urlOf = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.path ?? "";
    const parent = route.parentId ? urlOf(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/").replace(/\/+/g, "/");
  };
  const paths = Object.values(build.routes)
    .filter((route) => wanted(route.module))
    .map(
      (route) =>
        "/" +
        urlOf(route.id)
          .replace(/^\/+/, "")
          .replace(/:[^/]+/g, param)
          .replace(/\*$/, param),
    );
  return [...new Set(paths)];
}

/** Every route module with an action, by its URL (params filled with "1"). */
const actionPaths = () => routePaths((module) => typeof module.action === "function");

const FIELDS = [
  "phone",
  "password",
  "password_confirmation",
  "old_password",
  "name",
  "email",
  "bmdc",
  "code",
  "next",
  "redirectTo",
  "intent",
  "purpose",
  "device_id",
  "medical_college_id",
  "via",
  // The complain box's forms.
  "category",
  "text",
  "unit_video_id",
  "plan_id",
  "duration_id",
  // The payment-option form and the course checkout's installment.
  "enrollment_id",
  "payment_plan",
  "installment",
  // The review's bookmark button.
  "question_id",
  "bookmarked",
  "back",
  // The practice-paper form.
  "source",
  "topic_id",
  "questions",
  "minutes",
];
/** Actions that read a query parameter: the manifest's path alone would stop at their 404. */
const WITH_QUERY = ["/my/unit-video-cart?course=1", "/my/subscription/checkout?order=1"];
/**
 * Over-long in every field at once, yet the whole form under the portal's body limit: a bigger body
 * is refused before any action runs (tests/unit/body-limit.test.ts), so it would test nothing here.
 */
const OVER_LONG = "x".repeat(Math.min(3000, Math.floor(FORM_BODY_LIMIT / FIELDS.length) - 64));
const VALUES = ["a\u0000b", "ß".repeat(11), OVER_LONG, "\u202e\ufeff𝔘নাম\u0085\u2028", "/কোর্স\r\nSet-Cookie: x=1"];

type Body = { label: string; headers?: Record<string, string>; data?: string | Buffer; form?: Record<string, string> };
const BODIES: Body[] = [
  { label: "JSON", headers: { "content-type": "application/json" }, data: '{"phone":["01711000001"],"password":{"$ne":1}}' },
  { label: "broken JSON", headers: { "content-type": "application/json" }, data: "{" },
  { label: "text", headers: { "content-type": "text/plain" }, data: "phone=01711000001" },
  { label: "broken multipart", headers: { "content-type": "multipart/form-data; boundary=zzz" }, data: "--zzz\r\nbroken" },
  { label: "multipart without boundary", headers: { "content-type": "multipart/form-data" }, data: "x" },
  { label: "no body", headers: {} },
  {
    label: "bad percent-encoding",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "phone=%E0%A6&next=%",
  },
  {
    label: "repeated fields",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: FIELDS.map((f) => `${f}=1&${f}=2`).join("&"),
  },
  ...VALUES.map((value, i) => ({ label: `hostile value ${i}`, form: Object.fromEntries(FIELDS.map((f) => [f, value])) })),
];

async function fuzzActions(request: APIRequestContext, who: string, failures: string[]): Promise<number> {
  let sent = 0;
  for (const url of [...(await actionPaths()), ...WITH_QUERY]) {
    for (const body of BODIES) {
      const [pathname, query] = url.split("?");
      for (const target of [url, `${pathname}.data${query ? `?${query}` : ""}`]) {
        const res = await request.post(target, {
          headers: body.headers,
          data: body.data,
          form: body.form,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        sent++;
        if (res.status() >= 500) failures.push(`${who} POST ${target} (${body.label}) → ${res.status()}`);
      }
    }
  }
  return sent;
}

test("no form action answers hostile input with a 5xx, for a guest or a doctor", async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  const failures: string[] = [];
  const headers = { "x-forwarded-for": fakeClientIp() };
  const guest = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  const actions = await actionPaths();
  expect(actions).toEqual(
    expect.arrayContaining([
      "/login",
      "/join",
      "/otp",
      "/my/account/change-password",
      "/my/account",
      "/resources/promo-dismiss",
      // The exam page's JSON save path and its page actions.
      "/my/exam-attempts/1/answers",
      "/my/exam-attempts/1",
      "/my/courses/1/schedule/1/events/1/exam-info",
      // A free exam's Start (decision 056).
      "/my/free-exams/1",
    ]),
  );
  let sent = await fuzzActions(guest, "guest", failures);

  const doctorContext = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  const doctor = await registerThroughApi(doctorContext, headers["x-forwarded-for"]);
  const login = await doctorContext.post("/login", { form: { phone: doctor.phone, password: doctor.password }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  sent += await fuzzActions(doctorContext, "doctor", failures);
  expect(failures).toEqual([]);
  expect(sent).toBeLessThan(3000);
  await guest.dispose();
  await doctorContext.dispose();
});

test("the exam paper's signed address refuses hostile queries with a 4xx, for a guest or a doctor", async ({
  playwright,
  baseURL,
}) => {
  const headers = { "x-forwarded-for": fakeClientIp() };
  const guest = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  const doctorContext = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  const doctor = await registerThroughApi(doctorContext, headers["x-forwarded-for"]);
  expect(
    (await doctorContext.post("/login", { form: { phone: doctor.phone, password: doctor.password }, maxRedirects: 0 })).status(),
  ).toBe(302);
  const sig = "A".repeat(43);
  const queries = [
    "",
    `?v=0123456789abcdef&until=99999999999&sig=${sig}`,
    `?v=0123456789abcdef&until=1&sig=${sig}`,
    `?v=0123456789abcdef&v=x&until=-1&sig=${sig}&sig=%00`,
    `?v=${"f".repeat(5000)}&until=1e9&sig=${"ß".repeat(43)}`,
    `?v[]=1&until[$ne]=1&sig=${encodeURIComponent('{"a":1}')}`,
  ];
  for (const [who, context] of [
    ["guest", guest],
    ["doctor", doctorContext],
  ] as const) {
    for (const id of ["1", "999999999", "x", "-1"]) {
      for (const query of queries) {
        const res = await context.get(`/my/exam-attempts/${id}/paper${query}`, { maxRedirects: 0, failOnStatusCode: false });
        expect(res.status(), `${who} ${id} ${query.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(res.status(), `${who} ${id} ${query.slice(0, 60)}`).toBeLessThan(500);
      }
    }
  }
  await guest.dispose();
  await doctorContext.dispose();
});

test("the photo form takes hostile multipart with a 4xx, never a 5xx", async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const headers = { "x-forwarded-for": fakeClientIp() };
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  const doctor = await registerThroughApi(context, headers["x-forwarded-for"]);
  expect(
    (await context.post("/login", { form: { phone: doctor.phone, password: doctor.password }, maxRedirects: 0 })).status(),
  ).toBe(302);
  const part = (disposition: string, body: string, type = "application/octet-stream") =>
    `--zzz\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: ${type}\r\n\r\n${body}\r\n`;
  const bodies = [
    part('name="photo"; filename="a.png"', "\u0089PNG\r\n\u001a\n") + "--zzz--\r\n",
    part('name="photo"', "not a file") + "--zzz--\r\n",
    part('name="photo"; filename="../../etc/passwd"', "\u0000".repeat(100)) + "--zzz--\r\n",
    Array.from({ length: 500 }, (_, i) => part(`name="f${i}"`, "x")).join("") + "--zzz--\r\n",
    part('name="photo"; filename="a.png"', "unterminated"),
    part('name="photo"; filename="a.png"', "x".repeat(1024 * 1024 + 10)) + "--zzz--\r\n",
    part("name=\"photo\"; filename*=UTF-8''%E0%A6%95.png", "x") + "--zzz--\r\n",
  ];
  for (const target of ["/my/account?index", "/my/account.data?index"]) {
    for (const [i, data] of bodies.entries()) {
      const res = await context.post(target, {
        headers: { "content-type": "multipart/form-data; boundary=zzz" },
        data,
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      expect(res.status(), `${target} body ${i}`).toBeLessThan(500);
      // The document answers the refusal itself; single fetch may wrap it in a 200 that carries the status.
      if (!target.includes(".data")) expect(res.status(), `${target} body ${i}`).toBeGreaterThanOrEqual(400);
    }
  }
  await context.dispose();
});

test("odd requests get no 5xx: TRACE, a very long slug, non-Latin-1 redirect targets, an over-long X-Forwarded-For", async ({
  request,
}) => {
  const check = async (label: string, res: { status(): number }) => {
    expect(res.status(), label).toBeLessThan(500);
  };
  const trace = await request.fetch("/", { method: "TRACE", failOnStatusCode: false });
  expect(trace.status()).toBe(405);
  expect(trace.headers().allow).toBe("GET, HEAD, POST");
  const long = "a".repeat(5000);
  for (const url of [
    `/courses/${long}`,
    `/${long}/batches`,
    `/${long}/batch-for-you`,
    `/faq/${long}/show`,
    `/${long}/event`,
    `/v/${long}`,
  ]) {
    const res = await request.get(url, { failOnStatusCode: false });
    expect([404, 414], url.slice(0, 20)).toContain(res.status());
    expect(await res.text()).toContain('lang="bn"');
  }
  await check(
    "promo-dismiss to a Bengali path",
    await request.post("/resources/promo-dismiss", { form: { redirectTo: "/কোর্স\r\nX-Forged: 1" }, maxRedirects: 0 }),
  );
  const back = await request.post("/resources/promo-dismiss", { form: { redirectTo: "/কোর্স" }, maxRedirects: 0 });
  expect(back.headers().location).toBe("/%E0%A6%95%E0%A7%8B%E0%A6%B0%E0%A7%8D%E0%A6%B8");
  await check(
    "login next in Bengali",
    await request.get("/login?next=/কোর্স%0d%0aX-Forged:1", { maxRedirects: 0, failOnStatusCode: false }),
  );
  const xff = Array.from({ length: 1500 }, (_, i) => `10.0.${i % 250}.1`).join(", ");
  await check(
    "over-long X-Forwarded-For",
    await request.post("/login", {
      form: { phone: "01711000001", password: "x" },
      headers: { "x-forwarded-for": xff },
      maxRedirects: 0,
      failOnStatusCode: false,
    }),
  );
  await check(
    "over-long X-Forwarded-For on a page",
    await request.get("/", { headers: { "x-forwarded-for": xff }, failOnStatusCode: false }),
  );
  const garbage = { "x-forwarded-for": "z".repeat(300) };
  await check("malformed X-Forwarded-For on a page", await request.get("/", { headers: garbage, failOnStatusCode: false }));
  await check(
    "malformed X-Forwarded-For on join",
    await request.post("/join", { form: { phone: "01711000009" }, headers: garbage, maxRedirects: 0, failOnStatusCode: false }),
  );
});

test("a control character in any page's path or query is a Bengali 400, never a 5xx; so is a query the API refuses", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const refusedAsBadAddress = async (url: string) => {
    const res = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
    expect(res.status(), url).toBe(400);
    const html = await res.text();
    expect(html, url).toContain('lang="bn"');
    expect(html, url).toContain("ঠিকানাটি সঠিক নয়");
  };
  // The review's examples, then every page of the route manifest with a NUL in each param, and in a query
  // it might read; other control characters (CR, DEL, a C1 NEL) once each.
  for (const url of ["/batches?search=%00", "/residency/batches?search=%00", "/a%00b/batch-for-you"])
    await refusedAsBadAddress(url);
  const pages = await routePaths(
    (module) => typeof module.loader === "function" || typeof module.default === "function",
    "a%00b",
  );
  expect(pages.length).toBeGreaterThan(30);
  for (const page of pages) {
    if (page.includes("%00")) await refusedAsBadAddress(page);
    const plain = page.replaceAll("a%00b", "1");
    await refusedAsBadAddress(`${plain}?search=%00&q=%00`);
    await refusedAsBadAddress(`${plain}.data?search=%00`);
  }
  for (const url of ["/batches?search=a%0Db", "/batches?q=%7F", "/courses/a%C2%85b"]) await refusedAsBadAddress(url);
  // What passes the host but the API refuses as invalid (a search over its 100 characters): the page's 400.
  const tooLong = await request.get(`/batches?search=${"x".repeat(101)}`, { failOnStatusCode: false });
  expect(tooLong.status()).toBeLessThan(500);
});
