/**
 * Issue 11, "Done means", for the demo doctor on a verified browser: from the dashboard, by links
 * alone (no address typed after the dashboard), every study route of spec §2's logged-in list that
 * is neither an exam nor a payment page, with and without JavaScript, plus the dashboard's own
 * pending-exam link. The demo doctor's courses run on batch schedules; the master-schedule routes
 * are walked by the new doctor of study-new-doctor.spec.ts, who enrols in a master schedule. After
 * the walk, one typed address: a batch lecture under the master variant's path is a 404.
 */
import { expect, test } from "./support/learning";
import { BATCH_TIMETABLE_ROUTES, PENDING_EXAM_ROUTE, STUDY_ROUTES, walkStudyRoutes } from "./support/study-walk";
import { NOJS } from "./support/nojs";

test(
  "the demo doctor reaches every study route from the dashboard by links alone",
  NOJS,
  async ({ verifiedDemoDoctor: page }) => {
    test.setTimeout(180_000);
    await page.goto("/my/dashboard");
    const reached = await walkStudyRoutes(page, {
      ...STUDY_ROUTES,
      ...BATCH_TIMETABLE_ROUTES,
      // The demo doctor's own data: missed classes and a missed exam, parcels, and the course's book.
      pendingVideo: { pattern: /^\/my\/pending-video\/\d+$/, visits: 2 },
      pendingVideoPlay: { pattern: /^\/my\/pending-video\/\d+\/video\/\d+$/ },
      sheetTrack: { pattern: /^\/my\/lecture-sheet-track\/\d+$/ },
      bookPage: { pattern: /^\/my\/reference-book\/\d+\/page-no\/\d+$/ },
      ...PENDING_EXAM_ROUTE,
    });
    // The missed exam is offered on the dashboard itself ("pending videos and exams").
    expect(reached.get("pendingExamInfo")![0]!.from).toBe("/my/dashboard");
    // The lecture's address names the schedule kind: a batch course's lecture under master-schedule names nothing.
    const [lecture] = reached.get("lecture")!;
    expect((await page.goto(lecture!.url.replace("/schedule/", "/master-schedule/")))?.status()).toBe(404);
  },
);
