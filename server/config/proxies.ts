/** Who may tell the API a client's address (API_TRUST_PROXY), and the old setting it replaced. */
import { BlockList, isIP } from "node:net";

export const TRUST_PROXY_SPLIT =
  "TRUST_PROXY is no longer read: set PORTAL_TRUST_PROXY (the proxies in front of the portal) and API_TRUST_PROXY (the portal's address, 127.0.0.1,::1 by default) instead";

/** Whether X-Forwarded-For from `address` is believed with this API_TRUST_PROXY list (addresses, subnets, `loopback`). */
export function trustsAddress(trusted: string[], address: string): boolean {
  const list = new BlockList();
  const family = (ip: string) => (isIP(ip) === 6 ? "ipv6" : "ipv4");
  for (const entry of trusted) {
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [ip, bits] = entry.split("/");
    if (!ip || !isIP(ip)) continue;
    if (bits === undefined) list.addAddress(ip, family(ip));
    else list.addSubnet(ip, Number(bits), family(ip));
  }
  return list.check(address, family(address));
}
