/**
 * Hostile input against every endpoint of the contract's `endpoints` registry (so a new endpoint joins
 * without edits), as a guest and as a signed-in doctor: malformed and wrongly typed bodies, NUL bytes,
 * over-long strings, odd Unicode, arrays and objects instead of scalars, in bodies, queries and path
 * parameters; plus the odd requests a reviewer sends (TRACE, an over-long X-Forwarded-For). No answer may
 * be a 5xx. The request count is bounded (asserted) so the suite stays fast.
 */
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { issueToken } from "../../server/auth/tokens";
import { endpoints, PHOTO_MAX_BASE64, videoEndpoints } from "../../server/contract";
import { accountsClient } from "./accounts-client";
import { makeTestApi, type TestApi } from "./helpers";
import { demoOnDevice } from "./learning-helpers";

let api: TestApi;
let doctorId: number;
const failures: string[] = [];
let sent = 0;

beforeAll(async () => {
  api = await makeTestApi();
  doctorId = (await accountsClient(api).register("01911999001", { ip: "192.0.2.250" })).user.id;
}, 120_000); // seeding a fresh database is slow on a loaded machine
afterAll(() => api.close());

/** Plausible values by field name, so one hostile field at a time reaches as deep as it can. */
const PLAUSIBLE: Record<string, unknown> = {
  phone: "01711000001",
  password: "a long password",
  password_confirmation: "a long password",
  old_password: "a long password",
  email: "fuzz@example.com",
  name: "ডা. ফাজ",
  bmdc: "A-12345",
  medical_college_id: 1,
  code: "123456",
  purpose: "register",
  to: "/",
  batch_schedule_id: 1,
  // Course payments: an installment plan and an installment number.
  payment_plan: "installment",
  installment: 2,
  // The complain box (a text long enough to pass, so a hostile category is judged on its own).
  category: "exam",
  text: "ফলাফলে আমার নম্বর ভুল দেখাচ্ছে, দয়া করে দেখবেন।",
  // A practice paper (a source, a size and a time that pass, so one hostile field is judged on its own).
  source: "mistakes",
  questions: 1,
  minutes: 10,
};
const HOSTILE_VALUES: unknown[] = [
  "a\u0000b",
  "ß".repeat(11),
  "ß".repeat(5000),
  "\u202e\ufeff𝔘নাম\ud800\u0085\u2028",
  ["1", "2"],
  { $ne: 1 },
  -1e308,
  null,
];
const HOSTILE_PARAMS = [
  "1",
  "a%00b",
  "%C3%9F".repeat(11),
  "x".repeat(2000),
  "%E0%A6%95%F0%9D%94%98",
  "-1",
  "99999999999999999999",
  "..%2F..%2Fetc",
];
const RAW_BODIES: { type: string; body: string }[] = [
  { type: "application/json", body: "{" },
  { type: "application/json", body: "[]" },
  { type: "application/json", body: '"just a string"' },
  { type: "application/json", body: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}' },
  { type: "text/plain", body: "phone=01711000001" },
  { type: "application/x-www-form-urlencoded", body: "phone=01711000001&phone=%00" },
  { type: "multipart/form-data; boundary=zzz", body: "--zzz\r\nbroken" },
  { type: "application/json; charset=latin1", body: '{"a":"\u00ff"}' },
];

function keysOf(schema: z.ZodTypeAny | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : ["q", "page"];
}

async function send(name: string, options: InjectOptions) {
  sent++;
  const res = await api.app.inject(options);
  if (res.statusCode >= 500)
    failures.push(
      `${name}: ${options.method} ${String(options.url).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
    );
}

describe("every endpoint of the registry, fed hostile input", () => {
  it("answers no request with a 5xx", async () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const fill = (value: string) => endpoint.path.replace(/:[a-zA-Z]+/g, value);
      // A fresh bearer per endpoint: the logout fuzz revokes the one it is given.
      const { plaintext } = await issueToken(api.db, doctorId, { name: "fuzz", now: new Date() });
      for (const auth of [{}, { authorization: `Bearer ${plaintext}` }]) {
        const headers = { ...auth, "x-forwarded-for": "192.0.2.251" };
        for (const param of endpoint.path.includes(":") ? HOSTILE_PARAMS : ["1"]) {
          await send(name, { method: endpoint.method, url: fill(param), headers });
        }
        const url = fill("1");
        const keys = keysOf(endpoint.method === "GET" ? endpoint.query : endpoint.body);
        const plausible = Object.fromEntries(keys.map((k) => [k, PLAUSIBLE[k] ?? "1"]));
        for (const key of keys) {
          for (const value of HOSTILE_VALUES) {
            const input = { ...plausible, [key]: value };
            if (endpoint.method === "GET") {
              const query = new URLSearchParams();
              for (const [k, v] of Object.entries(input))
                for (const one of [v].flat()) query.append(k, typeof one === "object" ? JSON.stringify(one) : String(one));
              await send(name, { method: "GET", url: `${url}?${query}`, headers });
            } else {
              await send(name, { method: "POST", url, headers, payload: input });
              // Alone as well, for endpoints where every field is optional (the profile update).
              await send(name, { method: "POST", url, headers, payload: { [key]: value } });
            }
          }
        }
        if (endpoint.method === "POST") {
          for (const raw of RAW_BODIES)
            await send(name, { method: "POST", url, headers: { ...headers, "content-type": raw.type }, payload: raw.body });
        }
      }
    }
    expect(failures).toEqual([]);
    // Bounded per endpoint, so the suite grows with the registry but never explodes.
    expect(sent / Object.keys(endpoints).length).toBeLessThan(100);
  }, 180_000); // about 15 s on PostgreSQL; PGlite on a small CI machine is slower

  it("answers TRACE, unknown methods and an over-long or malformed X-Forwarded-For with a 4xx", async () => {
    for (const method of ["TRACE", "PROPFIND", "PUT", "DELETE"] as const) {
      const res = await api.app.inject({ method: method as "PUT", url: endpoints.login.path });
      expect(res.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, method).toBeLessThan(500);
    }
    const xff = Array.from({ length: 2000 }, (_, i) => `10.0.${i % 250}.1`).join(", ");
    const res = await api.app.inject({
      method: "POST",
      url: endpoints.login.path,
      payload: { phone: "01711000001", password: "x" },
      headers: { "x-forwarded-for": xff },
    });
    expect(res.statusCode).toBeLessThan(500);
    // A forwarded address that is no address at all would overflow the address columns.
    for (const url of [endpoints.recordActivity.path, endpoints.join.path]) {
      const garbage = await api.app.inject({
        method: "POST",
        url,
        payload: { to: "/", phone: "01711000009" },
        headers: { "x-forwarded-for": "z".repeat(300) },
      });
      expect(garbage.statusCode, url).toBe(400);
      expect(garbage.json().message).toBe("অনুরোধটি সঠিকভাবে গঠিত নয়।");
    }
  });
});

describe("the free exams, as a doctor who gets past the guards (decision 056)", () => {
  it("answers hostile ids and bodies with a 4xx, within the quota and past it", async () => {
    const demo = await demoOnDevice(api.db);
    const { data } = endpoints.freeExams.response.parse(
      (await api.app.inject({ method: "GET", url: endpoints.freeExams.path, headers: demo })).json(),
    );
    const start = (id: string) => endpoints.startExam.path.replace(":id", id);
    for (const param of HOSTILE_PARAMS) await send("freeExams start", { method: "POST", url: start(param), headers: demo });
    // Every free exam started with a hostile body: the quota runs out on the way, then the refusals.
    for (const exam of data) {
      for (const raw of RAW_BODIES)
        await send("freeExams start", {
          method: "POST",
          url: start(String(exam.id)),
          headers: { ...demo, "content-type": raw.type },
          payload: raw.body,
        });
      const res = await api.app.inject({ method: "POST", url: start(String(exam.id)), headers: demo });
      expect([200, 403]).toContain(res.statusCode);
    }
    expect(failures).toEqual([]);
  });
});

describe("recorded classes and the photo upload, as a doctor who gets past the guards", () => {
  it("answers hostile ids and hostile photos with a 4xx, never a 5xx", async () => {
    const demo = await demoOnDevice(api.db);
    const videoPaths = Object.values(videoEndpoints).map((e) => e.path);
    for (const path of videoPaths) {
      for (const param of HOSTILE_PARAMS) {
        await send(path, { method: "GET", url: path.replace(/:[a-zA-Z]+/g, param), headers: demo });
      }
    }
    const photoPath = endpoints.uploadProfilePhoto.path;
    const b64 = (bytes: number[] | Buffer) => Buffer.from(bytes).toString("base64");
    const photos: unknown[] = [
      // A JPEG whose first segment claims more bytes than there are, and one that is all markers.
      b64([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0x00]),
      b64([0xff, 0xd8, ...Array.from({ length: 64 }, () => 0xff)]),
      b64([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x01]),
      // A PNG signature with an IHDR of the largest sizes, and one cut short.
      b64([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 255, 255, 255, 255, 255, 255, 255,
        255, 8, 0, 0, 0, 0, 0, 0, 0, 0,
      ]),
      b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      "=".repeat(8),
      "A".repeat(PHOTO_MAX_BASE64 + 4),
      "not base64 at all!",
      ...HOSTILE_VALUES,
    ];
    for (const photo of photos) {
      await send("uploadProfilePhoto", { method: "POST", url: photoPath, headers: demo, payload: { photo } });
    }
    const multipart = [
      '--zzz\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--zzz--',
      '--zzz\r\nContent-Disposition: form-data; name="photo"\r\n\r\n' + "A".repeat(70_000),
    ];
    for (const body of multipart) {
      await send("uploadProfilePhoto", {
        method: "POST",
        url: photoPath,
        headers: { ...demo, "content-type": "multipart/form-data; boundary=zzz" },
        payload: body,
      });
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
