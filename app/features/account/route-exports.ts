import type { HeadersFunction } from "@remix-run/node";

/**
 * Account pages show personal data or carry an OTP step (the host already marks every logged-in
 * response no-store; these say it for guests too): no browser or shared cache may keep them, and
 * Back after logout must not show them from the cache.
 */
export const noStore: HeadersFunction = () => ({ "Cache-Control": "no-store" });
