/**
 * The whole paper of an attempt, for the attempt page's script (decision 058). The page itself
 * carries only the ten questions it renders; with JavaScript it grows to every question by fetching
 * this resource once. Its address is signed for one login, one attempt, one paper version and the
 * attempt's last instant (HMAC-SHA256 under a key derived from the session secret), so a fetch
 * asks the API nothing: the API already let this login open this attempt when the page was
 * rendered. The JSON (questions only, exactly what the page shows; never an answer key) is
 * serialised and compressed once per version and process (paper.server.ts), and the browser keeps
 * it until the attempt's answers close.
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { config } from "~/lib/config.server";
import { chooseEncoding, KEPT_ENCODINGS } from "~/lib/encodings.server";
import { idParam } from "~/lib/pages.server";
import { getSession } from "~/lib/session.server";
import { ATTEMPT_RESOURCE_PATHS, type Door } from "./doors";
import { attemptPaperOf, encodedPaperOf } from "./paper.server";

const VERSION = /^[0-9a-f]{16}$/;
const UNTIL = /^\d{1,12}$/;
/** 32 bytes of HMAC-SHA256 in base64url. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    // Its own key, not the session cookie's: a paper signature can never open a cookie or the reverse.
    key = Buffer.from(hkdfSync("sha256", secret, "sopan-portal-paper", "paper address v1", 32));
    keys.set(secret, key);
  }
  return key;
}

type Signed = { attemptId: number; version: string; until: number; token: string };
const signature = (secret: string, s: Signed) =>
  createHmac("sha256", keyFor(secret)).update(`${s.attemptId}\n${s.version}\n${s.until}\n${s.token}`).digest();

/**
 * The address of an attempt's paper for the login of this request. Only for a request the API has
 * just answered with this attempt's paper: that answer is the check the signature stands for. The
 * door is not signed: it only names the endpoint that is asked when this process does not hold the
 * version, and each door's endpoint finds only attempts of its kind.
 */
export function paperAddress(
  request: Request,
  door: Door,
  attempt: { id: number; answers_close_at: string },
  version: string,
): string {
  const [secret] = config().sessionSecrets;
  const until = Math.ceil(Date.parse(attempt.answers_close_at) / 1000);
  const signed = { attemptId: attempt.id, version, until, token: getSession(request).get("token") ?? "" };
  const sig = signature(secret!, signed).toString("base64url");
  return `${ATTEMPT_RESOURCE_PATHS.paper(door, attempt.id)}?${new URLSearchParams({ v: version, until: String(until), sig })}`;
}

const REFUSALS = {
  400: "প্রশ্নপত্রের ঠিকানাটি ঠিক নেই।",
  401: "প্রশ্নপত্র দেখতে লগইন করুন।",
  403: "এই প্রশ্নপত্র আপনার এই লগইনের জন্য নয়।",
  410: "এই প্রশ্নপত্রের সময় শেষ, অথবা প্রশ্নপত্রটি বদলে গেছে। পাতাটি আবার খুলুন।",
} as const;
const refusal = (status: keyof typeof REFUSALS) =>
  Response.json({ message: REFUSALS[status] }, { status, headers: { "Cache-Control": "no-store" } });

/** Every session secret still accepted (rotation): the first signs, any of them verifies. */
function signedByUs(signed: Signed, sig: string): boolean {
  const given = Buffer.from(sig, "base64url");
  return config().sessionSecrets.some((secret) => timingSafeEqual(signature(secret, signed), given));
}

export async function paperResponse(request: Request, door: Door, rawId: string | undefined): Promise<Response> {
  const attemptId = idParam(rawId);
  const query = new URL(request.url).searchParams;
  const [version, until, sig] = [query.get("v") ?? "", query.get("until") ?? "", query.get("sig") ?? ""];
  if (!VERSION.test(version) || !UNTIL.test(until) || !SIGNATURE.test(sig)) return refusal(400);
  const token = getSession(request).get("token");
  if (!token) return refusal(401);
  if (!signedByUs({ attemptId, version, until: Number(until), token }, sig)) return refusal(403);
  const leftS = Number(until) - Math.floor(Date.now() / 1000);
  if (leftS <= 0) return refusal(410);
  const headers = new Headers({
    // The address names one version of one login's attempt: what it answers never changes.
    "Cache-Control": `private, max-age=${leftS}, immutable`,
    ETag: `"${version}"`,
    Vary: "Accept-Encoding",
  });
  if ((request.headers.get("if-none-match") ?? "").includes(`"${version}"`)) return new Response(null, { status: 304, headers });
  // Not held by this process (another worker rendered the page, or it was pushed out): the API has it, for this login.
  if (!encodedPaperOf(version) && (await attemptPaperOf(request, door, attemptId)).paper_version !== version) return refusal(410);
  const bodies = await encodedPaperOf(version);
  if (!bodies) return refusal(410);
  const encoding = chooseEncoding(request.headers.get("accept-encoding"), KEPT_ENCODINGS);
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Type", "application/json; charset=utf-8");
  const body = bodies[encoding ?? "identity"];
  headers.set("Content-Length", String(body.length));
  // A view, not a copy: the kept bytes are shared by every answer (Node's Buffers sit on a plain ArrayBuffer).
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status: 200, headers });
}
