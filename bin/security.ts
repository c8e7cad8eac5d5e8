/**
 * Security rules the portal host applies to every request, kept apart from the wiring in portal.ts
 * so they can be read (and reviewed) on one screen.
 */
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { CSP_REPORT_PATH } from "./csp-report";

/**
 * Content-Security-Policy. Scripts: our own bundles plus the inline scripts Remix renders, which
 * carry this response's nonce, or, in a page from the render cache, match one of its hashes
 * (docs/decisions/040-csp-hashes-for-cached-pages.md); Facebook's SDK for the Messenger chat plugin. Frames: YouTube (hero
 * and free videos) and Facebook (Messenger). Styles allow inline `style=""` attributes, which React
 * renders for computed sizes; CSS cannot run code. Forms may post to the portal and on to bKash,
 * where checkout redirects after a POST; and to the product API's bKash simulator (`simulatorOrigin`)
 * when that API is on loopback, as in development and tests.
 */
export function contentSecurityPolicy(inlineScripts: InlineScripts, path: string, simulatorOrigin?: string): string {
  const allowed = "nonce" in inlineScripts ? [`'nonce-${inlineScripts.nonce}'`] : inlineScripts.hashes;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...allowed, "https://connect.facebook.net"].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://img.youtube.com https://i.ytimg.com https://*.facebook.com https://*.fbcdn.net",
    "font-src 'self'",
    "connect-src 'self' https://*.facebook.com https://connect.facebook.net",
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com https://www.facebook.com https://web.facebook.com",
    // Same rule as X-Frame-Options below, for browsers that read only one of them.
    isEmbeddable(path) ? "frame-ancestors 'self' https:" : "frame-ancestors 'self'",
    `form-action 'self' https://*.bka.sh https://*.bkash.com${simulatorOrigin ? ` ${simulatorOrigin}` : ""}`,
    "base-uri 'none'",
    "object-src 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join("; ");
}

/** How a page's own inline scripts are allowed: this response's nonce, or the `'sha256-…'` sources of a kept page. */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * The bKash simulator lives on the product API (never in production's API); the pay form redirects
 * there. Only an API on loopback can be a browser's simulator (a developer's or a test's machine).
 */
export function bkashSimulatorOrigin(apiBaseUrl: string): string | undefined {
  const api = new URL(apiBaseUrl);
  return ["127.0.0.1", "localhost", "[::1]"].includes(api.hostname) ? api.origin : undefined;
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Not sent on embeddable paths (securityHeaders), whose CSP frame-ancestors allows other sites.
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};

/**
 * The batch timetable without header and footer (/batch-schedules/{id}) is made for partner sites
 * to show in a frame. It is read-only (no form, no session-changing link), so framing it cannot be
 * turned into clickjacking; every other path may only be framed by the portal itself.
 */
/** Headers that act only on a document (or a file opened as one), never on a script, sheet or font. */
export const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "X-Frame-Options",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
];

/**
 * For build scripts, sheets and fonts: drops the document-only headers set for every response. On
 * HTTP/1.1 they are sent uncompressed with each of the home page's ~30 asset requests (the CSP alone
 * is ~750 bytes), more than a whole small chunk. Other files (an SVG can be opened as a document)
 * keep them.
 */
export function withoutDocumentHeaders(req: Request, res: Response, next: NextFunction): void {
  if (/\.(js|css|woff2)$/.test(req.path)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  next();
}

export const isEmbeddable = (path: string) => /^\/batch-schedules\/[^/]+\/?$/.test(path);

export function securityHeaders(path: string): Readonly<Record<string, string>> {
  if (!isEmbeddable(path)) return SECURITY_HEADERS;
  const { "X-Frame-Options": _sameOriginOnly, ...rest } = SECURITY_HEADERS;
  return rest;
}

export type TrustProxy = (address: string, hop: number) => boolean;
/** Distinct answers kept before the memory starts afresh (X-Forwarded-For hops can be anyone's). */
const TRUST_ANSWERS_KEPT = 1024;

/**
 * Express's compiled trusted-proxy test with its answers remembered: it parses the address with
 * ipaddr.js on every call, and a kept page's answer asked it three times (its request id, the visit's
 * scheme and address: 3.5 % of a hit). A peer's address repeats on every request of its connection.
 */
export function rememberedTrust(trust: TrustProxy): TrustProxy {
  const answers = new Map<string, boolean>();
  return (address, hop) => {
    // A count of hops ("trust proxy": 2) answers by hop; an address holds no space.
    const key = hop === 0 ? address : `${hop} ${address}`;
    let trusted = answers.get(key);
    if (trusted === undefined) {
      if (answers.size >= TRUST_ANSWERS_KEPT) answers.clear();
      answers.set(key, (trusted = trust(address, hop)));
    }
    return trusted;
  };
}

/**
 * A state-changing request another site made the visitor's browser send (CSRF). Modern browsers
 * say so in Sec-Fetch-Site; others send an Origin that is not ours. A request with neither (old
 * browsers, scripts) passes: the SameSite=Lax session cookie is the second line there.
 */
export function isCrossSiteWrite(req: IncomingMessage, own: string): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = req.headers.origin;
  return origin !== undefined && origin.toLowerCase() !== own;
}

/** The methods the portal answers; anything else is 405 before any route code runs. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/**
 * A control character (C0, DEL or C1), percent-encoded, anywhere in a URL's path or query. No link of
 * ours makes one; the API refuses a NUL in any value with 422, which pages used to turn into a 500
 * (issue 21, F5). A raw one never gets this far: Node's HTTP parser refuses it.
 */
const ENCODED_CONTROL_CHARACTER = /%(?:[01][0-9a-f]|7f)|%c2%[89][0-9a-f]/i;
export const hasControlCharacter = (url: string) => ENCODED_CONTROL_CHARACTER.test(url);

export const badAddressPage = () =>
  refusalPage("ঠিকানাটি সঠিক নয়", "এই ঠিকানায় এমন অক্ষর আছে যা গ্রহণ করা যায় না। লিংকটি আবার দেখে নিন, অথবা হোম পেজ থেকে শুরু করুন।");

export const methodRefusalPage = () => refusalPage("অনুরোধটি গ্রহণ করা হয়নি", "এই সাইটে এভাবে অনুরোধ পাঠানো যায় না।");

/** A Host the portal does not serve (fast-lane.ts): someone else's name, a scanner's, or a typo in a proxy's set-up. */
export const misdirectedPage = () =>
  refusalPage("ঠিকানাটি সঠিক নয়", "এই ঠিকানায় আমাদের সাইট নেই। সঠিক ঠিকানা দিয়ে আবার চেষ্টা করুন।");

/** The 500 of the host's boundary and of Express's last resort: no detail of what failed. */
export const serverErrorPage = () => refusalPage("দুঃখিত, কিছু একটা সমস্যা হয়েছে", "কিছুক্ষণ পর আবার চেষ্টা করুন।");

export function crossSiteRefusalPage(): string {
  return refusalPage(
    "অনুরোধটি গ্রহণ করা হয়নি",
    "নিরাপত্তার কারণে অন্য ওয়েবসাইট থেকে পাঠানো এই ফর্মটি গ্রহণ করা হয়নি। অনুগ্রহ করে সরাসরি আমাদের সাইটে গিয়ে আবার চেষ্টা করুন।",
  );
}

function refusalPage(title: string, text: string): string {
  return `<!doctype html>
<html lang="bn">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.6">
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/">হোম পেজে যান</a></p>
</body>
</html>`;
}
