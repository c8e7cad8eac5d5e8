import type { HeadersFunction, LinksFunction } from "@remix-run/node";
import accountCss from "~/features/account/account.css";
import pagesCss from "~/styles/pages.css";

export const accountLinks: LinksFunction = () => [pagesCss, accountCss].map((href) => ({ rel: "stylesheet", href }));

/**
 * Account pages show personal data or carry an OTP step (the host already marks every logged-in
 * response no-store; these say it for guests too): no browser or shared cache may keep them, and
 * Back after logout must not show them from the cache.
 */
export const noStore: HeadersFunction = () => ({ "Cache-Control": "no-store" });
