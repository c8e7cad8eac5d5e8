/**
 * Shared by the catalogue specs: the seeded batches each spec stages a situation with (their ids
 * follow server/seed/data/catalogue.ts), expected values read from the product API itself (so a
 * changed seed price cannot silently pass), and the structured data a page carries.
 */
import { expect, type BrowserContext, type Page } from "@playwright/test";
import type { BatchDetails } from "@contract";
import { E2E_API_URL } from "./stack";

export const SEEDED = {
  /** Open, early bird running, installments, no courier: a freshly registered doctor can enroll. */
  openBatch: 1,
  /** Couriers lecture sheets, so it needs a permanent address (the demo doctor has none). */
  needsAddress: 2,
  full: 4,
  closed: 5,
  /** The combined programme, enrolled in through its master schedules. */
  combined: 14,
  /** The demo doctor's active enrollment. */
  demoEnrolled: 21,
} as const;

/** The home page's promotion modal would cover everything on a first visit. */
export async function promoAlreadySeen(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "promo_seen_at", value: String(Date.now()), url: baseURL ?? "http://127.0.0.1" }]);
}

export async function apiBatch(id: number, api = E2E_API_URL): Promise<BatchDetails> {
  const res = await fetch(`${api}/api/v3/web/batches/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: BatchDetails }).data;
}

/** Every JSON-LD block of the page, parsed: a block that is not valid JSON fails the test here. */
export async function jsonLdOf(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(data) ? data : [data];
  });
}
