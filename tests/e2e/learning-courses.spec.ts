/**
 * The study area's courses (issue 7 defect 1, issue 11): the demo doctor's dashboard lists their two
 * paid courses with the next class or exam (it always said "no course" before), and every course
 * page is reachable by links alone, with and without JavaScript.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/learning";
import { NOJS } from "./support/nojs";

const courseCards = (page: Page) => page.locator(".course-card");

test(
  "the dashboard lists the demo doctor's paid courses; links lead to course home, routine, full schedule and all courses",
  NOJS,
  async ({ verifiedDemoDoctor: page }) => {
    test.setTimeout(150_000);

    await test.step("dashboard: two running courses, each with its next item", async () => {
      await page.goto("/my/dashboard");
      await expect(page.getByText("আপনি এখনো কোনো কোর্সে ভর্তি হননি।")).toHaveCount(0);
      // Paid and lacking the permanent address, but this session began with the admin login: no required-information form.
      await expect(page.getByRole("heading", { name: "প্রয়োজনীয় তথ্য দিন" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "প্রোফাইল সম্পূর্ণ করুন" })).toBeVisible();
      await expect(courseCards(page)).toHaveCount(2);
      await expect(courseCards(page).locator(".course-card__title").getByRole("link")).toHaveText([
        "এফসিপিএস পার্ট-১ মক টেস্ট প্রোগ্রাম",
        "রেসিডেন্সি (এমডি/এমএস) ভর্তি প্রস্তুতি",
      ]);
      // A next item that is a published exam leads to its status page (the mock-test course's next item is its short exam).
      await expect(courseCards(page).locator(".course-card__next a")).toHaveAttribute(
        "href",
        /^\/my\/courses\/\d+\/schedule\/\d+\/events\/\d+\/exam-status$/,
      );
      for (const card of await courseCards(page).all()) {
        await expect(card).toContainText("চলমান");
        await expect(card.locator(".course-card__next .next-item")).toBeVisible();
      }
    });

    await test.step("course home: batch, status, next items, tabs", async () => {
      await courseCards(page).getByRole("link", { name: "রেসিডেন্সি (এমডি/এমএস) ভর্তি প্রস্তুতি" }).click();
      await expect(page).toHaveURL(/\/my\/courses\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("রেসিডেন্সি (এমডি/এমএস) ভর্তি প্রস্তুতি");
      await expect(page.locator(".course-facts")).toContainText("রেসিডেন্সি অনলাইন রেগুলার ব্যাচ");
      const next = page.locator(".next-list > li");
      await expect(next).toHaveCount(5);
      await expect(next.first()).toContainText("লেকচার ক্লাস");
    });

    await test.step("the doctor's routine: week by week, the next item marked", async () => {
      await page.getByRole("navigation", { name: "কোর্সের অংশ" }).getByRole("link", { name: "আমার রুটিন" }).click();
      await expect(page).toHaveURL(/\/my\/courses\/\d+\/batch\/7\/schedule\/\d+$/);
      await expect(page.getByRole("heading", { name: /^সপ্তাহ ১/ })).toBeVisible();
      expect(await page.locator(".agenda__item").count()).toBeGreaterThanOrEqual(20);
      await expect(page.locator(".agenda__item[data-next]")).toHaveCount(1);
      await expect(page.locator(".agenda__item[data-next]")).toContainText("পরবর্তী");
    });

    await test.step("full schedule: the timetable tables", async () => {
      await page.getByRole("link", { name: "সম্পূর্ণ সময়সূচি" }).click();
      await expect(page).toHaveURL(/\/my\/courses\/\d+\/full-schedule$/);
      await expect(page.locator(".timetable__table").first()).toBeVisible();
      await expect(page.locator('tr[data-slot-kind="exam"]').first()).toBeVisible();
    });

    await test.step("course materials: guide, syllabus, reading list and an outside link in a new tab", async () => {
      await page.getByRole("link", { name: "কোর্স ম্যাটেরিয়াল" }).click();
      await expect(page).toHaveURL(/\/my\/courses\/\d+\/course-materials$/);
      await expect(page.locator(".material")).toHaveCount(4);
      await expect(page.getByRole("heading", { name: "প্রথম মাসের পড়ার তালিকা" })).toBeVisible();
      const outside = page.getByRole("link", { name: "ওয়েবসাইটটি দেখুন (নতুন ট্যাবে)" });
      await expect(outside).toHaveAttribute("target", "_blank");
      await expect(outside).toHaveAttribute("href", /^https:\/\//);
    });

    await test.step("my courses lists the expired one too; its home says so and opens no timetable; foreign ids are 404", async () => {
      await page.goto("/my/dashboard");
      await page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" }).getByRole("link", { name: "আমার কোর্স" }).click();
      await expect(page).toHaveURL(/\/my\/courses$/);
      await expect(courseCards(page)).toHaveCount(3);
      const expired = courseCards(page).filter({ hasText: "মেয়াদ শেষ" });
      await expect(expired).toHaveCount(1);
      await expired.getByRole("link").click();
      await expect(page.getByText("এই কোর্সের মেয়াদ শেষ হয়েছে")).toBeVisible();
      await expect(page.getByRole("link", { name: "আমার রুটিন" })).toHaveCount(0);
      const id = /\/my\/courses\/(\d+)$/.exec(page.url())![1];
      expect((await page.goto(`/my/courses/${id}/full-schedule`))?.status()).toBe(403);
      expect((await page.goto(`/my/courses/${id}/course-materials`))?.status()).toBe(403);

      for (const path of [
        "/my/courses/999999",
        "/my/courses/abc",
        "/my/courses/999999/full-schedule",
        "/my/courses/1/batch/7/schedule/999999",
      ]) {
        expect((await page.goto(path))?.status(), path).toBe(404);
      }
    });
  },
);

test("a guest is sent to login with the course page as next", async ({ page }) => {
  await page.goto("/my/courses");
  await expect(page).toHaveURL(/\/login\?next=%2Fmy%2Fcourses$/);
});
