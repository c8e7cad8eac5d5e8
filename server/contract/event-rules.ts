/**
 * Event rules shared by the API and the portal. Deliberately free of zod: the portal's browser code
 * imports this module directly, because importing the contract index would ship every schema (and
 * zod itself) to the browser just for two constants.
 */

/** Events the product never shows publicly: the API leaves them out of every list, total and details answer. */
export const HIDDEN_EVENT_IDS: ReadonlySet<number> = new Set([1007]);
/** Event `type` of an alumni event. */
export const ALUMNI_EVENT_TYPE = 2;
