/**
 * Decision 058: the attempt page carries only its ten questions and a signed address of the whole
 * paper; the paper is served from the portal's memory, compressed once per version, to the login
 * the address was signed for and nobody else, without asking the API again.
 */
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PaperQuestion } from "@contract";

const callApi = vi.fn();
vi.mock("~/lib/product-api.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/product-api.server")>()),
  callApi: (...args: unknown[]) => callApi(...args),
}));

const { Session, commitSession, applySessionHeaders } = await import("~/lib/session.server");
const { newRequestScope, runInRequestScope } = await import("~/lib/request-scope.server");
const { sittingView } = await import("~/features/exams/sitting.server");
const { paperAddress, paperResponse } = await import("~/features/exams/paper-resource.server");

const VERSION = "0123456789abcdef";
const ATTEMPT = 42;
const questions: PaperQuestion[] = Array.from({ length: 25 }, (_, i) => ({
  id: 1000 + i,
  number: i + 1,
  type: i < 15 ? "mcq" : "sba",
  stem_html: `<p onclick="x()">প্রশ্ন ${i + 1}</p><script>alert(1)</script>`,
  options: ["A", "B", "C", "D", "E"].map((l) => `<b>${l}</b>`),
}));
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function paperAnswer(known: string | undefined, version = VERSION) {
  return {
    data: {
      exam: { title: "মক", question_counts: { mcq: 15, sba: 10 } },
      attempt: {
        id: ATTEMPT,
        exam_id: 9,
        started_at: new Date().toISOString(),
        deadline_at: inAnHour(),
        answers_close_at: inAnHour(),
        submitted_at: null,
        submitted_by: null,
        is_pending: false,
      },
      server_time: new Date().toISOString(),
      paper_version: version,
      questions: known?.split(",").includes(version) ? null : questions,
      answers: [{ question_id: 1000, answer: "T....", client_at: new Date().toISOString() }],
      course_event: null,
    },
  };
}

const cookieOf = (token: string) => commitSession(new Session({ token, deviceToken: "d" }))!.split(";")[0]!;
const DOCTOR = cookieOf("12|doctor-a-token");
const OTHER = cookieOf("13|doctor-b-token");

const inScope = <T>(work: () => Promise<T>) => runInRequestScope(newRequestScope("10.0.0.1"), work);

async function renderedPage(cookie = DOCTOR) {
  const request = new Request(`http://portal.test/my/exam-attempts/${ATTEMPT}?page=2`, { headers: { cookie } });
  return inScope(() => sittingView(request, String(ATTEMPT), false));
}

function fetchPaper(address: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://portal.test${address}`, { headers });
  const id = /exam-attempts\/([^/]+)\/paper/.exec(address)![1];
  return inScope(() => paperResponse(request, "exam", id));
}

beforeEach(() => {
  callApi.mockReset();
  callApi.mockImplementation(async (_request: Request, name: string, opts: { query?: { known_papers?: string } }) => {
    expect(name).toBe("examPaper");
    return paperAnswer(opts.query?.known_papers);
  });
});

describe("the attempt page's loader data", () => {
  it("carries the page's ten questions, every question's place, and the signed paper address", async () => {
    const page = (await renderedPage()) as Exclude<Awaited<ReturnType<typeof renderedPage>>, Response>;
    expect(page.questions.map((q) => q.number)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page.questions[0]!.stem_html).not.toMatch(/script|onclick/);
    expect(page.outline).toHaveLength(25);
    expect(Object.keys(page.outline[0]!)).toEqual(["id", "number", "type"]);
    expect(page.paperAddress).toMatch(
      new RegExp(`^/my/exam-attempts/${ATTEMPT}/paper\\?v=${VERSION}&until=\\d+&sig=[\\w-]{43}$`),
    );
  });
});

describe("the paper resource", () => {
  it("gives the doctor the whole sanitised paper without asking the API, in every encoding alike", async () => {
    const { paperAddress: address } = (await renderedPage()) as { paperAddress: string };
    const calls = callApi.mock.calls.length;
    const plain = await fetchPaper(address, { cookie: DOCTOR, "accept-encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("etag")).toBe(`"${VERSION}"`);
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    expect(plain.headers.get("cache-control")).toMatch(/^private, max-age=\d+, immutable$/);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const json = Buffer.from(await plain.arrayBuffer()).toString("utf8");
    const body = JSON.parse(json) as { questions: PaperQuestion[] };
    expect(body.questions).toHaveLength(25);
    // Questions only, exactly the page's fields: no answer key can ride along.
    for (const q of body.questions) expect(Object.keys(q).sort()).toEqual(["id", "number", "options", "stem_html", "type"]);
    expect(json).not.toMatch(/<script|onclick/);

    const gz = await fetchPaper(address, { cookie: DOCTOR, "accept-encoding": "gzip, deflate" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(json);
    const br = await fetchPaper(address, { cookie: DOCTOR, "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8")).toBe(json);
    expect(callApi.mock.calls.length).toBe(calls);

    const again = await fetchPaper(address, { cookie: DOCTOR, "if-none-match": `"${VERSION}"` });
    expect(again.status).toBe(304);
  });

  it("refuses another doctor's session (403), no session (401), and a changed address (403 or 400)", async () => {
    const { paperAddress: address } = (await renderedPage()) as { paperAddress: string };
    expect((await fetchPaper(address, { cookie: OTHER })).status).toBe(403);
    expect((await fetchPaper(address)).status).toBe(401);
    const sig = new URL(address, "http://x").searchParams.get("sig")!;
    // The first character: all six of its bits are the signature's. The last one's low bits are padding, which
    // decoding drops, so changing "A" to "B" there left the same signature (a 1-in-16 failure of this test).
    const flipped = (sig.startsWith("A") ? "B" : "A") + sig.slice(1);
    expect((await fetchPaper(address.replace(sig, flipped), { cookie: DOCTOR })).status).toBe(403);
    expect((await fetchPaper(address.replace(`v=${VERSION}`, "v=fedcba9876543210"), { cookie: DOCTOR })).status).toBe(403);
    expect((await fetchPaper(address.replace(`/${ATTEMPT}/`, "/43/"), { cookie: DOCTOR })).status).toBe(403);
    expect((await fetchPaper(address.replace(/until=\d+/, "until=99999999999"), { cookie: DOCTOR })).status).toBe(403);
    expect((await fetchPaper(address.replace(/sig=.*/, "sig=short"), { cookie: DOCTOR })).status).toBe(400);
    expect((await fetchPaper(`/my/exam-attempts/${ATTEMPT}/paper`, { cookie: DOCTOR })).status).toBe(400);
  });

  it("refuses an address past the attempt's last instant, and a version that is no longer the paper's (410)", async () => {
    const request = new Request("http://portal.test/", { headers: { cookie: DOCTOR } });
    const past = paperAddress(
      request,
      "exam",
      { id: ATTEMPT, answers_close_at: new Date(Date.now() - 1000).toISOString() },
      VERSION,
    );
    expect((await fetchPaper(past, { cookie: DOCTOR })).status).toBe(410);
    // Signed for this login, but a version this process does not hold: the API is asked, and names another.
    const old = paperAddress(request, "exam", { id: ATTEMPT, answers_close_at: inAnHour() }, "fedcba9876543210");
    const calls = callApi.mock.calls.length;
    expect((await fetchPaper(old, { cookie: DOCTOR })).status).toBe(410);
    expect(callApi.mock.calls.length).toBe(calls + 1);
  });
});

describe("the session's cache rule", () => {
  it("keeps a route's private max-age for a logged-in doctor, and makes anything else private, no-store", () => {
    const doctor = new Session({ token: "12|t" });
    const kept = new Headers({ "Cache-Control": "private, max-age=600, immutable" });
    applySessionHeaders(doctor, kept);
    expect(kept.get("cache-control")).toBe("private, max-age=600, immutable");
    expect(kept.get("vary")).toBe("Cookie");
    for (const asked of ["public, max-age=600", "max-age=600", "no-store", ""]) {
      const headers = new Headers(asked ? { "Cache-Control": asked } : {});
      applySessionHeaders(doctor, headers);
      expect(headers.get("cache-control"), asked).toBe("private, no-store");
    }
  });
});
