/**
 * Who may read `/metrics` on the portal and on the API (docs/decisions/027-metrics.md). The numbers
 * name routes, endpoints and pool sizes: nothing personal, but a map of the system that visitors need
 * not see. A scrape is answered only when
 *  - the peer's own address (never X-Forwarded-For) is in METRICS_ALLOW (default: loopback and the
 *    private ranges a cluster network uses),
 *  - the request carries no forwarding header: whatever passed through a load balancer or an ingress
 *    came from outside, even if the proxy itself sits on the internal network,
 *  - and, when METRICS_TOKEN is set, it sends `Authorization: Bearer <METRICS_TOKEN>`.
 * Anything else gets the same 404 as an unknown path, so the endpoint does not even show it exists.
 */
import { timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import { z } from "zod";

export const DEFAULT_METRICS_ALLOW = ["127.0.0.0/8", "::1/128", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"];

const CIDR = /^([^/]+)\/(\d{1,3})$/;
const CIDR_MESSAGE = "METRICS_ALLOW must be comma-separated address/prefix ranges, e.g. 10.0.0.0/8,::1/128";
const MIN_TOKEN_LENGTH = 32;
const TOKEN_MESSAGE = `METRICS_TOKEN needs at least ${MIN_TOKEN_LENGTH} characters (openssl rand -base64 32)`;

function parseCidr(entry: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | undefined {
  const [, address = "", bits = ""] = CIDR.exec(entry) ?? [];
  const version = isIP(address);
  const prefix = Number(bits);
  if (!version || prefix > (version === 4 ? 32 : 128)) return undefined;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

/** The API's config schema takes these; the portal's (app/ may not import server/) leaves the checks to metricsAccess. */
export const metricsEnv = {
  METRICS_ALLOW: z
    .string()
    .transform((s) =>
      s
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every((entry) => parseCidr(entry)), CIDR_MESSAGE)
    .optional(),
  METRICS_TOKEN: z.string().min(MIN_TOKEN_LENGTH, TOKEN_MESSAGE).optional(),
};

export type MetricsAccess = { allow: BlockList; token: string | undefined };

/** Throws on a range or token the schema above would refuse: the portal's start fails with the same message. */
export function metricsAccess(allow: readonly string[] = DEFAULT_METRICS_ALLOW, token?: string): MetricsAccess {
  if (token !== undefined && token.length < MIN_TOKEN_LENGTH) throw new Error(TOKEN_MESSAGE);
  const list = new BlockList();
  for (const entry of allow) {
    const range = parseCidr(entry);
    if (!range) throw new Error(`${CIDR_MESSAGE} (got "${entry}")`);
    list.addSubnet(range.address, range.prefix, range.family);
  }
  return { allow: list, token };
}

/** Headers a proxy adds on the way in (nginx, ingress-nginx, cloud load balancers). */
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

export type ScrapeRequest = {
  peerAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
};

export function mayScrape(access: MetricsAccess, { peerAddress, headers }: ScrapeRequest): boolean {
  if (!peerAddress || FORWARDING_HEADERS.some((name) => headers[name] !== undefined)) return false;
  // A dual-stack socket reports IPv4 peers as ::ffff:10.1.2.3.
  const address = peerAddress.startsWith("::ffff:") && isIP(peerAddress.slice(7)) === 4 ? peerAddress.slice(7) : peerAddress;
  const family = isIP(address);
  if (!family || !access.allow.check(address, family === 4 ? "ipv4" : "ipv6")) return false;
  if (access.token === undefined) return true;
  const sent = Buffer.from(String(headers.authorization ?? ""));
  const expected = Buffer.from(`Bearer ${access.token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
