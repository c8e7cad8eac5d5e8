/**
 * Issue 11's "Done means": every study route is reachable from the dashboard by links alone. The
 * walk starts on the current page (the dashboard) and only ever clicks visible links and goes back:
 * depth first, each link whose path matches a route not yet reached (or reached fewer times than
 * its `visits`) is clicked, the page it opens is walked in turn, then the browser goes back. A link
 * that errors (4xx/5xx answer) or lands elsewhere fails the test. Every other link drawn on a walked
 * page is fetched too (without following it further): any 4xx or 5xx fails the test, with the page
 * that drew it (decision 007). The answer is which routes were reached, by which URL, and from which page.
 */
import { expect, type Page, type Response } from "@playwright/test";

export type StudyRoute = {
  pattern: RegExp;
  /** Distinct pages of this route to walk (a course home leads to different timetables): default 1. */
  visits?: number;
};

export type Reached = Map<string, { url: string; from: string }[]>;

/**
 * With JavaScript the URL changes before the page does (a back navigation at once, then its
 * loaders run): wait for the router to be idle and the page's heading to be there.
 */
async function settled(page: Page, heading?: string) {
  await page.waitForFunction(() => {
    const router = (window as { __remixRouter?: { state: { navigation: { state: string } } } }).__remixRouter;
    return !router || router.state.navigation.state === "idle";
  });
  const h1 = page.locator("h1").first();
  await (heading === undefined ? expect(h1).toBeVisible() : expect(h1).toHaveText(heading));
}

/** Links that are no page to fetch: the external admin site and its token login, resource routes. */
const NOT_FETCHED = [/^\/admin(\/|$)/, /^\/login-for-admin(\/|$)/, /^\/resources\//];

/** The paths of the visible links on this page (same-origin, not opening a new tab), in page order. */
async function visibleLinks(page: Page): Promise<{ raw: string; path: string; pathAndQuery: string }[]> {
  const hrefs = await page
    .locator("a[href]:visible:not([target]):not([download])")
    .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute("href")!, (a as HTMLAnchorElement).href] as const));
  const here = new URL(page.url());
  return (
    hrefs
      .map(([raw, absolute]) => ({ raw, url: new URL(absolute) }))
      // Another page of this site: not a fragment of this one (the skip link).
      .filter(({ url }) => url.origin === here.origin && url.pathname + url.search !== here.pathname + here.search)
      .map(({ raw, url }) => ({ raw, path: url.pathname, pathAndQuery: url.pathname + url.search }))
  );
}

export async function walkStudyRoutes(page: Page, routes: Record<string, StudyRoute>): Promise<Reached> {
  const reached: Reached = new Map(Object.keys(routes).map((name) => [name, []]));
  const failures: string[] = [];
  const onResponse = (res: Response) => {
    const url = new URL(res.url());
    if (url.origin === new URL(page.url()).origin && res.status() >= 400 && res.request().resourceType() !== "image")
      failures.push(`${res.status()} ${url.pathname}${url.search}`);
  };
  page.on("response", onResponse);
  const wanted = (path: string) =>
    Object.entries(routes).find(([name, route]) => {
      const seen = reached.get(name)!;
      return route.pattern.test(path) && seen.length < (route.visits ?? 1) && !seen.some((s) => s.url === path);
    })?.[0];

  /** Every link drawn on a walked page, with the pages that drew it: fetched once the walk is over. */
  const drawn = new Map<string, Set<string>>();

  // Each route is walked at most `visits` times, so the depth is bounded by the routes themselves.
  async function walk(): Promise<void> {
    const here = page.url();
    const heading = (await page.locator("h1").first().textContent())!;
    const links = await visibleLinks(page);
    for (const { pathAndQuery } of links) {
      if (!NOT_FETCHED.some((rule) => rule.test(pathAndQuery)))
        drawn.set(pathAndQuery, (drawn.get(pathAndQuery) ?? new Set()).add(new URL(here).pathname));
    }
    for (const link of links) {
      const name = wanted(link.path);
      if (!name) continue;
      const anchor = page.locator(`a[href="${link.raw}"]:visible`).first();
      // A link of the first scan may be gone after a child page changed state (a notice read): skip it then.
      if (
        !(await anchor.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        ))
      )
        continue;
      await anchor.click();
      await expect(page, `${name}: ${link.path} from ${new URL(here).pathname}`).toHaveURL((url) => url.pathname === link.path);
      await settled(page);
      reached.get(name)!.push({ url: link.path, from: new URL(here).pathname });
      await settled(page);
      await walk();
      await page.goBack();
      await expect(page).toHaveURL(here);
      await settled(page, heading);
    }
  }

  await settled(page);
  await walk();
  page.off("response", onResponse);
  expect(failures, "error answers met on the walk").toEqual([]);
  const broken: string[] = [];
  for (const [path, from] of drawn) {
    const status = (await page.request.get(path, { maxRedirects: 0, failOnStatusCode: false })).status();
    if (status >= 400) broken.push(`${status} ${path} ← linked from ${[...from].sort().join(", ")}`);
  }
  expect(broken, "links drawn on the walked pages that answer a 4xx or 5xx").toEqual([]);
  const missing = Object.entries(routes)
    .filter(([name]) => reached.get(name)!.length === 0)
    .map(([name]) => name);
  expect(missing, "routes not reachable by links from the dashboard").toEqual([]);
  return reached;
}

/** The study routes every doctor with an active paid course has (issue 11's list, less exams and payments). */
export const STUDY_ROUTES = {
  courses: { pattern: /^\/my\/courses$/ },
  course: { pattern: /^\/my\/courses\/\d+$/, visits: 2 },
  materials: { pattern: /^\/my\/courses\/\d+\/course-materials$/ },
  fullSchedule: { pattern: /^\/my\/courses\/\d+\/full-schedule$/ },
  adminVideos: { pattern: /^\/my\/admin-videos$/ },
  adminVideo: { pattern: /^\/my\/admin-videos\/\d+$/ },
  lectureSheets: { pattern: /^\/my\/lecture-sheet$/ },
  notices: { pattern: /^\/my\/notices$/ },
  notice: { pattern: /^\/my\/notices\/\d+$/ },
  complainBox: { pattern: /^\/my\/complain-box$/ },
  complaint: { pattern: /^\/my\/complain-box\/\d+$/ },
  account: { pattern: /^\/my\/account$/ },
  devices: { pattern: /^\/my\/account\/devices$/ },
  deviceRules: { pattern: /^\/my\/account\/devices\/coming-soon$/ },
} satisfies Record<string, StudyRoute>;

/** A missed exam offered on the dashboard (the seed gives the demo doctor one, and a master schedule its parts' one). */
export const PENDING_EXAM_ROUTE = {
  pendingExamInfo: { pattern: /^\/my\/courses\/\d+\/events\/\d+\/pending-exam-info$/ },
} satisfies Record<string, StudyRoute>;

/** A batch-schedule enrolment's timetable and lecture. */
export const BATCH_TIMETABLE_ROUTES = {
  timetable: { pattern: /^\/my\/courses\/\d+\/batch\/\d+\/schedule\/\d+$/, visits: 2 },
  lecture: { pattern: /^\/my\/courses\/\d+\/events\/\d+\/schedule\/\d+\/lecture$/ },
} satisfies Record<string, StudyRoute>;

/** A master-schedule enrolment's timetable and lecture. */
export const MASTER_TIMETABLE_ROUTES = {
  masterTimetable: { pattern: /^\/my\/courses\/\d+\/batch\/\d+\/master-schedule\/\d+$/ },
  masterLecture: { pattern: /^\/my\/courses\/\d+\/events\/\d+\/master-schedule\/\d+\/lecture$/ },
} satisfies Record<string, StudyRoute>;

/** From a course home: its routine, which marks the classes with recordings, then the first of them, by links alone. */
export async function openFirstRecordedClass(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "কোর্সের অংশ" }).getByRole("link", { name: "আমার রুটিন" }).click();
  await expect(page.locator(".agenda__videos").first()).toContainText("ভিডিও");
  await page
    .locator(".agenda__item")
    .filter({ has: page.locator(".agenda__videos") })
    .first()
    .getByRole("link")
    .click();
}
