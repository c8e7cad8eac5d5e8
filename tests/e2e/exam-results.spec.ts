/**
 * After submit, in both projects: the demo doctor (on a verified browser: exams are paid content)
 * goes from the dashboard to a course's exams, the participated page, the result with their answers
 * against the key, and the attempt's answer and explanation pages; an exam whose answers open when
 * its window closes says so in Bengali and shows none; a pending attempt stands outside the merit
 * list; a master exam has its own result page; admin-exams lists the academy's exam. Seed:
 * server/seed/exam-results.ts.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/learning";
import { NOJS } from "./support/nojs";

const PAST = "সাপ্তাহিক মক টেস্ট ৩ — কার্ডিওভাসকুলার ফিজিওলজি";
const HIDDEN = "সাপ্তাহিক মক টেস্ট ৫ — রেনাল ফিজিওলজি";
const PENDING = "সাপ্তাহিক মক টেস্ট ৪ — এন্ডোক্রাইনোলজি";
const MASTER = "রেসিডেন্সি গ্র্যান্ড মাস্টার মক — পর্ব ১";
const ADMIN = "একাডেমি মূল্যায়ন পরীক্ষা — বেসিক সায়েন্স";
const NOT_YET = "উত্তর ও ব্যাখ্যা এখনো দেখা যাবে না।";

const examItem = (page: Page, title: string) => page.locator(".exam-list__item").filter({ hasText: title });
const fact = (page: Page, term: string) => page.locator(".result-summary__facts div").filter({ hasText: term }).locator("dd");

async function openCourseExams(page: Page, course: string) {
  await page.goto("/my/dashboard");
  await page.locator(".course-card").getByRole("link", { name: course }).click();
  await page.getByRole("navigation", { name: "কোর্সের অংশ" }).getByRole("link", { name: "পরীক্ষা ও ফলাফল" }).click();
  await expect(page).toHaveURL(/\/my\/courses\/\d+\/exams\/results$/);
}

test(
  "participated → result → answers → explanations; hidden review, pending, master and admin exams",
  NOJS,
  async ({ verifiedDemoDoctor: page }) => {
    test.setTimeout(150_000);

    await test.step("a course's exams: states and marks", async () => {
      await openCourseExams(page, "এফসিপিএস পার্ট-১ মক টেস্ট প্রোগ্রাম");
      await expect(examItem(page, PAST)).toContainText("জমা দেওয়া হয়েছে");
      await expect(examItem(page, PAST)).toContainText("প্রাপ্ত নম্বর ৭ · উত্তীর্ণ");
      await expect(examItem(page, HIDDEN)).toContainText("উত্তর দেখা যাবে");
      await expect(examItem(page, PENDING)).toContainText("মেধাক্রমের বাইরে");
      await expect(page.locator(".exam-list__item .badge", { hasText: "চলছে" }).first()).toBeVisible();
      // An exam not yet sat leads to its status page on the course's timetable.
      const open = page
        .locator(".exam-list__item")
        .filter({ has: page.locator(".badge", { hasText: "চলছে" }) })
        .first();
      await open.getByRole("link", { name: "পরীক্ষার অবস্থা" }).click();
      await expect(page).toHaveURL(/\/my\/courses\/\d+\/schedule\/\d+\/events\/\d+\/exam-status$/);
      await expect(page.locator('[data-exam-status="open"]')).toBeVisible();
      await page.goBack();
    });

    await test.step("participated, then the result with a shared second place and the answers against the key", async () => {
      await examItem(page, PAST).getByRole("link", { name: "অংশগ্রহণের বিবরণ" }).click();
      await expect(page).toHaveURL(/\/my\/courses\/\d+\/schedule\/\d+\/events\/\d+\/exam\/participated$/);
      await expect(fact(page, "মেধাক্রম")).toHaveText("২ / ৮");
      await page.getByRole("link", { name: "পূর্ণ ফলাফল, উত্তর ও ব্যাখ্যা দেখুন" }).click();
      await expect(page).toHaveURL(/\/my\/courses\/\d+\/events\/\d+\/exam\/result$/);
      await expect(page.locator(".result-summary__verdict")).toHaveText("উত্তীর্ণ");
      await expect(fact(page, "প্রাপ্ত নম্বর")).toHaveText("৭ / ১০ (৭০%)");
      await expect(fact(page, "প্রশ্ন (১০টি)")).toHaveText("সঠিক ৭ · আংশিক সঠিক ০ · ভুল ০ · ফাঁকা ৩");
      await expect(fact(page, "MCQ-এর বিবৃতি (২৫টি)")).toHaveText("সঠিক ২৫ · ভুল ০ · ফাঁকা ০");
      await expect(fact(page, "ভুল উত্তরের জন্য কাটা")).toHaveText("০");
      await expect(fact(page, "সর্বোচ্চ নম্বর")).toHaveText("৯");
      await expect(page.locator(".question")).toHaveCount(10);
      await expect(page.locator(".question").first()).toContainText("আপনার উত্তর: সত্য; সঠিক: সত্য");
      // Question 8 is an SBA left blank: only the correct option is marked.
      await expect(page.locator(".question").nth(7).locator(".question__verdict", { hasText: "সঠিক উত্তর" })).toHaveCount(1);
      await expect(page.locator(".question").nth(7).locator(".question__verdict", { hasText: "আপনার উত্তর" })).toHaveCount(0);
      await expect(page.getByText("ব্যাখ্যা:").first()).toBeVisible();
    });

    await test.step("the attempt's pages: my answers, the question paper, the key, the explanations", async () => {
      const links = page.getByRole("navigation", { name: "এই পরীক্ষার পাতা" });
      await links.getByRole("link", { name: "আমার উত্তর" }).click();
      await expect(page).toHaveURL(/\/my\/participated-questions-answer\?attempt=\d+$/);
      await expect(page.locator(".question").first()).toContainText("আপনার উত্তর:");
      await expect(page.getByText("ব্যাখ্যা:")).toHaveCount(0);

      await links.getByRole("link", { name: "প্রশ্নপত্র" }).click();
      await expect(page).toHaveURL(/\/my\/question-list\?attempt=\d+$/);
      await expect(page.locator(".question")).toHaveCount(10);
      await expect(page.locator(".question__verdict", { hasText: "সঠিক" })).toHaveCount(0);

      await links.getByRole("link", { name: "সঠিক উত্তর" }).click();
      await expect(page).toHaveURL(/\/my\/question-answer-list\?attempt=\d+$/);
      await expect(page.locator(".question").first()).toContainText("সঠিক:");
      await expect(page.locator(".question").first()).not.toContainText("আপনার উত্তর");

      await links.getByRole("link", { name: "ব্যাখ্যা" }).click();
      await expect(page).toHaveURL(/\/my\/question-explanation-list\?attempt=\d+$/);
      await expect(page.locator(".question__explanation")).toHaveCount(10);
      await expect(page.locator(".question__reference").first()).toContainText("সূত্র:");
      // An explanation's reference-book page opens in the study area's reader (the demo doctor's course lists the book).
      await page
        .getByRole("link", { name: /^রেফারেন্স বই: Guyton .+, পৃষ্ঠা [০-৯]+$/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/my\/reference-book\/\d+\/page-no\/\d+$/);
      await expect(page.locator("#page-heading")).toBeVisible();
    });

    await test.step("answers open when the window closes: until then a Bengali notice, no answers", async () => {
      await openCourseExams(page, "এফসিপিএস পার্ট-১ মক টেস্ট প্রোগ্রাম");
      await examItem(page, HIDDEN).getByRole("link", { name: "ফলাফল", exact: true }).click();
      await expect(page).toHaveURL(/\/exam\/result$/);
      await expect(page.getByText(NOT_YET)).toBeVisible();
      await expect(page.locator(".question")).toHaveCount(0);
      await page.getByRole("navigation", { name: "এই পরীক্ষার পাতা" }).getByRole("link", { name: "ব্যাখ্যা" }).click();
      await expect(page.getByText(NOT_YET)).toBeVisible();
      await expect(page.locator(".question")).toHaveCount(0);
    });

    await test.step("a pending attempt: scored, outside the merit list", async () => {
      await openCourseExams(page, "এফসিপিএস পার্ট-১ মক টেস্ট প্রোগ্রাম");
      await examItem(page, PENDING).getByRole("link", { name: "অংশগ্রহণের বিবরণ" }).click();
      await expect(page).toHaveURL(/\/exam\/pending-participated$/);
      await expect(fact(page, "মেধাক্রম")).toHaveText("পরে অংশগ্রহণ করায় মেধাক্রমের বাইরে");
    });

    await test.step("a master exam: its own result page, with the batch position", async () => {
      await openCourseExams(page, "রেসিডেন্সি (এমডি/এমএস) ভর্তি প্রস্তুতি");
      await examItem(page, MASTER).getByRole("link", { name: "ফলাফল", exact: true }).click();
      await expect(page).toHaveURL(/\/my\/courses\/\d+\/events\/\d+\/master-exam\/result$/);
      await expect(fact(page, "ব্যাচে মেধাক্রম")).toHaveText("২ / ৫");
      await page.goBack();
      await examItem(page, MASTER).getByRole("link", { name: "অংশগ্রহণের বিবরণ" }).click();
      await expect(page).toHaveURL(/\/exam\/master-participated$/);
      await expect(page.getByRole("link", { name: "পূর্ণ ফলাফল, উত্তর ও ব্যাখ্যা দেখুন" })).toHaveAttribute(
        "href",
        /\/master-exam\/result$/,
      );
      // The same exam's status page on the batch's timetable links to the master result too (it was a 404).
      await page.goto(page.url().replace(/\/exam\/master-participated$/, "/exam-status"));
      await expect(page.locator('[data-exam-status="submitted"]')).toBeVisible();
      await page.getByRole("navigation", { name: "এই পরীক্ষার পাতা" }).getByRole("link", { name: "ফলাফল", exact: true }).click();
      await expect(page).toHaveURL(/\/master-exam\/result$/);
      await expect(fact(page, "ব্যাচে মেধাক্রম")).toHaveText("২ / ৫");
    });

    await test.step("admin-exams: the academy's exam, to its result and answers", async () => {
      await page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" }).getByRole("link", { name: "একাডেমির পরীক্ষা" }).click();
      await expect(page).toHaveURL(/\/my\/admin-exams$/);
      await examItem(page, ADMIN).getByRole("link", { name: "ফলাফল ও উত্তর" }).click();
      await expect(page).toHaveURL(/\/my\/participated-questions-answer\?attempt=\d+$/);
      await expect(page.locator(".result-summary")).toBeVisible();
    });
  },
);

test("another doctor's attempt and made-up ids are 404 pages", async ({ verifiedDemoDoctor: page }) => {
  test.setTimeout(120_000);
  // Attempts 1 and 2 are the demo doctor's quiz attempts (another door); 3 is the first seeded rival's exam attempt.
  for (const path of [
    "/my/question-list?attempt=3",
    "/my/participated-questions-answer?attempt=1",
    "/my/question-explanation-list?attempt=abc",
    "/my/courses/999999/exams/results",
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});
