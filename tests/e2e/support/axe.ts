/**
 * Accessibility and narrow-screen checks for a page as it stands: axe-core (from the package, so
 * nothing is fetched) and the 360 px layout with no sideways scroll.
 *
 * axe needs script in the page, which the portal's CSP refuses (rightly) and the nojs project cannot
 * run: so the page's current HTML, scripts taken out, is served again at its own URL to a browser
 * context of its own that bypasses CSP, where its stylesheets and fonts load from the portal as usual.
 */
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const AXE_SOURCE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** axe's serious and critical findings on the page (an empty list is a pass). */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await page.context().browser()!.newContext({
    bypassCSP: true,
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
    locale: "bn-BD",
  });
  let violations: AxeViolation[];
  try {
    await context.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
    const copy = await context.newPage();
    await copy.goto(url);
    await copy.addScriptTag({ path: AXE_SOURCE });
    violations = await copy.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
      return (await axe.run()).violations;
    });
  } finally {
    await context.close();
  }
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
}

/** At 360 px wide the page scrolls only downwards, and axe finds nothing serious. */
export async function expectNarrowAndAccessible(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  const { overflow, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements that reach past the right edge name what to fix.
    const past = [...document.body.querySelectorAll("*")].filter((e) => e.getBoundingClientRect().right > width + 1);
    const innermost = past.filter((e) => !past.some((other) => other !== e && e.contains(other)));
    return {
      overflow: document.documentElement.scrollWidth - width,
      widest: innermost.slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join(".")}`),
    };
  });
  expect(overflow, `sideways scroll at 360 px: ${widest.join(", ")}`).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  if (size) await page.setViewportSize(size);
}
