/**
 * Sitting a course exam, in both projects, each test as a doctor of its own (registered, enrolled
 * and paid for the open evening batch, whose seeded exams it sits): from the course's schedule to
 * exam-status, exam-info and Start; without JavaScript pages of ten with "save and next", the jump
 * list and the review-and-submit counts; with it every question on one page, saves in the
 * background through a network cut and a reload, hostile bodies to the JSON save path, and a
 * one-minute exam that submits itself when its time runs out.
 */
import { expect, test, type Page } from "@playwright/test";
import { fakeClientIp, promoAlreadySeen } from "./support/accounts";
import { SEEDED } from "./support/catalogue";
import { FCPS_EXAM_TITLE } from "../../server/seed/exams";
import {
  doctorWithActiveCombinedCourse,
  doctorWithActiveEveningCourse,
  doctorWithActiveMockTestCourse,
  openExamFromSchedule,
  startExam,
} from "./support/exams";
import { NOJS } from "./support/nojs";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": fakeClientIp() }) });
test.beforeEach(async ({ context, baseURL }) => promoAlreadySeen(context, baseURL!));

const OFFLINE = "সংযোগ বিচ্ছিন্ন — আপনার উত্তর এই ডিভাইসে রাখা আছে, সংযোগ ফিরলে পাঠানো হবে।";
const statement = (page: Page, n: string, letter: string, value: "সত্য" | "মিথ্যা" | "ফাঁকা") =>
  page.getByRole("radio", { name: `প্রশ্ন ${n} (${letter}): ${value}` });
/** The n-th option (0 = A) of a question, by its number in Bengali digits. */
const option = (page: Page, n: number, index: number) => page.locator(`#q-${n}`).getByRole("radio").nth(index);
const jump = (page: Page, n: string, state: string) =>
  page.getByRole("navigation", { name: "প্রশ্নের তালিকা" }).getByLabel(`প্রশ্ন ${n}: ${state}`);

async function expectSubmitted(page: Page) {
  await expect(page).toHaveURL(/\/exam-status$/);
  await expect(page.locator('[data-exam-status="submitted"]')).toBeVisible();
  await expect(page.locator(".result-summary dt", { hasText: "প্রাপ্ত নম্বর" })).toBeVisible();
}

test("sit the 20-question exam to submission", NOJS, async ({ page, context }, testInfo) => {
  test.setTimeout(180_000);
  const js = testInfo.project.name === "js";
  const courseId = await doctorWithActiveEveningCourse(page);
  await openExamFromSchedule(page, courseId, 0);
  await expect(page.locator('[data-exam-status="open"]')).toBeVisible();
  await page.getByRole("link", { name: "নিয়ম দেখে পরীক্ষা শুরু করুন" }).click();
  // exam-info: marking with the negative range, counts, and the deadline as a clock time.
  await expect(page.locator(".exam-facts")).toContainText("প্রতিটি ভুল বিবৃতিতে −০.২, প্রশ্ন ১–৫-এ");
  await expect(page.locator(".exam-facts")).toContainText("২০টি (MCQ ১০, SBA ১০)");
  await expect(page.getByText("এখন শুরু করলে শেষ সময়:")).toBeVisible();
  await page.goBack();
  const attemptId = await startExam(page);
  await expect(page.getByText("শেষ সময়:").first()).toBeVisible();

  if (!js) {
    await test.step("pages of ten, save and next, the jump list", async () => {
      await expect(page.locator(".question")).toHaveCount(10);
      await statement(page, "১", "A", "সত্য").check();
      await statement(page, "১", "B", "মিথ্যা").check();
      for (const letter of ["A", "B", "C", "D", "E"]) await statement(page, "২", letter, "সত্য").check();
      await page.getByRole("button", { name: "সংরক্ষণ করে পরের পাতা" }).click();
      await expect(page).toHaveURL(new RegExp(`/my/exam-attempts/${attemptId}\\?page=2$`));
      await expect(page.locator(".question")).toHaveCount(10);
      await expect(page.locator("#q-11")).toBeVisible();
      await option(page, 11, 2).check();
      // The jump list saves this page before it jumps: question 11 is kept, question 1 is as left.
      await jump(page, "১", "আংশিক").click();
      await expect(page).toHaveURL(new RegExp(`/my/exam-attempts/${attemptId}#q-1$`));
      await expect(statement(page, "১", "A", "সত্য")).toBeChecked();
      await expect(statement(page, "১", "B", "মিথ্যা")).toBeChecked();
      await expect(statement(page, "১", "C", "ফাঁকা")).toBeChecked();
      await expect(jump(page, "১১", "উত্তর দেওয়া")).toBeVisible();
      await expect(jump(page, "২", "উত্তর দেওয়া")).toBeVisible();
    });
    await test.step("a phone an hour fast saved question 1 meanwhile: this page's later save still wins", async () => {
      const field = await page.locator("#q-1 input[type=radio]").first().getAttribute("name");
      const questionId = Number(/^a-(\d+)-0$/.exec(field ?? "")?.[1]);
      const fast = await page.request.post(`/my/exam-attempts/${attemptId}/answers`, {
        data: {
          answers: [{ question_id: questionId, answer: "FFFFF", client_at: new Date(Date.now() + 3_600_000).toISOString() }],
        },
      });
      expect((await fast.json()).saved).toEqual([questionId]);
      await page.getByRole("button", { name: "উত্তর সংরক্ষণ করুন" }).click();
      await expect(page).toHaveURL(new RegExp(`/my/exam-attempts/${attemptId}$`));
      await expect(statement(page, "১", "A", "সত্য")).toBeChecked();
      await expect(statement(page, "১", "C", "ফাঁকা")).toBeChecked();
    });
  } else {
    await test.step("every question on one page, saved in the background", async () => {
      await expect(page.locator(".question")).toHaveCount(20);
      await statement(page, "১", "A", "সত্য").check();
      await statement(page, "১", "B", "মিথ্যা").check();
      await expect(page.getByText("সব উত্তর সংরক্ষিত।")).toBeVisible();
      await expect(jump(page, "১", "আংশিক")).toBeVisible();
    });
    await test.step("a network cut: kept on the device, sent when the network is back", async () => {
      await context.setOffline(true);
      for (const letter of ["A", "B", "C", "D", "E"]) await statement(page, "২", letter, "সত্য").check();
      await option(page, 11, 2).check();
      await expect(page.getByText(OFFLINE)).toBeVisible();
      const queued = await page.evaluate((id) => window.localStorage.getItem(`exam-answers:${id}`), attemptId);
      expect(JSON.parse(queued!)).toHaveLength(2);
      expect(queued).not.toMatch(/token|bearer/i);
      await context.setOffline(false);
      await expect(page.getByText(OFFLINE)).toBeHidden({ timeout: 15_000 });
      await expect(page.getByText("সব উত্তর সংরক্ষিত।")).toBeVisible();
      expect(await page.evaluate((id) => window.localStorage.getItem(`exam-answers:${id}`), attemptId)).toBeNull();
    });
    await test.step("a reload (nothing left on the device) resumes with every answer from the server", async () => {
      await page.evaluate(() => window.localStorage.clear());
      await page.reload();
      await expect(page.locator(".question")).toHaveCount(20);
      await expect(statement(page, "১", "A", "সত্য")).toBeChecked();
      await expect(statement(page, "২", "E", "সত্য")).toBeChecked();
      await expect(option(page, 11, 2)).toBeChecked();
      await expect(page.getByRole("timer")).toHaveText(/বাকি [০-৯]{2}:[০-৯]{2}/);
    });
    await test.step("the JSON save path: its answer, and hostile bodies get a 4xx", async () => {
      const url = `/my/exam-attempts/${attemptId}/answers`;
      const paper = await page.request.post(url, {
        data: { answers: [{ question_id: 1, answer: "Z", client_at: new Date().toISOString() }] },
        failOnStatusCode: false,
      });
      expect(paper.status()).toBe(422);
      for (const body of [
        "{",
        "null",
        '{"answers":"x"}',
        '{"answers":[]}',
        '{"answers":[{"question_id":-1,"answer":"A","client_at":"2026-01-01T00:00:00Z"}]}',
        `{"answers":[${Array.from({ length: 201 }, () => '{"question_id":1,"answer":"A","client_at":"2026-01-01T00:00:00Z"}').join(",")}]}`,
        '{"answers":[{"question_id":1,"answer":"\\u0000","client_at":"x"}]}',
        '{"__proto__":{"x":1},"answers":[{"question_id":99999999999,"answer":"AAAAAAA","client_at":"2026-01-01T00:00:00Z"}]}',
      ]) {
        const res = await page.request.post(url, {
          data: body,
          headers: { "content-type": "application/json" },
          failOnStatusCode: false,
        });
        expect(res.status(), body.slice(0, 40)).toBeGreaterThanOrEqual(400);
        expect(res.status(), body.slice(0, 40)).toBeLessThan(500);
        expect(res.headers()["content-type"]).toContain("application/json");
      }
      for (const other of ["/my/exam-attempts/999999/answers", "/my/exam-attempts/x1/answers"]) {
        const res = await page.request.post(other, { data: { answers: [] }, failOnStatusCode: false });
        expect([404, 422]).toContain(res.status());
      }
      const crossSite = await page.request.post(url, {
        data: "{}",
        headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        failOnStatusCode: false,
      });
      expect(crossSite.status()).toBe(403);
    });
  }

  await test.step("review and submit: the counts, then the result", async () => {
    await page.getByRole("button", { name: "রিভিউ করে জমা দিন" }).click();
    await expect(page).toHaveURL(new RegExp(`/my/exam-attempts/${attemptId}/review$`));
    const counts = page.locator(".submit-review__counts");
    await expect(counts.locator('[data-state="answered"] dd')).toHaveText("২");
    await expect(counts.locator('[data-state="partial"] dd')).toHaveText("১");
    await expect(counts.locator('[data-state="blank"] dd')).toHaveText("১৭");
    await page.getByRole("button", { name: "উত্তরপত্র জমা দিন" }).click();
    await expectSubmitted(page);
    await expect(page.getByText("আপনার উত্তরপত্র জমা হয়েছে।")).toBeVisible();
    // The attempt is closed: its page leads to the status page, and saves are refused.
    await page.goto(`/my/exam-attempts/${attemptId}`);
    await expectSubmitted(page);
  });

  await test.step("explanations cite the reference book by name: this course does not list it, so no link into a 404", async () => {
    await page.goto(`/my/question-explanation-list?attempt=${attemptId}`);
    const reference = page.locator(".question__reference", { hasText: "রেফারেন্স বই:" }).first();
    await expect(reference).toContainText(/রেফারেন্স বই: Guyton .+, পৃষ্ঠা [০-৯]+/);
    await expect(reference.getByRole("link")).toHaveCount(0);
  });
});

test("a change the API does not store stays queued, and the page says it is not saved", async ({ page, context }) => {
  const courseId = await doctorWithActiveEveningCourse(page);
  await openExamFromSchedule(page, courseId, 0);
  const attemptId = await startExam(page);
  await expect(page.locator(".question")).toHaveCount(20);
  const status = page.locator(".exam-sitting__saved");
  const field = await page.locator("#q-11 input[type=radio]").first().getAttribute("name");
  const questionId = Number(/^a-(\d+)$/.exec(field ?? "")?.[1]);
  const queued = () => page.evaluate((id) => window.localStorage.getItem(`exam-answers:${id}`), attemptId);
  await option(page, 11, 0).check();
  await expect(status).toHaveText("সব উত্তর সংরক্ষিত।");

  // Offline, the doctor changes question 11 on this phone; then, on another device, once more, saved at once.
  // The phone's saves are also cut at the route: the offline emulation reaches a save already on its way a
  // moment late, and a busy machine let one through before the other device's (the page then rightly said saved).
  const saves = `**/my/exam-attempts/${attemptId}/answers`;
  await page.route(saves, (route) => route.abort("internetdisconnected"));
  await context.setOffline(true);
  await option(page, 11, 1).check();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  const other = await page.request.post(`/my/exam-attempts/${attemptId}/answers`, {
    data: { answers: [{ question_id: questionId, answer: "C", client_at: new Date().toISOString() }] },
  });
  expect((await other.json()).saved).toEqual([questionId]);
  await page.unroute(saves);
  await context.setOffline(false);

  // Back online, the phone's queued change is the older one: the API keeps the other device's and names
  // nothing stored, so the page keeps the change queued and says it is not saved.
  await expect(status).toHaveText("প্রশ্ন ১১: উত্তর সংরক্ষণ বাকি — সার্ভারে এর চেয়ে নতুন উত্তর আছে। পাতাটি আবার খুলে দেখে নিন।");
  await expect(page.getByText(OFFLINE)).toBeHidden();
  await expect(option(page, 11, 1)).toBeChecked();
  expect(JSON.parse((await queued())!)).toMatchObject([{ question_id: questionId, answer: "B" }]);

  // Reopened, the page shows the answer the API holds, and nothing is left to send.
  await page.reload();
  await expect(page.locator(".question")).toHaveCount(20);
  await expect(option(page, 11, 2)).toBeChecked();
  await expect(status).toHaveText("সব উত্তর সংরক্ষিত।");
  expect(await queued()).toBeNull();
});

test("the one-minute exam submits itself when the time runs out", async ({ page }) => {
  test.setTimeout(180_000);
  const courseId = await doctorWithActiveEveningCourse(page);
  await openExamFromSchedule(page, courseId, 1);
  // The page's clock is moved on instead of the test waiting out the minute (64 s of a worker in every run): the
  // subject is the sheet submitting itself at zero. The server's own deadline and grace period are
  // tests/server/exams.test.ts's ("takes answers within the grace period…"), on a moved server clock.
  await page.clock.install();
  await startExam(page);
  await expect(page.getByRole("timer")).toHaveText(/বাকি ০০:[০-৫][০-৯]/);
  await option(page, 3, 0).check();
  await expect(page.getByText("সব উত্তর সংরক্ষিত।")).toBeVisible();
  // Nothing pressed: at zero the page submits the sheet itself.
  await page.clock.fastForward("01:00");
  await page.waitForURL(/\/exam-status$/);
  await expectSubmitted(page);
  // The one answer given before the time ran out counts (the seeded key makes it right); the rest are blank statements and options.
  // Counted by question (2 MCQ + 2 SBA) and by MCQ statement, each with its unit.
  await expect(page.locator(".result-summary")).toContainText("প্রশ্ন (৪টি)সঠিক ১ · আংশিক সঠিক ০ · ভুল ০ · ফাঁকা ৩");
  await expect(page.locator(".result-summary")).toContainText("MCQ-এর বিবৃতি (১০টি)সঠিক ০ · ভুল ০ · ফাঁকা ১০");
});

test(
  "the 150-question paper: the page of ten in the HTML, every question once the script has the paper, and a failed fetch leaves the page of ten working",
  NOJS,
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const js = testInfo.project.name === "js";
    const courseId = await doctorWithActiveMockTestCourse(page);
    await page.goto(`/my/courses/${courseId}/exams/results`);
    await page
      .locator(".exam-list__item")
      .filter({ hasText: FCPS_EXAM_TITLE })
      .getByRole("link", { name: "পরীক্ষার অবস্থা" })
      .click();
    const attemptId = await startExam(page);
    const navigator = page.getByRole("navigation", { name: "প্রশ্নের তালিকা" }).getByRole("listitem");
    await expect(navigator).toHaveCount(150);

    if (!js) {
      await expect(page.locator(".question")).toHaveCount(10);
      await jump(page, "১৫০", "ফাঁকা").click();
      await expect(page).toHaveURL(new RegExp(`/my/exam-attempts/${attemptId}\\?page=15#q-150$`));
      await expect(page.locator(".question")).toHaveCount(10);
      await option(page, 150, 0).check();
      await page.getByRole("button", { name: "উত্তর সংরক্ষণ করুন" }).click();
      await expect(jump(page, "১৫০", "উত্তর দেওয়া")).toBeVisible();
      return;
    }
    await test.step("every question once the paper has arrived, saved in the background and there after a reload", async () => {
      await expect(page.locator(".question")).toHaveCount(150);
      await option(page, 150, 0).check();
      await expect(page.getByText("সব উত্তর সংরক্ষিত।")).toBeVisible();
      await page.evaluate(() => window.localStorage.clear());
      await page.reload();
      await expect(page.locator(".question")).toHaveCount(150);
      await expect(option(page, 150, 0)).toBeChecked();
    });
    await test.step("the paper cannot be fetched: the page of ten with its own navigation, answers still saved", async () => {
      await page.route("**/paper?**", (route) => route.abort());
      await page.reload();
      await expect(page.getByRole("timer")).toBeVisible();
      await expect(page.locator(".question")).toHaveCount(10);
      await option(page, 1, 0).check();
      await expect(page.getByText("সব উত্তর সংরক্ষিত।")).toBeVisible();
      await page.getByRole("button", { name: "সংরক্ষণ করে পরের পাতা" }).click();
      await expect(page).toHaveURL(new RegExp(`/my/exam-attempts/${attemptId}\\?page=2$`));
      await expect(page.locator("#q-11")).toBeVisible();
      await expect(jump(page, "১", "আংশিক")).toBeVisible();
      await expect(page.locator(".question")).toHaveCount(10);
    });
  },
);

test(
  "a combined-programme doctor opens a master-schedule exam: its list entry, exam-status, exam-info",
  NOJS,
  async ({ page }) => {
    test.setTimeout(120_000);
    const courseId = await doctorWithActiveCombinedCourse(page);
    await page.goto(`/my/courses/${courseId}/exams/results`);
    const practice = page.locator(".exam-list__item").filter({ hasText: "সাপ্তাহিক অনুশীলনী পরীক্ষা — ২০ প্রশ্ন" });
    await practice.getByRole("link", { name: "পরীক্ষার অবস্থা" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/my/courses/${courseId}/master-schedule/\\d+/batch/${SEEDED.combined}/events/\\d+/exam-status$`),
    );
    await expect(page.locator('[data-exam-status="open"]')).toBeVisible();
    await page.getByRole("link", { name: "নিয়ম দেখে পরীক্ষা শুরু করুন" }).click();
    await expect(page).toHaveURL(/\/master-schedule\/\d+\/batch\/\d+\/events\/\d+\/exam-info$/);
    await expect(page.locator(".exam-facts")).toContainText("২০টি (MCQ ১০, SBA ১০)");
    await page.getByRole("button", { name: "পরীক্ষা শুরু করুন" }).click();
    await expect(page).toHaveURL(/\/my\/exam-attempts\/\d+$/);
  },
);

test("an admin-assigned exam: from admin-exams to its rules, Start, submit and the result", NOJS, async ({ page }) => {
  test.setTimeout(150_000);
  await doctorWithActiveEveningCourse(page);
  await page.goto("/my/admin-exams");
  const item = page.locator(".exam-list__item").filter({ hasText: "একাডেমি মূল্যায়ন পরীক্ষা — ফার্মাকোলজি" });
  await expect(item.locator(".badge", { hasText: "চলছে" })).toBeVisible();
  await item.getByRole("link", { name: "নিয়ম দেখে পরীক্ষা শুরু করুন" }).click();
  await expect(page).toHaveURL(/\/my\/admin-exams\/\d+$/);
  await expect(page.locator(".exam-facts")).toContainText("১০টি (MCQ ৫, SBA ৫)");
  await expect(page.locator(".exam-facts")).toContainText("২০ মিনিট");
  await expect(page.getByText("এখন শুরু করলে শেষ সময়:")).toBeVisible();
  await page.getByRole("button", { name: "পরীক্ষা শুরু করুন" }).click();
  await expect(page).toHaveURL(/\/my\/exam-attempts\/\d+$/);
  const attemptId = Number(/exam-attempts\/(\d+)/.exec(page.url())![1]);
  // The list now leads back into the attempt under way.
  await page.goto("/my/admin-exams");
  await item.getByRole("link", { name: "পরীক্ষা চালিয়ে যান" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/exam-attempts/${attemptId}$`));
  await page.getByRole("button", { name: "রিভিউ করে জমা দিন" }).click();
  await page.getByRole("button", { name: "উত্তরপত্র জমা দিন" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/participated-questions-answer\\?attempt=${attemptId}$`));
  await expect(page.locator(".result-summary")).toBeVisible();
  await page.goto("/my/admin-exams");
  await expect(item.getByRole("link", { name: "ফলাফল ও উত্তর" })).toBeVisible();
});
